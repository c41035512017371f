// País Vasco 2025 and 2026: its own IRPF is not modelled; the figure is the common regime's, the state
// scale (art. 63.1 LIRPF) in both halves, and the note says so.
import { irpfScalesFor } from '../quota';
import { describeRegionIrpf, quotaCases, type RentCase } from '../testing/region-tests';

// Each half: the state table minus the scale on the minimum, 5.550 × 9,5 % = 527,25:
// 20.000: 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75 − 527,25 = 1.561,50
// 26.000: 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75 − 527,25 = 2.455,50
// 40.000: 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75 − 527,25 = 4.723,50
// 46.000: 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75 − 527,25 = 5.833,50
// 80.000: 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75 − 527,25 = 12.923,50
// 86.000: 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75 − 527,25 = 14.273,50
const HALF: Record<number, number> = {
  20_000: 1_561.5,
  26_000: 2_455.5,
  40_000: 4_723.5,
  46_000: 5_833.5,
  80_000: 12_923.5,
  86_000: 14_273.5,
};

// What 6.000 € of rent adds, both years.
const rent: RentCase[] = [
  [20_000, 1_788, 30], // 2 × (2.455,5 − 1.561,5); 15 + 15 %
  [40_000, 2_220, 37], // 2 × (5.833,5 − 4.723,5); 18,5 + 18,5 %
  [80_000, 2_700, 45], // 2 × (14.273,5 − 12.923,5); 22,5 + 22,5 %
];

describe.each([2025, 2026])('País Vasco %i', (year) => {
  const scales = irpfScalesFor('pais-vasco', year);

  test("the regime is foral and the note says the figure is the common regime's", () => {
    expect(scales.regime).toBe('foral');
    expect(scales.note).toMatch(/régimen común/);
    expect(scales.regional.sourcePending).toMatch(/no hemos leído/);
  });
});

describeRegionIrpf({
  code: 'pais-vasco',
  name: 'País Vasco',
  years: [2025, 2026],
  cases: quotaCases(HALF, HALF),
  rent,
});

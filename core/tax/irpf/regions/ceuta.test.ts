// Ceuta 2025 and 2026: the art. 65 scale as the second half (LIRPF DA 32ª) and the 60 %
// deduction of art. 68.4 on income obtained there.
import { irpfScalesFor, taxAdded } from '../quota';
import { describeRegionIrpf, quotaCases, type RentCase } from '../testing/region-tests';

// Both halves up to 300.000 € follow the same table (art. 63.1 and art. 65), minimum 5.550 × 9,5 % = 527,25:
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

// 6.000 € of rent from a flat in the city, both years.
const rent: RentCase[] = [
  // 2 × (2.455,5 − 1.561,5) = 1.788 × 40 % = 715,20; last euro (15 + 15) × 40 %
  [20_000, 715.2, 12],
  // 2 × (5.833,5 − 4.723,5) = 2.220 × 40 % = 888; last euro (18,5 + 18,5) × 40 %
  [40_000, 888, 14.8],
  // 2 × (14.273,5 − 12.923,5) = 2.700 × 40 % = 1.080; last euro (22,5 + 22,5) × 40 %
  [80_000, 1_080, 18],
];

describeRegionIrpf({
  code: 'ceuta',
  name: 'Ceuta',
  years: [2025, 2026],
  cases: quotaCases(HALF, HALF),
  rent,
  addedIsLocal: true,
});

test('rent from a flat elsewhere only gets the deduction on the share of the other income', () => {
  // With: 2 × 2.455,5 = 4.911, minus 60 % × 20.000 / 26.000 of it = 2.266,615385 -> 2.644,384615;
  // without: 2 × 1.561,5 = 3.123 × 40 % = 1.249,20; added 1.395,184615.
  const added = taxAdded(
    { other: { general: 20_000, savings: 0 }, added: { general: 6_000, savings: 0 } },
    irpfScalesFor('ceuta', 2026),
  );
  expect(added.tax).toBeCloseTo(1_395.184615, 5);
});

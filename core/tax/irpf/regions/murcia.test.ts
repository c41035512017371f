// Murcia 2025 and 2026 (one scale): the cuota on 20.000, 40.000 and 80.000 € of general base and
// what 6.000 € of rent adds, from DL 1/2010 art. 2 (Ley 14/2018) and the state scale.
import { irpfQuota, irpfScalesFor, taxAdded } from '../quota';

// State half (art. 63.1 LIRPF), minus the scale on its minimum, 5.550 × 9,5 % = 527,25:
// 20.000: 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75 − 527,25 = 1.561,50
// 26.000: 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75 − 527,25 = 2.455,50
// 40.000: 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75 − 527,25 = 4.723,50
// 46.000: 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75 − 527,25 = 5.833,50
// 80.000: 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75 − 527,25 = 12.923,50
// 86.000: 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75 − 527,25 = 14.273,50
const STATE: Record<number, number> = {
  20_000: 1_561.5,
  26_000: 2_455.5,
  40_000: 4_723.5,
  46_000: 5_833.5,
  80_000: 12_923.5,
  86_000: 14_273.5,
};

// Regional half (the law's cuota column), minus the scale on the state minimum, 5.550 × 9,5 % = 527,25:
// 20.000: 1.182,75 + 7.550 × 11,2 % = 845,60 -> 2.028,35 − 527,25 = 1.501,10
// 26.000: 2.050,75 + 5.800 × 13,3 % = 771,40 -> 2.822,15 − 527,25 = 2.294,90
// 40.000: 3.886,15 + 6.000 × 17,9 % = 1.074 -> 4.960,15 − 527,25 = 4.432,90
// 46.000: 3.886,15 + 12.000 × 17,9 % = 2.148 -> 6.034,15 − 527,25 = 5.506,90
// 80.000: 8.540,15 + 20.000 × 22,5 % = 4.500 -> 13.040,15 − 527,25 = 12.512,90
// 86.000: 8.540,15 + 26.000 × 22,5 % = 5.850 -> 14.390,15 − 527,25 = 13.862,90
const REGIONAL: Record<number, number> = {
  20_000: 1_501.1,
  26_000: 2_294.9,
  40_000: 4_432.9,
  46_000: 5_506.9,
  80_000: 12_512.9,
  86_000: 13_862.9,
};

describe.each([2025, 2026])('Murcia %i', (year) => {
  const scales = irpfScalesFor('murcia', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.294,9) − (1.561,5 + 1.501,1) = 1.687,80; last euro 15 + 13,3 %
    [20_000, 1_687.8, 28.3],
    // (5.833,5 + 5.506,9) − (4.723,5 + 4.432,9) = 2.184; last euro 18,5 + 17,9 %
    [40_000, 2_184, 36.4],
    // (14.273,5 + 13.862,9) − (12.923,5 + 12.512,9) = 2.700; last euro 22,5 + 22,5 %
    [80_000, 2_700, 45],
  ])('6.000 € of rent on %i € adds %d €, the last euro at %s %%', (base, tax, rate) => {
    const added = taxAdded(
      { other: { general: base, savings: 0 }, added: { general: 6_000, savings: 0 } },
      scales,
    );
    expect(added.tax).toBeCloseTo(tax, 5);
    expect(added.marginalRate).toBeCloseTo(rate, 6);
  });
});

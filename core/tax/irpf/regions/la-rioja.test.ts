// La Rioja 2025 and 2026 (one scale): the cuota on 20.000, 40.000 and 80.000 € of general base and
// what 6.000 € of rent adds, from Ley 10/2017 art. 31 (Ley 13/2023) and the state scale.
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

// Regional half (the law's cuota column), minus the scale on the state minimum, 5.550 × 8 % = 444:
// 20.000: 996 + 7.550 × 10,6 % = 800,30 -> 1.796,30 − 444 = 1.352,30
// 26.000: 1.817,50 + 5.800 × 13,6 % = 788,80 -> 2.606,30 − 444 = 2.162,30
// 40.000: 3.857,50 + 4.800 × 17,8 % = 854,40 -> 4.711,90 − 444 = 4.267,90
// 46.000: 4.711,90 + 6.000 × 18,3 % = 1.098 -> 5.809,90 − 444 = 5.365,90
// 80.000: 8.441,90 + 20.000 × 24,5 % = 4.900 -> 13.341,90 − 444 = 12.897,90
// 86.000: 8.441,90 + 26.000 × 24,5 % = 6.370 -> 14.811,90 − 444 = 14.367,90
const REGIONAL: Record<number, number> = {
  20_000: 1_352.3,
  26_000: 2_162.3,
  40_000: 4_267.9,
  46_000: 5_365.9,
  80_000: 12_897.9,
  86_000: 14_367.9,
};

describe.each([2025, 2026])('La Rioja %i', (year) => {
  const scales = irpfScalesFor('la-rioja', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.162,3) − (1.561,5 + 1.352,3) = 1.704; last euro 15 + 13,6 %
    [20_000, 1_704, 28.6],
    // (5.833,5 + 5.365,9) − (4.723,5 + 4.267,9) = 2.208; last euro 18,5 + 18,3 %
    [40_000, 2_208, 36.8],
    // (14.273,5 + 14.367,9) − (12.923,5 + 12.897,9) = 2.820; last euro 22,5 + 24,5 %
    [80_000, 2_820, 47],
  ])('6.000 € of rent on %i € adds %d €, the last euro at %s %%', (base, tax, rate) => {
    const added = taxAdded(
      { other: { general: base, savings: 0 }, added: { general: 6_000, savings: 0 } },
      scales,
    );
    expect(added.tax).toBeCloseTo(tax, 5);
    expect(added.marginalRate).toBeCloseTo(rate, 6);
  });
});

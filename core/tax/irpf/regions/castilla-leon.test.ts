// Castilla y León 2025 and 2026 (one scale): the cuota on 20.000, 40.000 and 80.000 € of general base
// and what 6.000 € of rent adds, from DL 1/2013 arts. 1 and 1 bis (Ley 2/2022) and the state scale.
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

// Regional half: the scale on the base minus the scale on the minimum, 5.550 × 9 % = 499,5.
const REGIONAL: Record<number, number> = {
  // 12.450 × 9 % = 1.120,5 + 7.550 × 12 % = 906 -> 2.026,5 − 499,5
  20_000: 1527,
  // 12.450 × 9 % = 1.120,5 + 7.750 × 12 % = 930 + 5.800 × 14 % = 812 -> 2.862,5 − 499,5
  26_000: 2363,
  // 12.450 × 9 % = 1.120,5 + 7.750 × 12 % = 930 + 15.000 × 14 % = 2.100 + 4.800 × 18,5 % = 888 ->
  // 5.038,5 − 499,5
  40_000: 4539,
  // 12.450 × 9 % = 1.120,5 + 7.750 × 12 % = 930 + 15.000 × 14 % = 2.100 + 10.800 × 18,5 % = 1.998
  // -> 6.148,5 − 499,5
  46_000: 5649,
  // 12.450 × 9 % = 1.120,5 + 7.750 × 12 % = 930 + 15.000 × 14 % = 2.100 + 18.207,2 × 18,5 % =
  // 3.368,332 + 26.592,8 × 21,5 % = 5.717,452 -> 13.236,284 − 499,5
  80_000: 12_736.784,
  // 12.450 × 9 % = 1.120,5 + 7.750 × 12 % = 930 + 15.000 × 14 % = 2.100 + 18.207,2 × 18,5 % =
  // 3.368,332 + 32.592,8 × 21,5 % = 7.007,452 -> 14.526,284 − 499,5
  86_000: 14_026.784,
};

describe.each([2025, 2026])('Castilla y León %i', (year) => {
  const scales = irpfScalesFor('castilla-leon', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.363) − (1.561,5 + 1.527) = 1.730; last euro 15 + 14 %
    [20_000, 1730, 29],
    // (5.833,5 + 5.649) − (4.723,5 + 4.539) = 2.220; last euro 18,5 + 18,5 %
    [40_000, 2220, 37],
    // (14.273,5 + 14.026,784) − (12.923,5 + 12.736,784) = 2.640; last euro 22,5 + 21,5 %
    [80_000, 2640, 44],
  ])('6.000 € of rent on %i € adds %d €, the last euro at %s %%', (base, tax, rate) => {
    const added = taxAdded(
      { other: { general: base, savings: 0 }, added: { general: 6_000, savings: 0 } },
      scales,
    );
    expect(added.tax).toBeCloseTo(tax, 5);
    expect(added.marginalRate).toBeCloseTo(rate, 6);
  });
});

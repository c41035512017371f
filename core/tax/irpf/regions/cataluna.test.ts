// Cataluña 2025 and 2026 (one scale): the cuota on 20.000, 40.000 and 80.000 € of general base and
// what 6.000 € of rent adds, from the Codi tributari arts. 611-1 (DL 5/2025) and 611-2 and the state scale.
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

// Regional half: the scale on the base minus the scale on the minimum, 5.550 × 9,5 % = 527,25.
const REGIONAL: Record<number, number> = {
  // 12.500 × 9,5 % = 1.187,5 + 7.500 × 12,5 % = 937,5 -> 2.125 − 527,25
  20_000: 1597.75,
  // 12.500 × 9,5 % = 1.187,5 + 9.500 × 12,5 % = 1.187,5 + 4.000 × 16 % = 640 -> 3.015 − 527,25
  26_000: 2487.75,
  // 12.500 × 9,5 % = 1.187,5 + 9.500 × 12,5 % = 1.187,5 + 11.000 × 16 % = 1.760 + 7.000 × 19 % =
  // 1.330 -> 5.465 − 527,25
  40_000: 4937.75,
  // 12.500 × 9,5 % = 1.187,5 + 9.500 × 12,5 % = 1.187,5 + 11.000 × 16 % = 1.760 + 13.000 × 19 % =
  // 2.470 -> 6.605 − 527,25
  46_000: 6077.75,
  // 12.500 × 9,5 % = 1.187,5 + 9.500 × 12,5 % = 1.187,5 + 11.000 × 16 % = 1.760 + 20.000 × 19 % =
  // 3.800 + 27.000 × 21,5 % = 5.805 -> 13.740 − 527,25
  80_000: 13_212.75,
  // 12.500 × 9,5 % = 1.187,5 + 9.500 × 12,5 % = 1.187,5 + 11.000 × 16 % = 1.760 + 20.000 × 19 % =
  // 3.800 + 33.000 × 21,5 % = 7.095 -> 15.030 − 527,25
  86_000: 14_502.75,
};

describe.each([2025, 2026])('Cataluña %i', (year) => {
  const scales = irpfScalesFor('cataluna', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.487,75) − (1.561,5 + 1.597,75) = 1.784; last euro 15 + 16 %
    [20_000, 1784, 31],
    // (5.833,5 + 6.077,75) − (4.723,5 + 4.937,75) = 2.250; last euro 18,5 + 19 %
    [40_000, 2250, 37.5],
    // (14.273,5 + 14.502,75) − (12.923,5 + 13.212,75) = 2.640; last euro 22,5 + 21,5 %
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

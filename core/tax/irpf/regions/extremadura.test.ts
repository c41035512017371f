// Extremadura: the cuota on 20.000, 40.000 and 80.000 € of general base and what 6.000 € of rent
// adds, in 2025 (DL 1/2018 art. 1, DL 4/2023) and 2026 (Ley 2/2026: 7,75 and 9,75 % first), state minimum.
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

// Regional half: the scale on the base minus the scale on the minimum, 5.550 × 8 % = 444.
const REGIONAL_2025: Record<number, number> = {
  // 12.450 × 8 % = 996 + 7.550 × 10 % = 755 -> 1.751 − 444
  20_000: 1307,
  // 12.450 × 8 % = 996 + 7.750 × 10 % = 775 + 4.000 × 16 % = 640 + 1.800 × 17,5 % = 315 -> 2.726
  // − 444
  26_000: 2282,
  // 12.450 × 8 % = 996 + 7.750 × 10 % = 775 + 4.000 × 16 % = 640 + 11.000 × 17,5 % = 1.925 +
  // 4.800 × 21 % = 1.008 -> 5.344 − 444
  40_000: 4900,
  // 12.450 × 8 % = 996 + 7.750 × 10 % = 775 + 4.000 × 16 % = 640 + 11.000 × 17,5 % = 1.925 +
  // 10.800 × 21 % = 2.268 -> 6.604 − 444
  46_000: 6160,
  // 12.450 × 8 % = 996 + 7.750 × 10 % = 775 + 4.000 × 16 % = 640 + 11.000 × 17,5 % = 1.925 +
  // 24.800 × 21 % = 5.208 + 20.000 × 23,5 % = 4.700 -> 14.244 − 444
  80_000: 13_800,
  // 12.450 × 8 % = 996 + 7.750 × 10 % = 775 + 4.000 × 16 % = 640 + 11.000 × 17,5 % = 1.925 +
  // 24.800 × 21 % = 5.208 + 20.200 × 23,5 % = 4.747 + 5.800 × 24 % = 1.392 -> 15.683 − 444
  86_000: 15_239,
};
// Regional half: the scale on the base minus the scale on the minimum, 5.550 × 7,75 % = 430,125.
const REGIONAL_2026: Record<number, number> = {
  // 12.450 × 7,75 % = 964,875 + 7.550 × 9,75 % = 736,125 -> 1.701 − 430,125
  20_000: 1270.875,
  // 12.450 × 7,75 % = 964,875 + 7.750 × 9,75 % = 755,625 + 4.000 × 16 % = 640 + 1.800 × 17,5 % =
  // 315 -> 2.675,5 − 430,125
  26_000: 2245.375,
  // 12.450 × 7,75 % = 964,875 + 7.750 × 9,75 % = 755,625 + 4.000 × 16 % = 640 + 11.000 × 17,5 % =
  // 1.925 + 4.800 × 21 % = 1.008 -> 5.293,5 − 430,125
  40_000: 4863.375,
  // 12.450 × 7,75 % = 964,875 + 7.750 × 9,75 % = 755,625 + 4.000 × 16 % = 640 + 11.000 × 17,5 % =
  // 1.925 + 10.800 × 21 % = 2.268 -> 6.553,5 − 430,125
  46_000: 6123.375,
  // 12.450 × 7,75 % = 964,875 + 7.750 × 9,75 % = 755,625 + 4.000 × 16 % = 640 + 11.000 × 17,5 % =
  // 1.925 + 24.800 × 21 % = 5.208 + 20.000 × 23,5 % = 4.700 -> 14.193,5 − 430,125
  80_000: 13_763.375,
  // 12.450 × 7,75 % = 964,875 + 7.750 × 9,75 % = 755,625 + 4.000 × 16 % = 640 + 11.000 × 17,5 % =
  // 1.925 + 24.800 × 21 % = 5.208 + 20.200 × 23,5 % = 4.747 + 5.800 × 24 % = 1.392 -> 15.632,5 −
  // 430,125
  86_000: 15_202.375,
};

describe.each([2025])('Extremadura %i', (year) => {
  const scales = irpfScalesFor('extremadura', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL_2025[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL_2025[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.282) − (1.561,5 + 1.307) = 1.869; last euro 15 + 17,5 %
    [20_000, 1869, 32.5],
    // (5.833,5 + 6.160) − (4.723,5 + 4.900) = 2.370; last euro 18,5 + 21 %
    [40_000, 2370, 39.5],
    // (14.273,5 + 15.239) − (12.923,5 + 13.800) = 2.789; last euro 22,5 + 24 %
    [80_000, 2789, 46.5],
  ])('6.000 € of rent on %i € adds %d €, the last euro at %s %%', (base, tax, rate) => {
    const added = taxAdded(
      { other: { general: base, savings: 0 }, added: { general: 6_000, savings: 0 } },
      scales,
    );
    expect(added.tax).toBeCloseTo(tax, 5);
    expect(added.marginalRate).toBeCloseTo(rate, 6);
  });
});

describe.each([2026])('Extremadura %i', (year) => {
  const scales = irpfScalesFor('extremadura', year);

  test.each([20_000, 40_000, 80_000])('the cuota on %i € of general base, half by half', (base) => {
    const quota = irpfQuota({ general: base, savings: 0 }, scales);
    expect(quota.state).toBeCloseTo(STATE[base] ?? NaN, 5);
    expect(quota.regional).toBeCloseTo(REGIONAL_2026[base] ?? NaN, 5);
    expect(quota.total).toBeCloseTo((STATE[base] ?? NaN) + (REGIONAL_2026[base] ?? NaN), 5);
  });

  test.each([
    // (2.455,5 + 2.245,375) − (1.561,5 + 1.270,875) = 1.868,5; last euro 15 + 17,5 %
    [20_000, 1868.5, 32.5],
    // (5.833,5 + 6.123,375) − (4.723,5 + 4.863,375) = 2.370; last euro 18,5 + 21 %
    [40_000, 2370, 39.5],
    // (14.273,5 + 15.202,375) − (12.923,5 + 13.763,375) = 2.789; last euro 22,5 + 24 %
    [80_000, 2789, 46.5],
  ])('6.000 € of rent on %i € adds %d €, the last euro at %s %%', (base, tax, rate) => {
    const added = taxAdded(
      { other: { general: base, savings: 0 }, added: { general: 6_000, savings: 0 } },
      scales,
    );
    expect(added.tax).toBeCloseTo(tax, 5);
    expect(added.marginalRate).toBeCloseTo(rate, 6);
  });
});

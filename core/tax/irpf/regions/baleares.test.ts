// Illes Balears's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: DLeg 1/2014 de las Illes Balears, art. 1 (Ley 12/2023), minimum 5.550 €.
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.800 + 2.000 × 14,25 % = 285 -> 2.085; − 499,50 on the minimum (5.550) = 1.585,50; total 3.147.
  { base: 20_000, state: 1_561.5, regional: 1_585.5 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 1.800 + 8.000 × 14,25 % = 1.140 -> 2.940; − 499,50 on the minimum (5.550) = 2.440,50; total 4.896.
  { base: 26_000, state: 2_455.5, regional: 2_440.5 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 3.510 + 10.000 × 17,5 % = 1.750 -> 5.260; − 499,50 on the minimum (5.550) = 4.760,50; total 9.484.
  { base: 40_000, state: 4_723.5, regional: 4_760.5 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 3.510 + 16.000 × 17,5 % = 2.800 -> 6.310; − 499,50 on the minimum (5.550) = 5.810,50; total 11.644.
  { base: 46_000, state: 5_833.5, regional: 5_810.5 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 10.840 + 10.000 × 21,75 % = 2.175 -> 13.015; − 499,50 on the minimum (5.550) = 12.515,50; total 25.439.
  { base: 80_000, state: 12_923.5, regional: 12_515.5 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 10.840 + 16.000 × 21,75 % = 3.480 -> 14.320; − 499,50 on the minimum (5.550) = 13.820,50; total 28.094.
  { base: 86_000, state: 14_273.5, regional: 13_820.5 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.896 − 3.147 = 1.749; the last euro pays 15 + 14,25 = 29,25 %.
  [20_000, 1_749, 29.25],
  // 11.644 − 9.484 = 2.160; the last euro pays 18,5 + 17,5 = 36 %.
  [40_000, 2_160, 36],
  // 28.094 − 25.439 = 2.655; the last euro pays 22,5 + 21,75 = 44,25 %.
  [80_000, 2_655, 44.25],
];

describeRegionIrpf({
  code: 'baleares',
  name: 'Illes Balears',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

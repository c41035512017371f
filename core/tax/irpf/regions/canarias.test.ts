// Canarias's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: DLeg 1/2009 de Canarias, art. 18 bis (Ley 9/2025), minimum 5.550 €.
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.889,83 + 578 × 14 % = 80,92 -> 1.970,75; − 499,50 on the minimum (5.550) = 1.471,25; total 3.032,75.
  { base: 20_000, state: 1_561.5, regional: 1_471.25 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 1.889,83 + 6.578 × 14 % = 920,92 -> 2.810,75; − 499,50 on the minimum (5.550) = 2.311,25; total 4.766,75.
  { base: 26_000, state: 2_455.5, regional: 2_311.25 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 4.200,11 + 4.076 × 18,5 % = 754,06 -> 4.954,17; − 499,50 on the minimum (5.550) = 4.454,67; total 9.178,17.
  { base: 40_000, state: 4_723.5, regional: 4_454.67 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 4.200,11 + 10.076 × 18,5 % = 1.864,06 -> 6.064,17; − 499,50 on the minimum (5.550) = 5.564,67; total 11.398,17.
  { base: 46_000, state: 5_833.5, regional: 5_564.67 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 8.203,88 + 22.434 × 23,5 % = 5.271,99 -> 13.475,87; − 499,50 on the minimum (5.550) = 12.976,37; total 25.899,87.
  { base: 80_000, state: 12_923.5, regional: 12_976.37 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 8.203,88 + 28.434 × 23,5 % = 6.681,99 -> 14.885,87; − 499,50 on the minimum (5.550) = 14.386,37; total 28.659,87.
  { base: 86_000, state: 14_273.5, regional: 14_386.37 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.766,75 − 3.032,75 = 1.734; the last euro pays 15 + 14 = 29 %.
  [20_000, 1_734, 29],
  // 11.398,17 − 9.178,17 = 2.220; the last euro pays 18,5 + 18,5 = 37 %.
  [40_000, 2_220, 37],
  // 28.659,87 − 25.899,87 = 2.760; the last euro pays 22,5 + 23,5 = 46 %.
  [80_000, 2_760, 46],
];

describeRegionIrpf({
  code: 'canarias',
  name: 'Canarias',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

// Aragón's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: DLeg 1/2005 de Aragón, art. 110-1 (Ley 17/2023), minimum 5.550 €. The gazette's
// cuota column is rounded to cents (1.241,89 is 13.072,50 × 9,5 % = 1.241,8875): the sums use the rates.
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.241,8875 + 6.927,50 × 12 % = 831,30 -> 2.073,1875; − 527,25 on the minimum (5.550) = 1.545,9375; total 3.107,4375.
  { base: 20_000, state: 1_561.5, regional: 1_545.9375 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 2.218,3875 + 4.790 × 15 % = 718,50 -> 2.936,8875; − 527,25 on the minimum (5.550) = 2.409,6375; total 4.865,1375.
  { base: 26_000, state: 2_455.5, regional: 2_409.6375 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 4.580,8875 + 3.040 × 18,5 % = 562,40 -> 5.143,2875; − 527,25 on the minimum (5.550) = 4.616,0375; total 9.339,5375.
  { base: 40_000, state: 4_723.5, regional: 4_616.0375 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 4.580,8875 + 9.040 × 18,5 % = 1.672,40 -> 6.253,2875; − 527,25 on the minimum (5.550) = 5.726,0375; total 11.559,5375.
  { base: 46_000, state: 5_833.5, regional: 5_726.0375 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 8.993,2875 + 20.000 × 23 % = 4.600 -> 13.593,2875; − 527,25 on the minimum (5.550) = 13.066,0375; total 25.989,5375.
  { base: 80_000, state: 12_923.5, regional: 13_066.0375 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 13.593,2875 + 6.000 × 24 % = 1.440 -> 15.033,2875; − 527,25 on the minimum (5.550) = 14.506,0375; total 28.779,5375.
  { base: 86_000, state: 14_273.5, regional: 14_506.0375 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.865,1375 − 3.107,4375 = 1.757,70; the last euro pays 15 + 15 = 30 %.
  [20_000, 1_757.7, 30],
  // 11.559,5375 − 9.339,5375 = 2.220; the last euro pays 18,5 + 18,5 = 37 %.
  [40_000, 2_220, 37],
  // 28.779,5375 − 25.989,5375 = 2.790; the last euro pays 22,5 + 24 = 46,5 %.
  [80_000, 2_790, 46.5],
];

describeRegionIrpf({
  code: 'aragon',
  name: 'Aragón',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

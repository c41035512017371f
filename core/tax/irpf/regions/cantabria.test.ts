// Cantabria's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: DLeg 62/2008 de Cantabria, art. 1 (Ley 3/2023), minimum 5.550 €.
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.105 + 7.000 × 11 % = 770 -> 1.875; − 471,75 on the minimum (5.550) = 1.403,25; total 2.964,75.
  { base: 20_000, state: 1_561.5, regional: 1_403.25 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 1.985 + 5.000 × 14,5 % = 725 -> 2.710; − 471,75 on the minimum (5.550) = 2.238,25; total 4.693,75.
  { base: 26_000, state: 2_455.5, regional: 2_238.25 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 4.044 + 4.800 × 18 % = 864 -> 4.908; − 471,75 on the minimum (5.550) = 4.436,25; total 9.159,75.
  { base: 40_000, state: 4_723.5, regional: 4_436.25 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 4.044 + 10.800 × 18 % = 1.944 -> 5.988; − 471,75 on the minimum (5.550) = 5.516,25; total 11.349,75.
  { base: 46_000, state: 5_833.5, regional: 5_516.25 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 8.508 + 20.000 × 22,5 % = 4.500 -> 13.008; − 471,75 on the minimum (5.550) = 12.536,25; total 25.459,75.
  { base: 80_000, state: 12_923.5, regional: 12_536.25 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 8.508 + 26.000 × 22,5 % = 5.850 -> 14.358; − 471,75 on the minimum (5.550) = 13.886,25; total 28.159,75.
  { base: 86_000, state: 14_273.5, regional: 13_886.25 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.693,75 − 2.964,75 = 1.729; the last euro pays 15 + 14,5 = 29,5 %.
  [20_000, 1_729, 29.5],
  // 11.349,75 − 9.159,75 = 2.190; the last euro pays 18,5 + 18 = 36,5 %.
  [40_000, 2_190, 36.5],
  // 28.159,75 − 25.459,75 = 2.700; the last euro pays 22,5 + 22,5 = 45 %.
  [80_000, 2_700, 45],
];

describeRegionIrpf({
  code: 'cantabria',
  name: 'Cantabria',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

// Asturias's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: DLeg 2/2014 de Asturias, arts. 2 and 2 bis (Ley 3/2025), minimum 6.105 €. The
// gazette's cuota column is rounded to cents (1.751,36 is 1.120,50 + 5.257,20 × 12 % = 1.751,364).
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.751,364 + 2.292,80 × 14 % = 320,992 -> 2.072,356; − 549,45 on the minimum (6.105) = 1.522,906; total 3.084,406.
  { base: 20_000, state: 1_561.5, regional: 1_522.906 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 1.751,364 + 8.292,80 × 14 % = 1.160,992 -> 2.912,356; − 549,45 on the minimum (6.105) = 2.362,906; total 4.818,406.
  { base: 26_000, state: 2_455.5, regional: 2_362.906 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 3.893,364 + 6.992,80 × 19,2 % = 1.342,6176 -> 5.235,9816; − 549,45 on the minimum (6.105) = 4.686,5316; total 9.410,0316.
  { base: 40_000, state: 4_723.5, regional: 4_686.5316 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 3.893,364 + 12.992,80 × 19,2 % = 2.494,6176 -> 6.387,9816; − 549,45 on the minimum (6.105) = 5.838,5316; total 11.672,0316.
  { base: 46_000, state: 5_833.5, regional: 5_838.5316 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 11.377,616 + 10.000 × 22,5 % = 2.250 -> 13.627,616; − 549,45 on the minimum (6.105) = 13.078,166; total 26.001,666.
  { base: 80_000, state: 12_923.5, regional: 13_078.166 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 11.377,616 + 16.000 × 22,5 % = 3.600 -> 14.977,616; − 549,45 on the minimum (6.105) = 14.428,166; total 28.701,666.
  { base: 86_000, state: 14_273.5, regional: 14_428.166 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.818,406 − 3.084,406 = 1.734; the last euro pays 15 + 14 = 29 %.
  [20_000, 1_734, 29],
  // 11.672,0316 − 9.410,0316 = 2.262; the last euro pays 18,5 + 19,2 = 37,7 %.
  [40_000, 2_262, 37.7],
  // 28.701,666 − 26.001,666 = 2.700; the last euro pays 22,5 + 22,5 = 45 %.
  [80_000, 2_700, 45],
];

describeRegionIrpf({
  code: 'asturias',
  name: 'Asturias',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

// Andalucía's IRPF on 20.000, 40.000 and 80.000 € of general base, with and without 6.000 € of rent.
import { describeRegionIrpf, type RentCase } from '../testing/region-tests';

// Each half is its scale on the base minus its scale on its minimum (arts. 56, 63 and 74 LIRPF).
// State half: LIRPF art. 63.1, minimum 5.550 € (art. 57).
// Regional half: Ley 5/2021 de Andalucía, art. 23 (escala) and art. 23 bis (mínimo), minimum 5.790 €.
const cases = [
  // 20.000: state 1.182,75 + 7.550 × 12 % = 906 -> 2.088,75; − 527,25 on the minimum (5.550) = 1.561,50;
  //   regional 1.235 + 7.000 × 12 % = 840 -> 2.075; − 550,05 on the minimum (5.790) = 1.524,95; total 3.086,45.
  { base: 20_000, state: 1_561.5, regional: 1_524.95 },
  // 26.000: state 2.112,75 + 5.800 × 15 % = 870 -> 2.982,75; − 527,25 on the minimum (5.550) = 2.455,50;
  //   regional 2.207 + 4.900 × 15 % = 735 -> 2.942; − 550,05 on the minimum (5.790) = 2.391,95; total 4.847,45.
  { base: 26_000, state: 2_455.5, regional: 2_391.95 },
  // 40.000: state 4.362,75 + 4.800 × 18,5 % = 888 -> 5.250,75; − 527,25 on the minimum (5.550) = 4.723,50;
  //   regional 4.322 + 4.800 × 18,5 % = 888 -> 5.210; − 550,05 on the minimum (5.790) = 4.659,95; total 9.383,45.
  { base: 40_000, state: 4_723.5, regional: 4_659.95 },
  // 46.000: state 4.362,75 + 10.800 × 18,5 % = 1.998 -> 6.360,75; − 527,25 on the minimum (5.550) = 5.833,50;
  //   regional 4.322 + 10.800 × 18,5 % = 1.998 -> 6.320; − 550,05 on the minimum (5.790) = 5.769,95; total 11.603,45.
  { base: 46_000, state: 5_833.5, regional: 5_769.95 },
  // 80.000: state 8.950,75 + 20.000 × 22,5 % = 4.500 -> 13.450,75; − 527,25 on the minimum (5.550) = 12.923,50;
  //   regional 8.910 + 20.000 × 22,5 % = 4.500 -> 13.410; − 550,05 on the minimum (5.790) = 12.859,95; total 25.783,45.
  { base: 80_000, state: 12_923.5, regional: 12_859.95 },
  // 86.000: state 8.950,75 + 26.000 × 22,5 % = 5.850 -> 14.800,75; − 527,25 on the minimum (5.550) = 14.273,50;
  //   regional 8.910 + 26.000 × 22,5 % = 5.850 -> 14.760; − 550,05 on the minimum (5.790) = 14.209,95; total 28.483,45.
  { base: 86_000, state: 14_273.5, regional: 14_209.95 },
];

// What 6.000 € of rent adds in 2026.
const rent: RentCase[] = [
  // 4.847,45 − 3.086,45 = 1.761; the last euro pays 15 + 15 = 30 %.
  [20_000, 1_761, 30],
  // 11.603,45 − 9.383,45 = 2.220; the last euro pays 18,5 + 18,5 = 37 %.
  [40_000, 2_220, 37],
  // 28.483,45 − 25.783,45 = 2.700; the last euro pays 22,5 + 22,5 = 45 %.
  [80_000, 2_700, 45],
];

describeRegionIrpf({
  code: 'andalucia',
  name: 'Andalucía',
  years: [2025, 2026],
  cases,
  rent: { 2026: rent },
  // 2025 and 2026 each have their own entry from the official text; later years use 2026.
  tableYears: { 2025: 2025, 2026: 2026, 2030: 2026 },
});

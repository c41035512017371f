// Melilla: the same rules as Ceuta (LIRPF DA 32ª, arts. 65 and 68.4).
import type { RegionalIrpf } from '../types';
import { CITY_DEDUCTION_PERCENT, cityScaleYear } from './ceuta';

export const MELILLA: RegionalIrpf = {
  code: 'melilla',
  regime: 'ceuta-melilla',
  years: [cityScaleYear(2025), cityScaleYear(2026)],
  localDeductionPercent: CITY_DEDUCTION_PERCENT,
};

// The municipal plusvalía (IIVTNU) form's zod rules and the result they feed to the engine; the page
// loads this module on first use (messages and defaults are in fields.ts).
import * as z from 'zod/mini';
import { calculateMunicipalPlusvalia } from '../../tax/municipal-plusvalia';
import {
  PLUSVALIA_COEFFICIENT_HISTORY,
  PLUSVALIA_MAX_LAND_REDUCTION,
  PLUSVALIA_MAX_RATE,
} from '../../tax/plusvalia-coefficients';
import { optionalDateField } from '../date-field';
import { MAX_YEARS_HELD, PLUSVALIA_MESSAGES } from './fields';

export { calculateMunicipalPlusvalia };

const M = PLUSVALIA_MESSAGES;
const between = (min: number, max: number, message: string) =>
  z.number().check(z.minimum(min, message), z.maximum(max, message));

export const municipalPlusvaliaSchema = z
  .object({
    landCadastralValue: z.number().check(z.minimum(1, M.landCadastralValue)),
    totalCadastralValue: z.number().check(z.minimum(0, M.totalCadastralValue)),
    purchasePrice: z.number().check(z.minimum(0, M.purchasePrice)),
    salePrice: z.number().check(z.minimum(0, M.salePrice)),
    yearsHeld: between(0, MAX_YEARS_HELD, M.yearsHeld).check(z.int(M.yearsHeld)),
    monthsHeld: between(0, 11, M.monthsHeld).check(z.int(M.monthsHeld)),
    municipalRate: between(0, PLUSVALIA_MAX_RATE.value, M.municipalRate),
    landValueReduction: between(0, PLUSVALIA_MAX_LAND_REDUCTION.value, M.landValueReduction),
    quotaBonus: between(0, 100, M.quotaBonus),
    /** The coefficient table is the one in force on the transfer date (empty: today). */
    transferDate: optionalDateField(
      'la transmisión',
      PLUSVALIA_COEFFICIENT_HISTORY[0]?.validFrom ?? '2024-01-01',
    ),
  })
  .check(
    z.refine((v) => v.totalCadastralValue === 0 || v.landCadastralValue <= v.totalCadastralValue, {
      error: M.landOverTotal,
      path: ['landCadastralValue'],
    }),
  );

export type MunicipalPlusvaliaValues = z.output<typeof municipalPlusvaliaSchema>;

// The municipal plusvalía (IIVTNU) form's zod rules and the result they feed to the engine; the page
// loads this module on first use (messages and defaults are in fields.ts).
import * as z from 'zod/mini';
import { calculateMunicipalPlusvalia } from '../../tax/municipal-plusvalia';
import { PLUSVALIA_COEFFICIENT_HISTORY } from '../../tax/plusvalia-coefficients';
import { optionalDateField } from '../date-field';
import { numberShape } from '../field-schema';
import { MUNICIPAL_PLUSVALIA_FIELDS, PLUSVALIA_MESSAGES } from './fields';

export { calculateMunicipalPlusvalia };

const M = PLUSVALIA_MESSAGES;

export const municipalPlusvaliaSchema = z
  .object({
    ...numberShape(MUNICIPAL_PLUSVALIA_FIELDS),
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

// The analysis' number fields, one file of rows per form step (rows/): the engine's types and clamps,
// the schema, steps, defaults, link (the choices after the row CHOICES_AFTER names) and workbook.
import { defineFields, type FieldName } from '../fields';
import { CRITERIA_ROWS } from './rows/criteria';
import { FINANCING_ROWS } from './rows/financing';
import { PURCHASE_ROWS } from './rows/purchase';
import { RENT_ROWS } from './rows/rent';
import { SALE_ROWS } from './rows/sale';
import { TAX_ROWS } from './rows/tax';

export { ANALYSIS_MESSAGES } from './messages';

export const ANALYSIS_FIELDS = /* @__PURE__ */ defineFields([
  ...PURCHASE_ROWS,
  ...FINANCING_ROWS,
  ...RENT_ROWS,
  ...TAX_ROWS,
  ...SALE_ROWS,
  ...CRITERIA_ROWS,
]);

export type AnalysisNumberKey = FieldName<typeof ANALYSIS_FIELDS>;

export const CHOICES_AFTER = {
  price: ['community', 'propertyType'],
  referenceValue: ['deedDate'],
  loanTermYears: ['rateType'],
  openingFeePercent: ['letting'],
  platformFeePercent: ['vatHotelServices'],
  owners: ['residence', 'taxResidence'],
} as const;

// The mortgage form without zod: field table (bounds and Spanish messages), defaults and storage
// key. The page imports these; the zod schema in core/tools/mortgage/schema.ts is built from the
// table and loads only when a form is restored or used.
import { EURIBOR_12M } from './euribor';
import type { RateType } from './rate-path';

export const MORTGAGE_MESSAGES = {
  loanAmount: 'El importe debe ser mayor a 0',
  monthlyIncome: 'Los ingresos deben ser mayor a 0',
  rateType: 'Elige fijo, variable o mixto',
  fixedYears: 'Los años a tipo fijo deben estar entre 1 y 30 y ser menos que el plazo',
  euribor: 'El Euríbor debe estar entre -1 % y 10 %',
  spread: 'El diferencial debe estar entre 0 y 5 puntos',
  openingFeePercent: 'La comisión de apertura debe estar entre 0 % y 3 %',
} as const;

/** Local-storage key of the saved form (spec section 4). */
export const MORTGAGE_STORAGE_KEY = 'mortgage-form';

/** Spec section 9 defaults: 200,000 euros at 3.5 % over 25 years with 4,000 euros of income. */
export const MORTGAGE_DEFAULTS = {
  loanAmount: 200000,
  interestRate: 3.5,
  loanTermYears: 25,
  monthlyIncome: 4000,
};

export const MORTGAGE_RATE_TYPES: readonly RateType[] = ['fixed', 'variable', 'mixed'];

/**
 * Bounds of the issue-14 number fields. Not legal limits: a range wide enough for every offer on
 * the Spanish market (Euríbor 12M moved between -0,5 % and 4,2 % since 2015; spreads and opening
 * fees above 5 points and 3 % are not sold), narrow enough to catch a typo such as 75 for 0,75.
 */
export const MORTGAGE_BOUNDS = {
  fixedYears: { min: 1, max: 30 },
  euribor: { min: -1, max: 10 },
  spread: { min: 0, max: 5 },
  openingFeePercent: { min: 0, max: 3 },
} as const;

/**
 * The whole form's defaults: the spec's four figures, a fixed rate (the spec's only type), and for
 * the other types the dated Euríbor default, a 0,75-point spread and 10 fixed years (middle values
 * for the user to replace with the bank's offer), no opening fee.
 */
export const MORTGAGE_FORM_DEFAULTS = {
  ...MORTGAGE_DEFAULTS,
  rateType: 'fixed' as RateType,
  fixedYears: 10,
  euribor: EURIBOR_12M.value,
  spread: 0.75,
  openingFeePercent: 0,
};

/** The number fields of the form, in form order (the share link's parameters, with rateType). */
export const MORTGAGE_NUMBER_KEYS = [
  'loanAmount',
  'interestRate',
  'loanTermYears',
  'monthlyIncome',
  'fixedYears',
  'euribor',
  'spread',
  'openingFeePercent',
] as const;

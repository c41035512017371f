// The mortgage form's field table without zod (the page imports it; schema.ts loads on use).
import { defaultsOf, defineFields, type FieldName } from '../fields';
import { INTEREST_RATE_BOUNDS, LOAN_TERM_BOUNDS } from '../loan-fields';
import { EURIBOR_12M, euriborLabel } from './euribor';
import type { RateType } from './rate-path';
export { MORTGAGE_STORAGE_KEY } from '../../storage-keys';

export const MORTGAGE_MESSAGES = {
  loanAmount: 'El importe debe ser mayor que 0',
  rateType: 'Elige fijo, variable o mixto',
  fixedYears: 'Los años a tipo fijo deben estar entre 1 y 30 y ser menos que el plazo',
  euribor: 'El Euríbor debe estar entre -1 % y 10 %',
  spread: 'El diferencial debe estar entre 0 y 5 puntos',
  openingFeePercent: 'La comisión de apertura debe estar entre 0 % y 3 %',
  loanTermWhole: 'El plazo se firma en años enteros: escribe, por ejemplo, 2 o 3 años',
} as const;

/** Spec section 9 defaults; its gross income is gone: the verdict asks net income once. */
export const MORTGAGE_DEFAULTS = {
  loanAmount: 200000,
  interestRate: 3.5,
  loanTermYears: 25,
};

export const MORTGAGE_RATE_TYPES: readonly RateType[] = ['fixed', 'variable', 'mixed'];

const NO_WORKBOOK = 'the mortgage calculator has no Excel template';

/**
 * The bounds are not legal limits: wide enough for every offer on the Spanish market (Euríbor 12M
 * moved between -0,5 % and 4,2 % since 2015; spreads above 5 points and fees above 3 % are not
 * sold), narrow enough to catch a typo such as 75 for 0,75.
 */
export const MORTGAGE_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'loanAmount',
    label: 'Importe de la hipoteca',
    unit: '€',
    min: { value: 1, message: MORTGAGE_MESSAGES.loanAmount },
    default: MORTGAGE_DEFAULTS.loanAmount,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'interestRate',
    label: 'Tipo de interés anual',
    unit: '%',
    hint: 'El tipo nominal (TIN) de la oferta del banco.',
    ...INTEREST_RATE_BOUNDS,
    default: MORTGAGE_DEFAULTS.interestRate,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'loanTermYears',
    label: 'Plazo',
    unit: 'años',
    ...LOAN_TERM_BOUNDS,
    // The schedule runs in whole years (its table, the Euríbor reviews): 2,5 years is refused.
    integer: MORTGAGE_MESSAGES.loanTermWhole,
    default: MORTGAGE_DEFAULTS.loanTermYears,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'fixedYears',
    label: 'Años a tipo fijo',
    unit: 'años',
    min: { value: 1, message: MORTGAGE_MESSAGES.fixedYears },
    max: { value: 30, message: MORTGAGE_MESSAGES.fixedYears },
    default: 10,
    empty: 'default',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'euribor',
    label: 'Euríbor a 12 meses',
    unit: '%',
    hint: `${/* @__PURE__ */ euriborLabel()}: ${/* @__PURE__ */ String(EURIBOR_12M.value).replace('.', ',')} % (media mensual, Banco de España). Cámbialo por el último dato si lo conoces.`,
    min: { value: -1, message: MORTGAGE_MESSAGES.euribor },
    max: { value: 10, message: MORTGAGE_MESSAGES.euribor },
    default: EURIBOR_12M.value,
    empty: 'default',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'spread',
    label: 'Diferencial',
    unit: '%',
    hint: 'Los puntos que el banco suma al Euríbor.',
    min: { value: 0, message: MORTGAGE_MESSAGES.spread },
    max: { value: 5, message: MORTGAGE_MESSAGES.spread },
    default: 0.75,
    empty: 'default',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'openingFeePercent',
    label: 'Comisión de apertura',
    unit: '%',
    hint: 'Déjala en 0 si el banco no la cobra. Cuenta en la TAE.',
    min: { value: 0, message: MORTGAGE_MESSAGES.openingFeePercent },
    max: { value: 3, message: MORTGAGE_MESSAGES.openingFeePercent },
    default: 0,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export type MortgageNumberKey = FieldName<typeof MORTGAGE_FIELDS>;

export const MORTGAGE_FORM_DEFAULTS = {
  .../* @__PURE__ */ defaultsOf(MORTGAGE_FIELDS),
  rateType: 'fixed' as RateType,
};

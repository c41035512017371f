// The purchase-costs form without zod (spec sections 3 and 5): messages, options, the default loan.
// The page imports these; the zod schema in core/tools/purchase-costs/schema.ts loads on use.
import { round2 } from '../../round';
import { BALEARES_ISLANDS, COMMUNITIES } from '../../tax/communities';

export {
  BALEARES_ISLAND_CODES,
  type BalearesIsland,
  COMMUNITIES,
  COMMUNITY_CODES,
  COMMUNITY_NAMES,
  type CommunityCode,
} from '../../tax/communities';

/** Local-storage key of the form's last calculation (the deed date is left out: it defaults to today). */
export const PURCHASE_COSTS_STORAGE_KEY = 'purchase-costs-form';

/** The form's number fields, in form order (the others are choices, switches and a date). */
export const PURCHASE_NUMBER_KEYS = [
  'propertyPrice',
  'loanAmount',
  'buyerAge',
  'referenceValue',
] as const;
export type PurchaseNumberKey = (typeof PURCHASE_NUMBER_KEYS)[number];
export const PURCHASE_SWITCH_KEYS = ['isFirstHome', 'hasLoan', 'largeFamily'] as const;
export const PURCHASE_CHOICE_KEYS = [
  'propertyType',
  'autonomousCommunity',
  'island',
  'deedDate',
] as const;
/** The short names the community pages link with, and the fields they stand for. */
export const PURCHASE_LINK_ALIASES = {
  price: 'propertyPrice',
  type: 'propertyType',
  community: 'autonomousCommunity',
} as const;
/** Every parameter a link to the calculator may hold. */
export const PURCHASE_LINK_KEYS = [
  ...PURCHASE_NUMBER_KEYS,
  ...PURCHASE_SWITCH_KEYS,
  ...PURCHASE_CHOICE_KEYS,
  ...Object.keys(PURCHASE_LINK_ALIASES),
];

export const PURCHASE_PRICE_REQUIRED = 'El precio de la vivienda es requerido';
export const PURCHASE_TYPE_REQUIRED = 'Selecciona el tipo de vivienda';
export const PURCHASE_COMMUNITY_REQUIRED = 'Selecciona la comunidad autónoma';
// The spec gives no wording for the optional fields; these follow its style.
export const PURCHASE_LOAN_MIN = 'El importe del préstamo debe ser 0 o mayor';
export const PURCHASE_AGE_RANGE = 'La edad debe ser un número entero entre 18 y 120 años';
export const PURCHASE_REFERENCE_MIN = 'El valor de referencia debe ser 0 o mayor';
export const PURCHASE_BOOLEAN = 'Marca sí o no';
export const PURCHASE_DEED_DATE_FORMAT =
  'La fecha de la escritura debe ser una fecha válida (AAAA-MM-DD)';
export const PURCHASE_ISLAND = 'Selecciona la isla';

/** The tables hold no older rates: a guess would look like an answer. */
export function purchaseDeedDateTooEarly(first: string): string {
  return `No tenemos los tipos anteriores al ${first}: indica una fecha de escritura desde ese día.`;
}

/** Rates more than a year ahead cannot be known. */
export function purchaseDeedDateTooLate(last: string): string {
  return `La fecha de la escritura no puede ser posterior al ${last}: no conocemos los tipos con más de un año de antelación.`;
}

export const BUYER_AGE_MIN = 18;
export const BUYER_AGE_MAX = 120;

export const PROPERTY_TYPES = [
  { value: 'used', label: 'Vivienda usada (segunda mano)' },
  { value: 'new', label: 'Vivienda nueva (obra nueva)' },
] as const;

export type PropertyType = (typeof PROPERTY_TYPES)[number]['value'];

/** Community options for a select, in spec order. */
export const COMMUNITY_OPTIONS = COMMUNITIES.map(({ code, name }) => ({
  value: code,
  label: name,
}));

/** Island options for Baleares, whose first-home caps differ from 1 March 2026. */
export const ISLAND_OPTIONS = BALEARES_ISLANDS.map(({ code, name }) => ({
  value: code,
  label: name,
}));

/** Share of the price financed when the user asks for a loan but leaves the amount empty (spec 9). */
export const DEFAULT_LOAN_SHARE = 0.8;

/**
 * Loan assumed when `hasLoan` is checked and the amount is empty: 80 % of the price, in cents.
 * @example defaultLoanAmount(250_000) // 200,000
 */
export function defaultLoanAmount(price: number): number {
  return price > 0 ? round2(price * DEFAULT_LOAN_SHARE) : 0;
}

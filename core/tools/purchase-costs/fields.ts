// The purchase-costs form without zod (spec sections 3 and 5): fields, options, the default loan.
// The page imports these; the schema (schema.ts) and its messages (messages.ts) load on use.
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

// The purchase-costs request (spec sections 3 and 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import { round2 } from '../round';
import { COMMUNITIES, COMMUNITY_CODES } from '../tax/communities';

export {
  COMMUNITIES,
  COMMUNITY_CODES,
  COMMUNITY_NAMES,
  type CommunityCode,
} from '../tax/communities';

export const PURCHASE_PRICE_REQUIRED = 'El precio de la vivienda es requerido';
export const PURCHASE_TYPE_REQUIRED = 'Selecciona el tipo de vivienda';
export const PURCHASE_COMMUNITY_REQUIRED = 'Selecciona la comunidad autónoma';
// The spec gives no wording for the optional fields; these follow its style.
export const PURCHASE_LOAN_MIN = 'El importe del préstamo debe ser 0 o mayor';
export const PURCHASE_AGE_RANGE = 'La edad debe ser un número entero entre 18 y 120 años';
export const PURCHASE_REFERENCE_MIN = 'El valor de referencia debe ser 0 o mayor';
export const PURCHASE_BOOLEAN = 'Marca sí o no';

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

export const purchaseCostsSchema = z.object({
  propertyPrice: z
    .number({ error: PURCHASE_PRICE_REQUIRED })
    .check(z.minimum(1, PURCHASE_PRICE_REQUIRED)),
  propertyType: z.enum(['new', 'used'], { error: PURCHASE_TYPE_REQUIRED }),
  autonomousCommunity: z.enum(COMMUNITY_CODES, { error: PURCHASE_COMMUNITY_REQUIRED }),
  isFirstHome: z._default(z.boolean({ error: PURCHASE_BOOLEAN }), false),
  hasLoan: z._default(z.boolean({ error: PURCHASE_BOOLEAN }), true),
  loanAmount: z.optional(
    z.number({ error: PURCHASE_LOAN_MIN }).check(z.minimum(0, PURCHASE_LOAN_MIN)),
  ),
  buyerAge: z.optional(
    z
      .number({ error: PURCHASE_AGE_RANGE })
      .check(
        z.int(PURCHASE_AGE_RANGE),
        z.minimum(BUYER_AGE_MIN, PURCHASE_AGE_RANGE),
        z.maximum(BUYER_AGE_MAX, PURCHASE_AGE_RANGE),
      ),
  ),
  largeFamily: z.optional(z.boolean({ error: PURCHASE_BOOLEAN })),
  referenceValue: z.optional(
    z.number({ error: PURCHASE_REFERENCE_MIN }).check(z.minimum(0, PURCHASE_REFERENCE_MIN)),
  ),
});

/** What the form holds before defaults are applied. */
export type PurchaseCostsFormInput = z.input<typeof purchaseCostsSchema>;
/** A validated request, defaults applied. */
export type PurchaseCostsRequest = z.output<typeof purchaseCostsSchema>;

/** Share of the price financed when the user asks for a loan but leaves the amount empty (spec 9). */
export const DEFAULT_LOAN_SHARE = 0.8;

/**
 * Loan assumed when `hasLoan` is checked and the amount is empty: 80 % of the price, in cents.
 * @example defaultLoanAmount(250_000) // 200,000
 */
export function defaultLoanAmount(price: number): number {
  return price > 0 ? round2(price * DEFAULT_LOAN_SHARE) : 0;
}

// The purchase-costs request (spec sections 3 and 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import { BALEARES_ISLAND_CODES, COMMUNITY_CODES } from '../../tax/communities';
import { deedDateProblem } from '../../tax/deed-date';
import type { IsoDate } from '../../tax/sourced';
import {
  BUYER_AGE_MAX,
  BUYER_AGE_MIN,
  PURCHASE_AGE_RANGE,
  PURCHASE_BOOLEAN,
  PURCHASE_COMMUNITY_REQUIRED,
  PURCHASE_DEED_DATE_FORMAT,
  PURCHASE_ISLAND,
  PURCHASE_LOAN_MIN,
  PURCHASE_PRICE_POSITIVE,
  PURCHASE_PRICE_REQUIRED,
  PURCHASE_REFERENCE_MIN,
  PURCHASE_TYPE_REQUIRED,
} from './messages';

export const purchaseCostsSchema = z.object({
  propertyPrice: z
    .number({ error: PURCHASE_PRICE_REQUIRED })
    // Below 0 the price is wrong ("debe ser mayor que 0"); 0, which an empty field reads as, is
    // no price yet ("Escribe el precio…"). The first failing check's message is shown.
    .check(z.minimum(0, PURCHASE_PRICE_POSITIVE), z.minimum(1, PURCHASE_PRICE_REQUIRED)),
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
  // Checked against today on every parse: the accepted window moves with the calendar.
  deedDate: z.optional(
    z.pipe(
      z.string({ error: PURCHASE_DEED_DATE_FORMAT }).check(
        z.superRefine((value, ctx) => {
          const problem = deedDateProblem(value);
          if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: value });
        }),
      ),
      z.transform((value) => value as IsoDate),
    ),
  ),
  island: z.optional(z.enum(BALEARES_ISLAND_CODES, { error: PURCHASE_ISLAND })),
});

/** What the form holds before defaults are applied. */
export type PurchaseCostsFormInput = z.input<typeof purchaseCostsSchema>;
/** A validated request, defaults applied. */
export type PurchaseCostsRequest = z.output<typeof purchaseCostsSchema>;

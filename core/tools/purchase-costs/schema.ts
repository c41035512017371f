// The purchase-costs request (spec sections 3 and 5), shared by the browser form and the function:
// the number fields from the field table (fields.ts), the choices, switches and date here.
import * as z from 'zod/mini';
import { numberShape } from '../field-schema';
import { BALEARES_ISLAND_CODES, COMMUNITY_CODES } from '../../tax/communities';
import { PURCHASE_DEED_DATE_FORMAT, deedDateProblem } from '../../tax/deed-date';
import type { IsoDate } from '../../tax/sourced';
import { PURCHASE_FIELDS } from './fields';
import {
  PURCHASE_BOOLEAN,
  PURCHASE_COMMUNITY_REQUIRED,
  PURCHASE_ISLAND,
  PURCHASE_TYPE_REQUIRED,
} from './messages';

export const purchaseCostsSchema = z.object({
  ...numberShape(PURCHASE_FIELDS),
  propertyType: z.enum(['new', 'used'], { error: PURCHASE_TYPE_REQUIRED }),
  autonomousCommunity: z.enum(COMMUNITY_CODES, { error: PURCHASE_COMMUNITY_REQUIRED }),
  isFirstHome: z._default(z.boolean({ error: PURCHASE_BOOLEAN }), false),
  hasLoan: z._default(z.boolean({ error: PURCHASE_BOOLEAN }), true),
  largeFamily: z.optional(z.boolean({ error: PURCHASE_BOOLEAN })),
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

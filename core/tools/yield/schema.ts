// The yield calculator form (spec section 5), shared by the form and anything that reads its inputs.
// zod/mini pattern: `.min(n, m)` -> `.check(z.minimum(n, m))`, `.max` -> z.maximum, `.gt` -> z.gt; strings: z.trim(), z.minLength, z.maxLength, email as `.check(z.email(m))`; `.default(v)` -> z._default(s, v), `.optional()` -> z.optional(s); same messages, same order of checks.
import * as z from 'zod/mini';
import { YIELD_MESSAGES } from './fields';
import { DEFAULT_PURCHASE_COSTS_PERCENT } from './fields';
import { interestRateField, loanTermYearsField } from '../loan-fields';

export const yieldSchema = z.object({
  purchasePrice: z.number().check(z.minimum(1, YIELD_MESSAGES.purchasePrice)),
  monthlyRent: z.number().check(z.minimum(0, YIELD_MESSAGES.monthlyRent)),
  monthlyExpenses: z.number().check(z.minimum(0, YIELD_MESSAGES.monthlyExpenses)),
  initialInvestment: z.number().check(z.minimum(1, YIELD_MESSAGES.initialInvestment)),
  financingAmount: z.number().check(z.minimum(0, YIELD_MESSAGES.financingAmount)),
  interestRate: interestRateField,
  loanTermYears: loanTermYearsField,
  vacancyMonths: z._default(
    z
      .number()
      .check(
        z.minimum(0, YIELD_MESSAGES.vacancyMonths),
        z.maximum(12, YIELD_MESSAGES.vacancyMonths),
      ),
    0,
  ),
  purchaseCostsPercent: z._default(
    z
      .number()
      .check(
        z.minimum(0, YIELD_MESSAGES.purchaseCostsPercent),
        z.maximum(50, YIELD_MESSAGES.purchaseCostsPercent),
      ),
    DEFAULT_PURCHASE_COSTS_PERCENT,
  ),
});

export type YieldFormInput = z.input<typeof yieldSchema>;
export type YieldFormValues = z.output<typeof yieldSchema>;

/** The target yield in percent for the maximum-price helper: more than 0, at most 100. */
export const targetYieldSchema = z
  .number()
  .check(z.gt(0, YIELD_MESSAGES.targetYield), z.maximum(100, YIELD_MESSAGES.targetYield));

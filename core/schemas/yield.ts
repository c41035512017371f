// The yield calculator form (spec section 5), shared by the form and anything that reads its inputs.
// zod/mini pattern: `.min(n, m)` -> `.check(z.minimum(n, m))`, `.max` -> z.maximum, `.gt` -> z.gt; strings: z.trim(), z.minLength, z.maxLength, email as `.check(z.email(m))`; `.default(v)` -> z._default(s, v), `.optional()` -> z.optional(s); same messages, same order of checks.
import * as z from 'zod/mini';
import { interestRateField, loanTermYearsField } from './loan-fields';

export const YIELD_MESSAGES = {
  purchasePrice: 'El precio debe ser mayor a 0',
  monthlyRent: 'El alquiler debe ser 0 o mayor',
  monthlyExpenses: 'Los gastos deben ser 0 o mayor',
  initialInvestment: 'La inversión inicial debe ser mayor a 0',
  financingAmount: 'El financiamiento debe ser 0 o mayor',
  /** Not in the spec: vacancy is our addition. */
  vacancyMonths: 'Los meses sin alquilar deben estar entre 0 y 12',
  /** Not in the spec: the target of "precio máximo para una rentabilidad objetivo". */
  targetYield: 'La rentabilidad objetivo debe ser mayor a 0',
} as const;

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
});

export type YieldFormInput = z.input<typeof yieldSchema>;
export type YieldFormValues = z.output<typeof yieldSchema>;

/** The target yield in percent for the maximum-price helper: more than 0, at most 100. */
export const targetYieldSchema = z
  .number()
  .check(z.gt(0, YIELD_MESSAGES.targetYield), z.maximum(100, YIELD_MESSAGES.targetYield));

/** Local-storage key of the saved form (spec section 4). */
export const YIELD_STORAGE_KEY = 'rentability-form';

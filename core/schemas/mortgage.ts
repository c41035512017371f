// The mortgage calculator form (spec section 5).
import * as z from 'zod/mini';
import { interestRateField, loanTermYearsField } from './loan-fields';

export const MORTGAGE_MESSAGES = {
  loanAmount: 'El importe debe ser mayor a 0',
  monthlyIncome: 'Los ingresos deben ser mayor a 0',
} as const;

export const mortgageSchema = z.object({
  loanAmount: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.loanAmount)),
  interestRate: interestRateField,
  loanTermYears: loanTermYearsField,
  monthlyIncome: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.monthlyIncome)),
});

export type MortgageFormValues = z.output<typeof mortgageSchema>;

/** Local-storage key of the saved form (spec section 4). */
export const MORTGAGE_STORAGE_KEY = 'mortgage-form';

// The mortgage calculator form (spec section 5).
import * as z from 'zod/mini';
import { MORTGAGE_MESSAGES } from './fields';
import { interestRateField, loanTermYearsField } from '../loan-fields';

export * from './fields';

export const mortgageSchema = z.object({
  loanAmount: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.loanAmount)),
  interestRate: interestRateField,
  loanTermYears: loanTermYearsField,
  monthlyIncome: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.monthlyIncome)),
});

export type MortgageFormValues = z.output<typeof mortgageSchema>;

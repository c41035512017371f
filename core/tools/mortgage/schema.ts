// The mortgage calculator form (spec section 5, issue 14): zod schema built from the field table.
import * as z from 'zod/mini';
import {
  MORTGAGE_BOUNDS,
  MORTGAGE_FORM_DEFAULTS,
  MORTGAGE_MESSAGES,
  MORTGAGE_RATE_TYPES,
} from './fields';
import { interestRateField, loanTermYearsField } from '../loan-schema';

export * from './fields';

type BoundedKey = keyof typeof MORTGAGE_BOUNDS;

/**
 * A number within the table's bounds with its Spanish message. Missing (a form saved before
 * issue 14) means the default, so an older saved form is still restored.
 */
function bounded(key: BoundedKey) {
  const { min, max } = MORTGAGE_BOUNDS[key];
  const message = MORTGAGE_MESSAGES[key];
  return z._default(
    z.number({ error: message }).check(z.minimum(min, message), z.maximum(max, message)),
    MORTGAGE_FORM_DEFAULTS[key],
  );
}

export const mortgageSchema = z
  .object({
    loanAmount: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.loanAmount)),
    interestRate: interestRateField,
    loanTermYears: loanTermYearsField,
    monthlyIncome: z.number().check(z.minimum(1, MORTGAGE_MESSAGES.monthlyIncome)),
    rateType: z._default(
      z.enum(MORTGAGE_RATE_TYPES as ['fixed', 'variable', 'mixed'], {
        error: MORTGAGE_MESSAGES.rateType,
      }),
      'fixed',
    ),
    fixedYears: bounded('fixedYears'),
    euribor: bounded('euribor'),
    spread: bounded('spread'),
    openingFeePercent: bounded('openingFeePercent'),
  })
  .check(
    // Only a mixed loan has fixed years, and they must end before the loan does.
    z.refine((values) => values.rateType !== 'mixed' || values.fixedYears < values.loanTermYears, {
      message: MORTGAGE_MESSAGES.fixedYears,
      path: ['fixedYears'],
    }),
  );

export type MortgageFormValues = z.output<typeof mortgageSchema>;

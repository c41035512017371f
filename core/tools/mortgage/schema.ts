// The mortgage calculator form (spec section 5): zod schema built from the field table.
import * as z from 'zod/mini';
import { numberShape } from '../field-schema';
import { MORTGAGE_FIELDS, MORTGAGE_MESSAGES, MORTGAGE_RATE_TYPES } from './fields';

export const mortgageSchema = z
  .object({
    ...numberShape(MORTGAGE_FIELDS),
    rateType: z._default(
      z.enum(MORTGAGE_RATE_TYPES as ['fixed', 'variable', 'mixed'], {
        error: MORTGAGE_MESSAGES.rateType,
      }),
      'fixed',
    ),
  })
  .check(
    // Only a mixed loan has fixed years, and they must end before the loan does.
    z.refine((values) => values.rateType !== 'mixed' || values.fixedYears < values.loanTermYears, {
      message: MORTGAGE_MESSAGES.fixedYears,
      path: ['fixedYears'],
    }),
  );

export type MortgageFormValues = z.output<typeof mortgageSchema>;

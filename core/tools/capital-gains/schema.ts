// The capital-gains calculator form (spec section 5) and its defaults (spec section 9).
import * as z from 'zod/mini';
import { CAPITAL_GAINS_MESSAGES, HOLDING_PERIOD_MAX, HOLDING_PERIOD_MIN } from './fields';

export const capitalGainsSchema = z.object({
  purchasePrice: z.number().check(z.minimum(1, CAPITAL_GAINS_MESSAGES.purchasePrice)),
  salePrice: z.number().check(z.minimum(1, CAPITAL_GAINS_MESSAGES.salePrice)),
  purchaseExpenses: z.number().check(z.minimum(0, CAPITAL_GAINS_MESSAGES.purchaseExpenses)),
  saleExpenses: z.number().check(z.minimum(0, CAPITAL_GAINS_MESSAGES.saleExpenses)),
  improvementCosts: z.number().check(z.minimum(0, CAPITAL_GAINS_MESSAGES.improvementCosts)),
  holdingPeriodYears: z
    .number()
    .check(
      z.minimum(HOLDING_PERIOD_MIN, CAPITAL_GAINS_MESSAGES.holdingPeriodMin),
      z.maximum(HOLDING_PERIOD_MAX, CAPITAL_GAINS_MESSAGES.holdingPeriodMax),
    ),
});

export type CapitalGainsFormValues = z.output<typeof capitalGainsSchema>;

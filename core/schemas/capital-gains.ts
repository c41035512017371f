// The capital-gains calculator form (spec section 5) and its defaults (spec section 9).
import * as z from 'zod/mini';

export const CAPITAL_GAINS_MESSAGES = {
  purchasePrice: 'El precio de compra debe ser mayor a 0',
  salePrice: 'El precio de venta debe ser mayor a 0',
  purchaseExpenses: 'Los gastos de compra deben ser 0 o mayor',
  saleExpenses: 'Los gastos de venta deben ser 0 o mayor',
  improvementCosts: 'Los costos de mejora deben ser 0 o mayor',
  holdingPeriodMin: 'El período debe ser mayor a 0',
  holdingPeriodMax: 'El período debe ser menor a 50 años',
} as const;

/** Holding period bounds in years, both inclusive (the spec's rule is "0.1 to 50"). */
export const HOLDING_PERIOD_MIN = 0.1;
export const HOLDING_PERIOD_MAX = 50;

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

/** Spec section 9 defaults: bought for 200,000, sold for 250,000, held 5 years. */
export const CAPITAL_GAINS_DEFAULTS: CapitalGainsFormValues = {
  purchasePrice: 200000,
  salePrice: 250000,
  purchaseExpenses: 15000,
  saleExpenses: 12000,
  improvementCosts: 10000,
  holdingPeriodYears: 5,
};

/** Local-storage key of the saved form (spec section 4). */
export const CAPITAL_GAINS_STORAGE_KEY = 'capital-gains-form';

// The capital-gains form without zod: messages, bounds, defaults and storage key. The page imports
// these; the zod schema in core/tools/capital-gains/schema.ts loads only when the form is restored or used.

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

/** Spec section 9 defaults: bought for 200,000, sold for 250,000, held 5 years. */
export const CAPITAL_GAINS_DEFAULTS = {
  purchasePrice: 200000,
  salePrice: 250000,
  purchaseExpenses: 15000,
  saleExpenses: 12000,
  improvementCosts: 10000,
  holdingPeriodYears: 5,
};

/** Local-storage key of the saved form (spec section 4). */
export const CAPITAL_GAINS_STORAGE_KEY = 'capital-gains-form';

// The rental-yield form without zod: messages and storage key. The page imports these; the zod
// schema in core/tools/yield/schema.ts loads only when a form is restored or used.

export const YIELD_MESSAGES = {
  purchasePrice: 'El precio debe ser mayor a 0',
  monthlyRent: 'El alquiler debe ser 0 o mayor',
  monthlyExpenses: 'Los gastos deben ser 0 o mayor',
  initialInvestment: 'La inversión inicial debe ser mayor a 0',
  financingAmount: 'El financiamiento debe ser 0 o mayor',
  /** Not in the spec: vacancy is our addition. */
  vacancyMonths: 'Los meses sin alquilar deben estar entre 0 y 12',
  /** Not in the spec: purchase costs make the net yield comparable with the guides'. */
  purchaseCostsPercent: 'Los gastos de compra deben estar entre el 0 % y el 50 % del precio',
  /** Not in the spec: the target of "precio máximo para una rentabilidad objetivo". */
  targetYield: 'La rentabilidad objetivo debe ser mayor a 0',
} as const;

/** Local-storage key of the saved form (spec section 4). */
export const YIELD_STORAGE_KEY = 'rentability-form';

/**
 * Purchase costs when nothing better is known: 10 % of the price, the figure of the site's own
 * yield guide (a used home in most communities: ITP 6-10 % plus notary, registry and agency).
 */
export const DEFAULT_PURCHASE_COSTS_PERCENT = 10;

/** Spec section 9 defaults; vacancy is our addition and starts at 0 so the spec's figures hold. */
export const YIELD_DEFAULTS = {
  purchasePrice: 200000,
  monthlyRent: 1200,
  monthlyExpenses: 200,
  initialInvestment: 60000,
  financingAmount: 140000,
  interestRate: 3.5,
  loanTermYears: 25,
  vacancyMonths: 0,
  purchaseCostsPercent: DEFAULT_PURCHASE_COSTS_PERCENT,
};

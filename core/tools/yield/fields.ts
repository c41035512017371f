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

// The mortgage form without zod: messages and storage key. The page imports these; the zod
// schema in core/tools/mortgage/schema.ts loads only when a form is restored or used.

export const MORTGAGE_MESSAGES = {
  loanAmount: 'El importe debe ser mayor a 0',
  monthlyIncome: 'Los ingresos deben ser mayor a 0',
} as const;

/** Local-storage key of the saved form (spec section 4). */
export const MORTGAGE_STORAGE_KEY = 'mortgage-form';

/** Spec section 9 defaults: 200,000 euros at 3.5 % over 25 years with 4,000 euros of income. */
export const MORTGAGE_DEFAULTS = {
  loanAmount: 200000,
  interestRate: 3.5,
  loanTermYears: 25,
  monthlyIncome: 4000,
};

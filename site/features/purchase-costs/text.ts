// Spanish texts of the purchase-costs calculator: labels, states, toasts (spec sections 4 and 8).
// The number fields' labels and hints are their rows' (core/tools/purchase-costs/fields.ts).
export const FORM_TEXT = {
  title: 'Datos de la compra',
  propertyType: 'Tipo de vivienda',
  community: 'Comunidad autónoma',
  communityPlaceholder: 'Selecciona una comunidad',
  island: 'Isla',
  islandPlaceholder: 'Selecciona la isla',
  islandHint: 'Desde el 1 de marzo de 2026 el tope de la primera vivienda depende de la isla.',
  deedDate: 'Fecha de la escritura',
  deedDateHint: 'Se aplican los tipos en vigor ese día. Por defecto, hoy.',
  isFirstHome: 'Será mi primera vivienda habitual',
  hasLoan: 'Compro con hipoteca',
  optionalTitle: 'Datos opcionales para los tipos reducidos',
  largeFamily: 'Familia numerosa',
  submit: 'Calcular gastos',
} as const;

/** What the page says about a result before the result's own code has loaded. */
export const SUMMARY_TEXT = {
  empty:
    'Rellena los datos y pulsa «Calcular gastos» para ver los impuestos y gastos de tu compra.',
  totalCosts: 'Gastos totales',
  cashNeeded: 'Dinero que necesitas aportar',
  /** In place of 'aportar 0 €' when the loan is above the price: which field to change. */
  loanAbovePrice: (loan: string, price: string) =>
    `El préstamo (${loan}) supera el precio (${price}): baja el «Importe del préstamo» a ${price} o menos para saber cuánto necesitas aportar.`,
} as const;

/** The error toast's title (the other toasts are in calculate.ts, loaded with the request). */
export const ERROR_TITLE = 'Error en el cálculo';

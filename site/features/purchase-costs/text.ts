// Spanish texts of the purchase-costs calculator: labels, states, toasts (spec sections 4 and 8).
import { OFFLINE_MESSAGE } from '../../lib/offline-message';

export const FORM_TEXT = {
  title: 'Datos de la compra',
  propertyPrice: 'Precio de la vivienda',
  propertyPriceHint: 'El precio que figurará en la escritura.',
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
  loanAmount: 'Importe del préstamo',
  loanAmountHint: 'Si lo dejas vacío, calculamos con el 80 % del precio.',
  optionalTitle: 'Datos opcionales para los tipos reducidos',
  buyerAge: 'Edad del comprador',
  buyerAgeHint: 'Algunas comunidades rebajan el impuesto a los compradores jóvenes.',
  largeFamily: 'Familia numerosa',
  referenceValue: 'Valor de referencia del Catastro',
  referenceValueHint:
    'Lo consultas gratis en la Sede Electrónica del Catastro. Si supera el precio, el ITP y el AJD se calculan sobre él.',
  submit: 'Calcular gastos',
  submitting: 'Calculando...',
} as const;

export const RESULT_TEXT = {
  title: 'Gastos de compra estimados',
  empty:
    'Rellena los datos y pulsa «Calcular gastos» para ver los impuestos y gastos de tu compra.',
  totalCosts: 'Gastos totales',
  totalWithProperty: 'Coste total con la vivienda',
  cashNeeded: 'Dinero que necesitas aportar',
  cashNeededHint: 'Precio más gastos, menos el préstamo.',
  expenseShare: 'Gastos sobre el precio',
  breakdownTitle: 'Desglose',
  concept: 'Concepto',
  amount: 'Importe',
  groupsTitle: 'Resumen por tipo de gasto',
  taxes: 'Impuestos',
  officialFees: 'Notaría y registro',
  otherCosts: 'Gestoría y tasación',
  taxBase: 'Base del impuesto',
  loanAmount: 'Préstamo considerado',
  notesTitle: 'Cómo lo hemos calculado',
  deedDateNote: '(fecha de la escritura)',
  newestRule: (community: string) => `Norma más reciente aplicada en ${community}:`,
  sourcesTitle: 'Fuentes de los tipos aplicados',
  source: 'fuente',
  inForceSince: 'en vigor desde el',
  confidence: { law: 'norma publicada', press: 'fuente de prensa', unconfirmed: 'dato dudoso' },
  pending: 'pendiente de confirmar',
} as const;

export const TOAST_TEXT = {
  offline: OFFLINE_MESSAGE,
  successTitle: 'Cálculo completado',
  successDescription: 'Los gastos de compra han sido calculados correctamente.',
  errorTitle: 'Error en el cálculo',
  unexpected: 'Ocurrió un error inesperado',
} as const;

/** Written before the date the rate tables are current to. */
export const RATES_AS_OF_LABEL = 'tipos vigentes a';

export const CALCULATE_URL = '/api/calculate-purchase-costs';

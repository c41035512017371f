// Spanish texts of the purchase-costs result (loaded with the result, not with the page).
import { SUMMARY_TEXT } from './text';

export const RESULT_TEXT = {
  title: 'Gastos de compra estimados',
  totalCosts: SUMMARY_TEXT.totalCosts,
  totalWithProperty: 'Coste total con la vivienda',
  cashNeeded: SUMMARY_TEXT.cashNeeded,
  cashNeededHint: 'Precio más gastos, menos el préstamo.',
  loanAbovePrice: SUMMARY_TEXT.loanAbovePrice,
  cashNeededUnknown: 'Sin calcular',
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

/** Written before the date the rate tables are current to. */
export const RATES_AS_OF_LABEL = 'tipos vigentes a';

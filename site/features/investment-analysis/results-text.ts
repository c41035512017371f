// The Spanish texts of the analysis results, loaded with them; the figures' names and formulas are core/metrics'.
import {
  BREAK_EVEN_RENT,
  DEBT_COVERAGE,
  EQUITY_MULTIPLE,
  MONEY_PUT_IN,
  PAYBACK_YEAR,
} from '../../../core/analysis-metrics';
import { CASH_FLOW, GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../../core/metrics';
import { byOwners, ONE_RESIDENT, type Voice } from './voice';

/** The three figures of the results' top (and of the PDF's first page). */
export const VERDICT_FIGURES = {
  monthly: (voice: Voice = ONE_RESIDENT) =>
    `${byOwners(voice, 'Te', 'Os')} queda al mes (año 1, después de ${voice.tax})`,
  beforeTax: (amount: string, voice: Voice = ONE_RESIDENT) =>
    `Antes de ${voice.tax}: ${amount}. Tras la hipoteca y los gastos.`,
  /** When the figure after tax is better than before: a rental loss lowers the tax on other income. */
  taxHelps: (voice: Voice = ONE_RESIDENT) =>
    `Después de impuestos ${byOwners(voice, 'te queda', 'os queda')} más porque la pérdida fiscal del alquiler (con la amortización) rebaja el ${voice.tax} de ${byOwners(voice, 'tus', 'vuestras')} otras rentas.`,
  criteriaFold: (voice: Voice = ONE_RESIDENT) =>
    `${byOwners(voice, 'Tus criterios', 'Vuestros criterios')}, uno a uno`,
  irr: 'TIR después de impuestos',
  irrNote: (equity: string, years: number, voice: Voice = ONE_RESIDENT) =>
    `Sobre los ${equity} que ${byOwners(voice, 'pones', 'ponéis')}, en ${years} años con la venta.`,
  benchmark: 'Bono español a 10 años',
} as const;

export const RESULTS = {
  title: 'Resultados del análisis',
  reportTitle: 'Informe de análisis de inversión',
  notRecovered: (years: number) => `No recuperas tu dinero en ${years} años`,
  noLoan: 'Sin préstamo',
  nothingPutIn: 'No pones dinero',
  noBreakEven: 'Ningún alquiler lo cubre',
  moreTitle: 'Más indicadores',
  moreIntro:
    'En verde con ▲, los que superan al bono español a 10 años o cumplen tu criterio; en rojo con ▼, los que no; sin color, los que no se comparan.',
  metrics: {
    irrBeforeTax: ['TIR antes de impuestos', 'Sin el impuesto del alquiler ni el de la venta.'],
    irrUnlevered: ['TIR sin hipoteca', 'El mismo piso comprado al contado, tras impuestos.'],
    cashOnCashYear1: [`${RETURN_ON_YOUR_MONEY.name} (año 1)`, RETURN_ON_YOUR_MONEY.formula],
    netYield: [NET_YIELD.name, NET_YIELD.formula],
    grossYield: [GROSS_YIELD.name, GROSS_YIELD.formula],
    equityMultiple: [EQUITY_MULTIPLE.name, EQUITY_MULTIPLE.formula],
    totalPurchaseCosts: ['Gastos de compra', 'Impuestos, notaría, registro, gestoría y tasación.'],
    equity: [MONEY_PUT_IN.name, MONEY_PUT_IN.formula],
    cashFlowYear1: [
      `${CASH_FLOW.name} año 1`,
      'Renta cobrada − gastos de explotación − cuotas de la hipoteca − impuesto del alquiler.',
    ],
    breakEvenRent: [BREAK_EVEN_RENT.name, BREAK_EVEN_RENT.formula],
    dscrYear1: [DEBT_COVERAGE.name, DEBT_COVERAGE.formula],
    paybackYear: [PAYBACK_YEAR.name, PAYBACK_YEAR.formula],
  },
  none: '—',
  years: (n: number) => `año ${n}`,
  taxesTitle: 'Impuestos pagados, por tipo',
  taxes: {
    purchase: 'Impuestos de la compra (ITP o IVA y AJD)',
    rent: 'Impuesto sobre el alquiler y la renta imputada (todos los años)',
    capitalGains: 'Impuesto sobre la ganancia en la venta',
    plusvalia: 'Plusvalía municipal',
    total: 'Total de impuestos',
  },
  breakEvenNight: [
    'Precio por noche de equilibrio',
    'Precio medio por noche con el que el flujo de caja del año 1 tras impuestos queda en 0.',
  ],
  rentTaxNegative: 'Negativo: las pérdidas del alquiler ahorran IRPF de tus otras rentas.',
  saleTitle: (year: number) => `La venta al final del año ${year}`,
  sale: {
    salePrice: 'Precio de venta',
    sellingCosts: 'Gastos de venta',
    plusvalia: 'Plusvalía municipal',
    acquisitionValue:
      'Valor de adquisición (precio, gastos de compra sin la tasación y reforma, menos la amortización deducida)',
    gain: 'Ganancia patrimonial',
    loss: 'Pérdida patrimonial',
    capitalGainsTax: 'Impuesto sobre la ganancia',
    withholding: 'Retención del comprador (3 % del precio, modelo 211), a cuenta del impuesto',
    loanRepaid: 'Préstamo pendiente que se cancela',
    earlyRepaymentFee: (percent: string) =>
      `Comisión por amortización anticipada (${percent} del préstamo pendiente; Ley 5/2019, art. 23)`,
    earlyRepaymentFeeNote:
      'La deducimos del alquiler del año de la venta como gasto de financiación, como la DGT admite al cancelar el préstamo de una vivienda alquilada (consulta V1513-18); otra lectura la resta del valor de transmisión de la venta: pendiente de confirmar.',
    netProceeds: 'Te queda tras la venta',
  },
  plusvaliaMethod: { objective: 'método objetivo', real: 'método real' } as Record<string, string>,
  plusvaliaNotDue:
    'No se paga: vendes sin incremento de valor, y sin incremento no hay impuesto (art. 104.5 del TRLRHL). Declara igualmente la venta al ayuntamiento con las escrituras.',
} as const;

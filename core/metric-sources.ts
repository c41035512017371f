// Where each figure's convention comes from and what its formula's words mean: the other half of
// core/metrics.ts' definitions, kept apart so that pages that only name a figure do not carry it.
import {
  BREAK_EVEN_RENT,
  DEBT_COVERAGE,
  EQUITY_MULTIPLE,
  IRR,
  MONEY_PUT_IN,
  PAYBACK_YEAR,
} from './analysis-metrics';
import {
  CASH_FLOW,
  GROSS_YIELD,
  NET_YIELD,
  PRICE_PER_M2,
  RETURN_ON_YOUR_MONEY,
  type MetricDefinition,
} from './metrics';

/** The source of each metric's convention, in Spanish. */
export const METRIC_SOURCES: ReadonlyMap<MetricDefinition, string> = new Map([
  [
    GROSS_YIELD,
    'Convención del mercado español: así la publican el Banco de España (rentabilidad bruta del alquiler de vivienda) y los portales inmobiliarios.',
  ],
  [
    NET_YIELD,
    'Convención del mercado español: la renta que de verdad cobras, tras meses vacíos y gastos (comunidad, IBI, seguros, mantenimiento, gestión), sobre todo lo que cuesta poner el piso en alquiler.',
  ],
  [
    RETURN_ON_YOUR_MONEY,
    'Rentabilidad del capital propio («cash-on-cash»): mide lo que rinde el dinero que sale de tu bolsillo, con la hipoteca incluida.',
  ],
  [CASH_FLOW, 'Lo que te queda en la cuenta tras pagar los gastos y el banco, antes del IRPF.'],
  [MONEY_PUT_IN, 'Lo que sale de tu bolsillo el día de la compra.'],
  [IRR, 'Tasa interna de rentabilidad, la misma definición que la función TIR de Excel.'],
  [
    DEBT_COVERAGE,
    'Ratio de cobertura del servicio de la deuda (DSCR) que miran los bancos: por encima de 1, el alquiler paga la hipoteca.',
  ],
  [EQUITY_MULTIPLE, 'Múltiplo sobre el capital invertido, habitual en los análisis de inversión.'],
  [PAYBACK_YEAR, 'Plazo de recuperación de la inversión.'],
  [BREAK_EVEN_RENT, 'Punto muerto del alquiler.'],
  [PRICE_PER_M2, 'Referencia habitual de los portales y de las tasaciones.'],
]);

/** What a formula's words mean, for the figures whose words need it. */
export const METRIC_NOTES: ReadonlyMap<MetricDefinition, string> = new Map([
  [
    GROSS_YIELD,
    'Antes de meses vacíos y de gastos: los meses sin inquilino rebajan la rentabilidad neta, no la bruta.',
  ],
  [
    NET_YIELD,
    'La renta cobrada descuenta los meses vacíos; los gastos de explotación son comunidad, IBI, seguros, mantenimiento y gestión, sin la hipoteca.',
  ],
  [
    RETURN_ON_YOUR_MONEY,
    'El dinero aportado es lo que sale de tu bolsillo: la entrada, los gastos de compra y la reforma.',
  ],
  [CASH_FLOW, 'Lo que te queda cada mes o cada año tras pagar los gastos y al banco.'],
]);

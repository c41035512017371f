// The vocabulary of figures: each metric's Spanish name, its formula in one sentence, the source of
// the convention and, for the simple ratios, the function every engine computes it with.
// One exported constant per metric, so a page bundles only the definitions it shows.

/** A figure the suite shows: how every page, tooltip, guide card, Excel comment and report names it. */
export interface MetricDefinition {
  /** Spanish name, as a label starts (capitalised). */
  readonly name: string;
  /** The formula in one Spanish sentence, as formula cards, tooltips and Excel comments show it. */
  readonly formula: string;
  /** What the formula's words mean, when a page has room to say it. */
  readonly note?: string;
  /** Where the convention comes from, in Spanish. */
  readonly source: string;
}

export const GROSS_YIELD: MetricDefinition = {
  name: 'Rentabilidad bruta',
  formula: 'Renta mensual × 12 ÷ precio de compra × 100.',
  note: 'Antes de meses vacíos y de gastos: los meses sin inquilino rebajan la rentabilidad neta, no la bruta.',
  source:
    'Convención del mercado español: así la publican el Banco de España (rentabilidad bruta del alquiler de vivienda) y los portales inmobiliarios.',
};

export const NET_YIELD: MetricDefinition = {
  name: 'Rentabilidad neta',
  formula:
    '(Renta cobrada en el año − gastos de explotación) ÷ (precio + gastos de compra + reforma) × 100.',
  note: 'La renta cobrada descuenta los meses vacíos; los gastos de explotación son comunidad, IBI, seguros, mantenimiento y gestión, sin la hipoteca.',
  source:
    'Convención del mercado español: la renta que de verdad cobras, tras meses vacíos y gastos (comunidad, IBI, seguros, mantenimiento, gestión), sobre todo lo que cuesta poner el piso en alquiler.',
};

export const RETURN_ON_YOUR_MONEY: MetricDefinition = {
  name: 'Rentabilidad sobre tu dinero',
  formula: 'Flujo de caja anual antes de IRPF ÷ dinero aportado × 100.',
  note: 'El dinero aportado es lo que sale de tu bolsillo: la entrada, los gastos de compra y la reforma.',
  source:
    'Rentabilidad del capital propio («cash-on-cash»): mide lo que rinde el dinero que sale de tu bolsillo, con la hipoteca incluida.',
};

export const CASH_FLOW: MetricDefinition = {
  name: 'Flujo de caja',
  formula: 'Renta cobrada − gastos de explotación − cuotas de la hipoteca.',
  note: 'Lo que te queda cada mes o cada año tras pagar los gastos y al banco.',
  source: 'Lo que te queda en la cuenta tras pagar los gastos y el banco, antes del IRPF.',
};

export const MONEY_PUT_IN: MetricDefinition = {
  name: 'Dinero aportado',
  formula: 'Precio + gastos de compra + reforma + muebles + comisión de apertura − préstamo.',
  source: 'Lo que sale de tu bolsillo el día de la compra.',
};

export const IRR: MetricDefinition = {
  name: 'TIR',
  formula:
    'Tasa anual que hace cero el valor actual de los flujos: el dinero aportado, el flujo de caja de cada año y lo que te queda de la venta.',
  source: 'Tasa interna de rentabilidad, la misma definición que la función TIR de Excel.',
};

export const DEBT_COVERAGE: MetricDefinition = {
  name: 'Cobertura de la cuota',
  formula: '(Renta cobrada − gastos de explotación) ÷ cuotas de la hipoteca del año.',
  source:
    'Ratio de cobertura del servicio de la deuda (DSCR) que miran los bancos: por encima de 1, el alquiler paga la hipoteca.',
};

export const EQUITY_MULTIPLE: MetricDefinition = {
  name: 'Múltiplo del capital',
  formula: 'Euros que recuperas (flujos y venta, tras impuestos) ÷ euros que pones.',
  source: 'Múltiplo sobre el capital invertido, habitual en los análisis de inversión.',
};

export const PAYBACK_YEAR: MetricDefinition = {
  name: 'Año de recuperación',
  formula:
    'Primer año en que la suma de los flujos tras impuestos, venta incluida, deja de ser negativa.',
  source: 'Plazo de recuperación de la inversión.',
};

export const BREAK_EVEN_RENT: MetricDefinition = {
  name: 'Alquiler de equilibrio',
  formula: 'Renta mensual con la que el flujo de caja del año 1 tras IRPF queda en 0.',
  source: 'Punto muerto del alquiler.',
};

export const PRICE_PER_M2: MetricDefinition = {
  name: 'Precio/m²',
  formula: 'Precio de compra ÷ metros construidos.',
  source: 'Referencia habitual de los portales y de las tasaciones.',
};

const MONTHS_PER_YEAR = 12;

/** A part over a base in percent, 0 when the base is not positive (never Infinity). */
export function percentOf(part: number, base: number): number {
  return base > 0 && Number.isFinite(part) ? (part / base) * 100 : 0;
}

/**
 * Rentabilidad bruta in percent, unrounded: the rent of twelve months over the price.
 * @example grossYield(950, 185000) // 950 × 12 = 11,400; 11,400 / 185,000 = 6.1621… %
 */
export function grossYield(monthlyRent: number, purchasePrice: number): number {
  return percentOf(monthlyRent * MONTHS_PER_YEAR, purchasePrice);
}

export interface NetYieldInput {
  /** Rent actually collected in the year (after empty months). */
  rentCollected: number;
  /** Running costs of the year: community, IBI, insurance, maintenance, management. */
  runningCosts: number;
  purchasePrice: number;
  purchaseCosts: number;
  /** Renovation before letting; 0 when none. */
  renovation?: number;
}

/**
 * Rentabilidad neta in percent, unrounded.
 * @example netYield({ rentCollected: 11400, runningCosts: 1800, purchasePrice: 185000, purchaseCosts: 18500 })
 * // (11,400 − 1,800) / (185,000 + 18,500) = 9,600 / 203,500 = 4.7174… %
 */
export function netYield(input: NetYieldInput): number {
  const invested = input.purchasePrice + input.purchaseCosts + (input.renovation ?? 0);
  return percentOf(input.rentCollected - input.runningCosts, invested);
}

/**
 * Rentabilidad sobre tu dinero in percent, unrounded: the yearly cash flow before IRPF over the
 * money put in.
 * @example returnOnYourMoney(3589.52, 60000) // 5.9825… %
 */
export function returnOnYourMoney(annualCashFlowBeforeTax: number, moneyPutIn: number): number {
  return percentOf(annualCashFlowBeforeTax, moneyPutIn);
}

/**
 * Cobertura de la cuota: the net operating income over the year's loan payments; null without a loan.
 * @example debtCoverage(9600, 8000) // 1.2
 */
export function debtCoverage(netOperatingIncome: number, loanPayments: number): number | null {
  return loanPayments > 0 ? netOperatingIncome / loanPayments : null;
}

/**
 * Precio por metro cuadrado, 0 without a size.
 * @example pricePerM2(185000, 74) // 2,500
 */
export function pricePerM2(purchasePrice: number, size: number): number {
  return size > 0 ? purchasePrice / size : 0;
}

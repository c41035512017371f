// The vocabulary of figures: each metric's Spanish name, its formula in one sentence and, for the
// simple ratios, the function every engine computes it with; the source of each convention and
// what the formula's words mean are in ./metric-sources.ts. One exported constant per metric, so
// a page bundles only the names and formulas it shows.

/** A figure the suite shows: how every page, tooltip, guide card, Excel comment and report names it. */
export interface MetricDefinition {
  /** Spanish name, as a label starts (capitalised). */
  readonly name: string;
  /** The formula in one Spanish sentence, as formula cards, tooltips and Excel comments show it. */
  readonly formula: string;
}

export const GROSS_YIELD: MetricDefinition = {
  name: 'Rentabilidad bruta',
  formula: 'Renta mensual × 12 ÷ precio de compra × 100.',
};

export const NET_YIELD: MetricDefinition = {
  name: 'Rentabilidad neta',
  formula:
    '(Renta cobrada en el año − gastos de explotación) ÷ (precio + gastos de compra + reforma) × 100.',
};

export const RETURN_ON_YOUR_MONEY: MetricDefinition = {
  name: 'Rentabilidad sobre tu dinero',
  formula: 'Flujo de caja anual antes de IRPF ÷ dinero aportado × 100.',
};

export const CASH_FLOW: MetricDefinition = {
  name: 'Flujo de caja',
  formula: 'Renta cobrada − gastos de explotación − cuotas de la hipoteca.',
};

export const MONEY_PUT_IN: MetricDefinition = {
  name: 'Dinero aportado',
  formula: 'Precio + gastos de compra + reforma + muebles + comisión de apertura − préstamo.',
};

export const IRR: MetricDefinition = {
  name: 'TIR',
  formula:
    'Tasa anual que hace cero el valor actual de los flujos: el dinero aportado, el flujo de caja de cada año y lo que te queda de la venta.',
};

export const DEBT_COVERAGE: MetricDefinition = {
  name: 'Cobertura de la cuota',
  formula: '(Renta cobrada − gastos de explotación) ÷ cuotas de la hipoteca del año.',
};

export const EQUITY_MULTIPLE: MetricDefinition = {
  name: 'Múltiplo del capital',
  formula: 'Euros que recuperas (flujos y venta, tras impuestos) ÷ euros que pones.',
};

export const PAYBACK_YEAR: MetricDefinition = {
  name: 'Año de recuperación',
  formula:
    'Primer año en que la suma de los flujos tras impuestos, venta incluida, deja de ser negativa.',
};

export const BREAK_EVEN_RENT: MetricDefinition = {
  name: 'Alquiler de equilibrio',
  formula: 'Renta mensual con la que el flujo de caja del año 1 tras IRPF queda en 0.',
};

export const PRICE_PER_M2: MetricDefinition = {
  name: 'Precio/m²',
  formula: 'Precio de compra ÷ metros construidos.',
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

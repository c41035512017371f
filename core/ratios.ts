// The ratios of core/metrics.ts' definitions, as every engine computes them (unrounded, percent).

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

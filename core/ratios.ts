// The ratios of core/metrics.ts' definitions, as every engine computes them (unrounded, percent).

const MONTHS_PER_YEAR = 12;

/** 0 when the base is not positive (never Infinity). */
export function percentOf(part: number, base: number): number {
  return base > 0 && Number.isFinite(part) ? (part / base) * 100 : 0;
}

/** @example grossYield(950, 185000) // 11,400 / 185,000 = 6.1621… % */
export function grossYield(monthlyRent: number, purchasePrice: number): number {
  return percentOf(monthlyRent * MONTHS_PER_YEAR, purchasePrice);
}

export interface NetYieldInput {
  /** After empty months. */
  rentCollected: number;
  /** Community, IBI, insurance, maintenance, management. */
  runningCosts: number;
  purchasePrice: number;
  purchaseCosts: number;
  renovation?: number;
}

/** @example rent 11,400, costs 1,800, price 185,000 + 18,500: 9,600 / 203,500 = 4.7174… % */
export function netYield(input: NetYieldInput): number {
  const invested = input.purchasePrice + input.purchaseCosts + (input.renovation ?? 0);
  return percentOf(input.rentCollected - input.runningCosts, invested);
}

/** Yearly cash flow before IRPF over the money put in. */
export function returnOnYourMoney(annualCashFlowBeforeTax: number, moneyPutIn: number): number {
  return percentOf(annualCashFlowBeforeTax, moneyPutIn);
}

/** Net operating income over the year's loan payments; null without a loan. */
export function debtCoverage(netOperatingIncome: number, loanPayments: number): number | null {
  return loanPayments > 0 ? netOperatingIncome / loanPayments : null;
}

/** 0 without a size. */
export function pricePerM2(purchasePrice: number, size: number): number {
  return size > 0 ? purchasePrice / size : 0;
}

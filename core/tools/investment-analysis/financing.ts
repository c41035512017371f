// Financing as banks lend for a flat to let: the loan against the LTV banks usually accept for an
// investment (the mortgage tool's rule, LTV_LIMITS) and against the price, with the money needed
// at that share.
import { round2 } from '../../round';
import { LTV_LIMITS } from '../mortgage/affordability';
import type { InitialOutlay } from './purchase';

export type FinancingWarningKey = 'ltv' | 'loanAbovePrice';

export interface FinancingCheck {
  /** Loan ÷ price × 100, to 2 decimals; 0 without a price. */
  loanToValue: number;
  /** What banks usually lend for an investment, percent of the price. */
  ltvLimit: number;
  /** The loan at that share of the price, to the cent. */
  loanAtLimit: number;
  /** The money put in with that loan (the opening fee on the smaller loan), to the cent. */
  moneyNeededAtLimit: number;
  /** `ltv` above the limit; `loanAbovePrice` too when the loan is more than the price. */
  warnings: FinancingWarningKey[];
}

/**
 * The loan of an analysis against the investment LTV (70 % of the price: the analysis has no
 * appraisal, so the price is the base).
 * @example checkFinancing({ price: 320000, loan: 320000, equity: 30000, openingFee: 0, … }, 0)
 * // { loanToValue: 100, ltvLimit: 70, loanAtLimit: 224000, moneyNeededAtLimit: 126000, warnings: ['ltv'] }
 */
export function checkFinancing(initial: InitialOutlay, openingFeePercent: number): FinancingCheck {
  const ltvLimit = LTV_LIMITS.investment;
  const loanAtLimit = round2((initial.price * ltvLimit) / 100);
  const fee = (loan: number) => (loan * openingFeePercent) / 100;
  const moneyNeededAtLimit = round2(
    initial.equity + (initial.loan - loanAtLimit) - (initial.openingFee - fee(loanAtLimit)),
  );
  const loanToValue = initial.price > 0 ? round2((initial.loan / initial.price) * 100) : 0;
  const warnings: FinancingWarningKey[] = [];
  if (initial.loan > loanAtLimit + 0.005) warnings.push('ltv');
  if (initial.loan > initial.price) warnings.push('loanAbovePrice');
  return { loanToValue, ltvLimit, loanAtLimit, moneyNeededAtLimit, warnings };
}

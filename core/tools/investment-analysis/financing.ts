// The loan against what banks lend for a flat to let (the mortgage tool's lending rule, on the
// price: the analysis has no appraisal) and against the price, with the money needed at that share.
import { round2 } from '../../round';
import { lendingLimit, type LendingLimitFactor } from '../mortgage/lending-limit';
import type { InitialOutlay } from './purchase';

export type FinancingWarningKey = 'ltv' | 'loanAbovePrice';

export interface FinancingCheck {
  loanToValue: number;
  ltvLimit: number;
  /** The investment's share, or the lower one of an owner living abroad. */
  limitedBy: LendingLimitFactor;
  loanAtLimit: number;
  moneyNeededAtLimit: number;
  warnings: FinancingWarningKey[];
}

export function checkFinancing(
  initial: InitialOutlay,
  openingFeePercent: number,
  residentInSpain = true,
): FinancingCheck {
  const { ltvLimit, limitedBy } = lendingLimit({
    use: 'investment',
    residentInSpain,
    termYears: 0,
  });
  const loanAtLimit = round2((initial.price * ltvLimit) / 100);
  const fee = (loan: number) => (loan * openingFeePercent) / 100;
  const moneyNeededAtLimit = round2(
    initial.equity + (initial.loan - loanAtLimit) - (initial.openingFee - fee(loanAtLimit)),
  );
  const loanToValue = initial.price > 0 ? round2((initial.loan / initial.price) * 100) : 0;
  const warnings: FinancingWarningKey[] = [];
  if (initial.loan > loanAtLimit + 0.005) warnings.push('ltv');
  if (initial.loan > initial.price) warnings.push('loanAbovePrice');
  return { loanToValue, ltvLimit, limitedBy, loanAtLimit, moneyNeededAtLimit, warnings };
}

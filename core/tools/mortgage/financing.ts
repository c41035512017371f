// The one verdict of /hipoteca on the loan asked for: savings, loan-to-value, income and age.
import { round2 } from '../../round';
import {
  PAYMENT_RATIO,
  costsFor,
  money,
  openingFeeFor,
  peakPayment,
  type AffordabilityInput,
} from './affordability';
import { lendingLimit } from './lending-limit';

export type FinancingVerdict = 'viable' | 'tight' | 'notViable';
export type LimitingFactor = 'savings' | 'ltv' | 'income' | 'age';
/** The `data-warning` keys. */
export type FinancingWarningKey = 'ltv' | 'loanAbovePrice' | 'age';

export interface FinancingInput extends AffordabilityInput {
  /** The /hipoteca form's amount. */
  requestedLoan: number;
  /** The eldest signer's today; unknown means no age check. */
  borrowerAge?: number;
  /** Unknown counts as resident; a buyer living abroad gets a lower share (lending-limit.ts). */
  residentInSpain?: boolean;
}

export interface FinancingJudgement {
  verdict: FinancingVerdict;
  /** The first failure (order: savings, LTV, income, age); null when none. */
  limitingFactor: LimitingFactor | null;
  failures: LimitingFactor[];
  warnings: FinancingWarningKey[];
  loan: number;
  /** Percent of the lower of price and appraisal. */
  loanToValue: number;
  ltvLimit: number;
  maxLoanByLtv: number;
  /** Comisión de apertura on the loan asked for, paid at signing. */
  openingFee: number;
  /** Price + costs + opening fee − loan (negative when the loan covers more). */
  cashNeeded: number;
  cashNeededAtLtv: number;
  savings: number;
  /** For this loan, or for the loan at the LTV limit when exceeded. */
  shortfall: number;
  purchaseCosts: number;
  /** The first ten years'. */
  peakPayment: number;
  debtRatio: number;
  ratioLimit: number;
  prudentRatio: number;
  ageAtEnd: number | null;
  maxAgeAtEnd: number;
  /** Ends by 75; null without an age. */
  maxTermYears: number | null;
}

/**
 * Payment of ten years' peak + debts ≤ 35 % of net income, loan ≤ the LTV limit, savings ≥
 * price + costs + opening fee − loan, age at the end ≤ 75: not viable when any fails, tight above 30 %.
 */
export function judgeFinancing(input: FinancingInput): FinancingJudgement {
  const income = money(input.netMonthlyIncome);
  const debts = money(input.existingDebtPayments);
  const savings = money(input.savings);
  const price = money(input.propertyPrice);
  const loan = money(input.requestedLoan);
  const appraisal = input.appraisalValue !== undefined ? money(input.appraisalValue) : price;
  const valuationBase = Math.min(price, appraisal);
  const termYears = money(input.loan.loanTermYears);
  const limit = lendingLimit({
    use: input.use,
    residentInSpain: input.residentInSpain,
    borrowerAge: input.borrowerAge,
    termYears,
  });
  const { ltvLimit, ageAtEnd } = limit;
  const maxLoanByLtv = round2((valuationBase * ltvLimit) / 100);
  const costs = costsFor(input, loan).totalCosts;
  // The opening fee is paid at signing, out of the buyer's savings, like the purchase costs.
  const openingFee = openingFeeFor(input, loan);
  const cashNeeded = round2(price + costs + openingFee - loan);
  const cappedLoan = Math.min(loan, maxLoanByLtv);
  const cashNeededAtLtv = round2(
    price + costsFor(input, cappedLoan).totalCosts + openingFeeFor(input, cappedLoan) - cappedLoan,
  );
  const peak = peakPayment({ ...input.loan, loanAmount: loan });
  const debtRatio = income > 0 ? ((peak + debts) / income) * 100 : Infinity;

  const ltvExceeded = loan > maxLoanByLtv + 0.005;
  const shortfall = round2(Math.max(0, (ltvExceeded ? cashNeededAtLtv : cashNeeded) - savings));
  const failures: LimitingFactor[] = [];
  if (shortfall > 0) failures.push('savings');
  else if (ltvExceeded) failures.push('ltv');
  if (debtRatio > PAYMENT_RATIO.max + 1e-9) failures.push('income');
  if (limit.termTooLong) failures.push('age');
  const warnings: FinancingWarningKey[] = [];
  if (ltvExceeded) warnings.push('ltv');
  if (loan > price) warnings.push('loanAbovePrice');
  if (limit.termTooLong) warnings.push('age');

  const verdict: FinancingVerdict =
    failures.length > 0 ? 'notViable' : debtRatio > PAYMENT_RATIO.min ? 'tight' : 'viable';
  return {
    verdict,
    limitingFactor: failures[0] ?? null,
    failures,
    warnings,
    loan: round2(loan),
    loanToValue: valuationBase > 0 ? round2((loan / valuationBase) * 100) : 0,
    ltvLimit,
    maxLoanByLtv,
    cashNeeded,
    cashNeededAtLtv,
    savings,
    shortfall,
    purchaseCosts: costs,
    openingFee,
    peakPayment: round2(peak),
    debtRatio: Number.isFinite(debtRatio) ? round2(debtRatio) : 0,
    ratioLimit: PAYMENT_RATIO.max,
    prudentRatio: PAYMENT_RATIO.min,
    ageAtEnd,
    maxAgeAtEnd: limit.maxAgeAtEnd,
    maxTermYears: limit.maxTermYears,
  };
}

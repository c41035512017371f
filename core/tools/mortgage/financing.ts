// The one verdict of /hipoteca on the loan asked for: savings, loan-to-value, income and age.
import { round2 } from '../../round';
import {
  LTV_LIMITS,
  MAX_AGE_AT_END,
  PAYMENT_RATIO,
  costsFor,
  money,
  peakPayment,
  type AffordabilityInput,
} from './affordability';

export type FinancingVerdict = 'viable' | 'tight' | 'notViable';
/** Why a purchase is not viable: short of savings, a loan above what banks lend, income, age. */
export type LimitingFactor = 'savings' | 'ltv' | 'income' | 'age';
/** The `data-warning` keys of a financing warning. */
export type FinancingWarningKey = 'ltv' | 'loanAbovePrice' | 'age';

export interface FinancingInput extends AffordabilityInput {
  /** The loan asked for (the /hipoteca form's amount). */
  requestedLoan: number;
  /** The borrower's age today (the eldest when two sign); unknown means no age check. */
  borrowerAge?: number;
}

export interface FinancingJudgement {
  verdict: FinancingVerdict;
  /** The first rule the purchase fails, in the order savings, LTV, income, age; null when none. */
  limitingFactor: LimitingFactor | null;
  /** Every rule it fails, in that order. */
  failures: LimitingFactor[];
  warnings: FinancingWarningKey[];
  loan: number;
  /** The loan over the lower of price and appraisal, percent. */
  loanToValue: number;
  ltvLimit: number;
  /** The most banks usually lend on this purchase (the LTV limit times the valuation base). */
  maxLoanByLtv: number;
  /** Price plus purchase costs minus the loan: what the buyer puts in (negative if the loan covers more). */
  cashNeeded: number;
  /** What the buyer would put in with the loan at the LTV limit. */
  cashNeededAtLtv: number;
  savings: number;
  /** The savings missing for this loan, or for the loan at the LTV limit when it is exceeded. */
  shortfall: number;
  purchaseCosts: number;
  /** The highest payment of the first ten years. */
  peakPayment: number;
  /** (Highest payment + other debts) / net income, percent. */
  debtRatio: number;
  ratioLimit: number;
  prudentRatio: number;
  /** Age at the end of the term; null without an age. */
  ageAtEnd: number | null;
  maxAgeAtEnd: number;
  /** The longest term that ends by 75; null without an age. */
  maxTermYears: number | null;
}

/**
 * One verdict on the loan asked for, by one rule: (highest payment of the first ten years + other
 * debts) ≤ 35 % of net income; loan ≤ 80 % (main home) or 70 % (second home, investment) of the
 * lower of price and appraisal; savings ≥ price + costs − loan; age at the end of the term ≤ 75.
 * Not viable when any fails (the limiting factor is the first, in that order: savings, LTV,
 * income, age); tight when all hold but the payment takes more than the prudent 30 %.
 * Worked example (affordability.test.ts): 2.600 € net, 150 € of debts, 45.000 € saved, a 185.000 €
 * used flat in the Valencian Community to let: banks lend 129.500 € (70 %), so the purchase takes
 * 55.500 € plus costs, more than saved: not viable, short of savings.
 */
export function judgeFinancing(input: FinancingInput): FinancingJudgement {
  const income = money(input.netMonthlyIncome);
  const debts = money(input.existingDebtPayments);
  const savings = money(input.savings);
  const price = money(input.propertyPrice);
  const loan = money(input.requestedLoan);
  const appraisal = input.appraisalValue !== undefined ? money(input.appraisalValue) : price;
  const valuationBase = Math.min(price, appraisal);
  const ltvLimit = LTV_LIMITS[input.use];
  const maxLoanByLtv = round2((valuationBase * ltvLimit) / 100);
  const costs = costsFor(input, loan).totalCosts;
  const cashNeeded = round2(price + costs - loan);
  const cappedLoan = Math.min(loan, maxLoanByLtv);
  const cashNeededAtLtv = round2(price + costsFor(input, cappedLoan).totalCosts - cappedLoan);
  const peak = peakPayment({ ...input.loan, loanAmount: loan });
  const debtRatio = income > 0 ? ((peak + debts) / income) * 100 : Infinity;
  const termYears = money(input.loan.loanTermYears);
  const age =
    input.borrowerAge !== undefined && Number.isFinite(input.borrowerAge)
      ? input.borrowerAge
      : undefined;
  const ageAtEnd = age !== undefined ? age + termYears : null;

  const ltvExceeded = loan > maxLoanByLtv + 0.005;
  const shortfall = round2(Math.max(0, (ltvExceeded ? cashNeededAtLtv : cashNeeded) - savings));
  const failures: LimitingFactor[] = [];
  if (shortfall > 0) failures.push('savings');
  else if (ltvExceeded) failures.push('ltv');
  if (debtRatio > PAYMENT_RATIO.max + 1e-9) failures.push('income');
  if (ageAtEnd !== null && ageAtEnd > MAX_AGE_AT_END) failures.push('age');
  const warnings: FinancingWarningKey[] = [];
  if (ltvExceeded) warnings.push('ltv');
  if (loan > price) warnings.push('loanAbovePrice');
  if (ageAtEnd !== null && ageAtEnd > MAX_AGE_AT_END) warnings.push('age');

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
    peakPayment: round2(peak),
    debtRatio: Number.isFinite(debtRatio) ? round2(debtRatio) : 0,
    ratioLimit: PAYMENT_RATIO.max,
    prudentRatio: PAYMENT_RATIO.min,
    ageAtEnd,
    maxAgeAtEnd: MAX_AGE_AT_END,
    maxTermYears: age !== undefined ? Math.max(0, Math.floor(MAX_AGE_AT_END - age)) : null,
  };
}

// Mortgage maths: the French (constant-payment) loan, affordability verdict, amortisation and stress.
import { round2 } from '../../round';
import { MORTGAGE_DEFAULTS } from './fields';

export { MORTGAGE_DEFAULTS };

export interface MortgageInput {
  /** Amount borrowed, euros. */
  loanAmount: number;
  /** Nominal annual rate in percent (3.5 means 3.5 %). */
  interestRate: number;
  loanTermYears: number;
  /** Gross monthly income of the household, euros. */
  monthlyIncome: number;
}

export type MortgageVerdict = 'Hipoteca Aprobable' | 'Límite Aceptable' | 'Riesgo Alto';

export interface MortgageResult {
  monthlyPayment: number;
  totalInterest: number;
  totalPayment: number;
  /** Payment as a percentage of monthly income (30 means 30 %). */
  debtToIncomeRatio: number;
  maxAffordablePayment: number;
  verdict: MortgageVerdict;
}

export const MORTGAGE_VERDICT_APPROVABLE: MortgageVerdict = 'Hipoteca Aprobable';
export const MORTGAGE_VERDICT_ACCEPTABLE: MortgageVerdict = 'Límite Aceptable';
export const MORTGAGE_VERDICT_HIGH_RISK: MortgageVerdict = 'Riesgo Alto';

/** Share of gross monthly income a lender is comfortable with (spec section 9). */
export const AFFORDABLE_SHARE = 0.28;
/** Debt-to-income thresholds in percent: up to 30 approvable, up to 40 acceptable. */
export const DTI_APPROVABLE_MAX = 30;
export const DTI_ACCEPTABLE_MAX = 40;

function finiteOrZero(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Monthly rate as a fraction; 0 for a rate that is not positive.
 * @example monthlyRate(3.5) // 0.0029166... (3.5 / 100 / 12)
 */
export function monthlyRate(annualRatePct: number): number {
  return Number.isFinite(annualRatePct) && annualRatePct > 0 ? annualRatePct / 100 / 12 : 0;
}

/**
 * Number of monthly instalments for a term in years: whole months, at least one for any positive
 * term, 0 for a term that is not positive (no loan can be scheduled).
 * @example paymentCount(25) // 300
 * @example paymentCount(1.5) // 18
 */
export function paymentCount(years: number): number {
  if (!Number.isFinite(years) || years <= 0) return 0;
  return Math.max(1, Math.round(years * 12));
}

/**
 * Constant monthly payment of a French loan, unrounded: P·r / (1 - (1 + r)^-n) with r the monthly
 * rate. A zero (or negative, which validation forbids) rate repays the principal in equal parts.
 * Returns 0 when there is nothing to repay or no term; never NaN or Infinity.
 * @example monthlyPayment(200000, 3.5, 25) // 1001.247... (r = 0.035 / 12, n = 300)
 * @example monthlyPayment(12000, 0, 1) // 1000
 */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const months = paymentCount(years);
  if (!Number.isFinite(principal) || principal <= 0 || months === 0) return 0;
  const rate = monthlyRate(annualRatePct);
  if (rate === 0) return principal / months;
  // 1 - (1 + r)^-n via expm1/log1p keeps precision for tiny rates, where (1 + r)^n - 1 cancels.
  const discount = -Math.expm1(-months * Math.log1p(rate));
  return finiteOrZero((principal * rate) / discount);
}

/**
 * The verdict for a debt-to-income ratio in percent: up to 30 approvable, up to 40 acceptable.
 * @example mortgageVerdict(25.03) // 'Hipoteca Aprobable'
 * @example mortgageVerdict(40.01) // 'Riesgo Alto'
 */
export function mortgageVerdict(debtToIncomeRatio: number): MortgageVerdict {
  if (debtToIncomeRatio <= DTI_APPROVABLE_MAX) return MORTGAGE_VERDICT_APPROVABLE;
  if (debtToIncomeRatio <= DTI_ACCEPTABLE_MAX) return MORTGAGE_VERDICT_ACCEPTABLE;
  return MORTGAGE_VERDICT_HIGH_RISK;
}

/**
 * Payment, totals and affordability of a mortgage, rounded to cents (ratio to 2 decimals).
 * Unlike the yield calculator, a zero-rate loan still has a payment here: principal / months,
 * because the mortgage page is about repaying the loan, and a loan is repaid even without interest.
 * The verdict is taken from the rounded ratio, so the label always agrees with the figure shown.
 * No income gives a ratio of 0 rather than Infinity.
 * @example
 * calculateMortgage({ loanAmount: 200000, interestRate: 3.5, loanTermYears: 25, monthlyIncome: 4000 })
 * // { monthlyPayment: 1001.25, totalPayment: 300374.14, totalInterest: 100374.14,
 * //   debtToIncomeRatio: 25.03, maxAffordablePayment: 1120, verdict: 'Hipoteca Aprobable' }
 */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const payment = monthlyPayment(input.loanAmount, input.interestRate, input.loanTermYears);
  const totalPayment = payment * paymentCount(input.loanTermYears);
  const principal = payment > 0 ? input.loanAmount : 0;
  const income = Number.isFinite(input.monthlyIncome) ? input.monthlyIncome : 0;
  const debtToIncomeRatio = round2(income > 0 ? (payment / income) * 100 : 0);
  return {
    monthlyPayment: round2(payment),
    totalInterest: round2(totalPayment - principal),
    totalPayment: round2(totalPayment),
    debtToIncomeRatio,
    maxAffordablePayment: round2(Math.max(0, income) * AFFORDABLE_SHARE),
    verdict: mortgageVerdict(debtToIncomeRatio),
  };
}

export interface StressScenario {
  /** Percentage points added to the rate (1 means +1 point). */
  rateIncrease: number;
  /** The rate after the increase; not capped, as a stressed rate may exceed the form's 20 %. */
  interestRate: number;
  monthlyPayment: number;
  /** Extra euros per month compared with the current payment. */
  paymentIncrease: number;
}

/**
 * The payment if the rate rose by each number of points, e.g. for a variable-rate mortgage.
 * @example
 * stressTest(MORTGAGE_DEFAULTS, [1, 2])
 * // [{ rateIncrease: 1, interestRate: 4.5, monthlyPayment: 1111.66, paymentIncrease: 110.42 },
 * //  { rateIncrease: 2, interestRate: 5.5, monthlyPayment: 1228.17, paymentIncrease: 226.93 }]
 */
export function stressTest(
  input: Pick<MortgageInput, 'loanAmount' | 'interestRate' | 'loanTermYears'>,
  rateIncreases: readonly number[] = [1, 2],
): StressScenario[] {
  const current = monthlyPayment(input.loanAmount, input.interestRate, input.loanTermYears);
  return rateIncreases.map((rateIncrease) => {
    const interestRate = Math.max(0, finiteOrZero(input.interestRate) + finiteOrZero(rateIncrease));
    const stressed = monthlyPayment(input.loanAmount, interestRate, input.loanTermYears);
    return {
      rateIncrease,
      interestRate: round2(interestRate),
      monthlyPayment: round2(stressed),
      paymentIncrease: round2(stressed - current),
    };
  });
}

// Headline metrics of an evaluation, with the definitions of core/metrics.ts (the yield tool's and the comparator's).
import { debtCoverage, grossYield, netYield, returnOnYourMoney } from '../../ratios';
import {
  incomeOf,
  letShareOf,
  letYear,
  percentCostsShare,
  runningCostsOf,
  unitPriceOf,
} from './cash-flows';
import { irr } from './irr';
import type { Evaluation } from './model';
import { taxByYear } from './owner-tax';
import { financingCostsOf } from './purchase';

/** Every rate in percent (7.2 = 7.2 %), unrounded; null where the figure does not exist. */
export interface AnalysisMetrics {
  /** Before empty months; a tourist let's from its nights (nightly rate × 365 × occupancy). */
  grossYield: number;
  netYield: number;
  cashOnCashYear1: number;
  cashOnCashYear1AfterTax: number;
  irrAfterTax: number | null;
  irrBeforeTax: number | null;
  irrUnlevered: number | null;
  irrUnleveredBeforeTax: number | null;
  equityMultiple: number | null;
  paybackYear: number | null;
  /** Monthly rent (nightly rate when touristic) that makes the year-1 cash flow after tax 0. */
  breakEvenRent: number | null;
  breakEvenRentBeforeTax: number | null;
  dscrYear1: number | null;
  cashFlowYear1: number;
}

const irrPercent = (flows: readonly number[]): number | null => {
  const rate = irr(flows);
  return rate === null ? null : rate * 100;
};

/**
 * The rent the gross yield divides: the monthly rent, or for a tourist let a twelfth of its nights'
 * income (its monthly-rent field is hidden, so a value it carries must not make the yield).
 */
export function grossMonthlyIncome(input: Evaluation['input']): number {
  return input.letting === 'tourist'
    ? incomeOf(input, input.nightlyRate, 1) / 12
    : input.monthlyRent;
}

/** @example equityMultiple([-100, 10, -10, 150]) // 160 / 110 = 1.4545… (null when nothing is put in) */
export function equityMultiple(flows: readonly number[]): number | null {
  let back = 0;
  let put = 0;
  for (const flow of flows) {
    if (flow > 0) back += flow;
    else put -= flow;
  }
  return put > 0 ? back / put : null;
}

/** @example paybackYear([-100, 30, 30, 30, 30]) // 4 */
export function paybackYear(flows: readonly number[]): number | null {
  let total = flows[0] ?? 0;
  for (let t = 1; t < flows.length; t += 1) {
    total += flows[t] ?? 0;
    if (total >= 0) return t;
  }
  return null;
}

/**
 * Year-1 cash flow after tax at another rent. Its own tax is floored at 0: a loss saving tax on
 * other income does not make an empty flat pay for itself.
 */
function yearOneCashFlow(evaluation: Evaluation, unitPrice: number): number {
  const { input } = evaluation;
  const first = evaluation.years[0];
  const financing =
    (first?.interest ?? 0) + financingCostsOf(input, evaluation.purchase, evaluation.initial);
  const rent = incomeOf(input, unitPrice, 1);
  const year = letYear(
    input,
    rent,
    1,
    financing,
    first?.amortisation ?? 0,
    first?.imputedIncome ?? 0,
  );
  const runningCosts = year.runningCosts;
  const [tax] = taxByYear([year.tax], input);
  const paid = Math.max(0, tax?.rentOnlyTax ?? 0) + (tax?.imputationTax ?? 0);
  return rent - runningCosts - (first?.loanPayment ?? 0) - paid;
}

/** Bisection to a cent: the cash flow grows with the rent (the tax takes at most the marginal rate). */
function breakEvenRent(evaluation: Evaluation): number | null {
  const { input } = evaluation;
  if (letShareOf(input) <= 0 || costShareOfIncome(input) >= 1) return null;
  if (yearOneCashFlow(evaluation, 0) >= 0) return 0;
  let high = Math.max(100, unitPriceOf(input));
  while (yearOneCashFlow(evaluation, high) < 0) {
    high *= 2;
    if (high > 1e9) return null;
  }
  let low = 0;
  while (high - low > 0.001) {
    const middle = (low + high) / 2;
    if (yearOneCashFlow(evaluation, middle) < 0) low = middle;
    else high = middle;
  }
  return high;
}

function costShareOfIncome(input: Evaluation['input']): number {
  return (
    percentCostsShare(input) + (input.letting === 'tourist' ? input.platformFeePercent / 100 : 0)
  );
}

/** Before tax: the rent (nightly rate) whose income less its running costs pays the loan. */
function breakEvenRentBeforeTax(evaluation: Evaluation): number | null {
  const { input } = evaluation;
  const perUnit = incomeOf(input, 1, 1) * (1 - costShareOfIncome(input));
  if (!(perUnit > 0)) return null;
  const { runningCosts } = runningCostsOf(input, 0, 1);
  return (runningCosts + (evaluation.years[0]?.loanPayment ?? 0)) / perUnit;
}

export function computeMetrics(levered: Evaluation, unlevered: Evaluation): AnalysisMetrics {
  const { input } = levered;
  const first = levered.years[0];
  const equity = levered.initial.equity;
  const noi = first?.netOperatingIncome ?? 0;
  return {
    grossYield: grossYield(grossMonthlyIncome(input), input.price),
    netYield: netYield({
      rentCollected: first?.rent ?? 0,
      runningCosts: first?.runningCosts ?? 0,
      purchasePrice: input.price,
      purchaseCosts: levered.purchase.total,
      renovation: input.renovation,
    }),
    cashOnCashYear1: returnOnYourMoney(first?.cashFlowBeforeTax ?? 0, equity),
    cashOnCashYear1AfterTax: returnOnYourMoney(first?.cashFlow ?? 0, equity),
    irrAfterTax: irrPercent(levered.flowsAfterTax),
    irrBeforeTax: irrPercent(levered.flowsBeforeTax),
    irrUnlevered: irrPercent(unlevered.flowsAfterTax),
    irrUnleveredBeforeTax: irrPercent(unlevered.flowsBeforeTax),
    equityMultiple: equityMultiple(levered.flowsAfterTax),
    paybackYear: paybackYear(levered.flowsAfterTax),
    breakEvenRent: breakEvenRent(levered),
    breakEvenRentBeforeTax: breakEvenRentBeforeTax(levered),
    dscrYear1: debtCoverage(noi, first?.loanPayment ?? 0),
    cashFlowYear1: first?.cashFlow ?? 0,
  };
}

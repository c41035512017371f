// Headline metrics of an evaluation: yields, return on your money, IRRs, equity multiple, payback, break-even rent, cover.
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
  /** Monthly rent × 12 / price (core/metrics.ts GROSS_YIELD): before empty months. */
  grossYield: number;
  /** (Rent collected − running costs) in year 1 / (price + purchase costs + renovation), NET_YIELD. */
  netYield: number;
  /** Year-1 cash flow before tax / equity: "rentabilidad sobre tu dinero", as the yield tool. */
  cashOnCashYear1: number;
  /** Year-1 cash flow after the IRPF on the rent / equity. */
  cashOnCashYear1AfterTax: number;
  irrAfterTax: number | null;
  irrBeforeTax: number | null;
  /** Without debt, after tax. */
  irrUnlevered: number | null;
  irrUnleveredBeforeTax: number | null;
  /** Money returned / money put in, after tax: sum of positive flows / sum of negative ones. */
  equityMultiple: number | null;
  /** First year whose cumulative after-tax flow (sale included in year H) is 0 or more. */
  paybackYear: number | null;
  /**
   * Monthly rent (nightly rate for a tourist let) that makes the year-1 cash flow after tax 0, the
   * rent's own tax never below 0; null if no rent can.
   */
  breakEvenRent: number | null;
  /** Monthly rent (nightly rate for a tourist let) that makes the year-1 cash flow before tax 0. */
  breakEvenRentBeforeTax: number | null;
  /** Year-1 net operating income / loan payments ("cobertura de la cuota"); null without a loan. */
  dscrYear1: number | null;
  cashFlowYear1: number;
}

const irrPercent = (flows: readonly number[]): number | null => {
  const rate = irr(flows);
  return rate === null ? null : rate * 100;
};

/**
 * Money returned over money put in: every positive flow over every negative one (year 0 and any
 * year the owner has to add cash). Null when nothing is put in.
 * @example equityMultiple([-100, 10, -10, 150]) // 160 / 110 = 1.4545…
 */
export function equityMultiple(flows: readonly number[]): number | null {
  let back = 0;
  let put = 0;
  for (const flow of flows) {
    if (flow > 0) back += flow;
    else put -= flow;
  }
  return put > 0 ? back / put : null;
}

/**
 * First year t ≥ 1 at which the running sum of the flows from year 0 is no longer negative.
 * @example paybackYear([-100, 30, 30, 30, 30]) // 4
 */
export function paybackYear(flows: readonly number[]): number | null {
  let total = flows[0] ?? 0;
  for (let t = 1; t < flows.length; t += 1) {
    total += flows[t] ?? 0;
    if (total >= 0) return t;
  }
  return null;
}

/**
 * Year-1 cash flow after tax at another monthly rent (or nightly rate), everything else unchanged.
 * The rent's own tax is floored at 0: a loss that would save tax on other income does not make
 * an empty flat pay for itself. The tax on the imputed income stays.
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

/**
 * The monthly rent (nightly rate for a tourist let) at which the year-1 cash flow after tax is 0,
 * by bisection to a cent (the cash flow grows with the rent: the tax takes at most the marginal
 * rate of each extra euro).
 */
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

/** The share of each euro of income the % lines (and a tourist platform) take. */
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

/**
 * The headline metrics of a levered evaluation and its unlevered twin.
 * Worked example in analysis.test.ts (10-year hold).
 */
export function computeMetrics(levered: Evaluation, unlevered: Evaluation): AnalysisMetrics {
  const { input } = levered;
  const first = levered.years[0];
  const equity = levered.initial.equity;
  const noi = first?.netOperatingIncome ?? 0;
  return {
    grossYield: grossYield(input.monthlyRent, input.price),
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

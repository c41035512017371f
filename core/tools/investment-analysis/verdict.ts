// "¿Me compensa?": the year-1 monthly cash flow and the verdict of a deal against the purchase
// criteria (minimum TIR after tax, minimum monthly cash flow after tax) and the benchmark.
import { round2 } from '../../round';

export type VerdictValue = 'yes' | 'no' | 'mixed';

/** The criteria as the resolved input holds them (percent numbers, euros a month). */
export interface PurchaseCriteria {
  /** The Spanish 10-year bond yield, or the user's own benchmark. */
  benchmarkPercent: number;
  minIrrPercent: number;
  minMonthlyCashFlow: number;
}

export interface CriterionResult {
  /** The deal's figure (null: a TIR that does not exist). */
  value: number | null;
  minimum: number;
  met: boolean;
}

export interface Verdict {
  verdict: VerdictValue;
  /** Year-1 cash flow after the tax on the rent ÷ 12, to the cent. */
  monthlyCashFlowYear1: number;
  /** Year-1 cash flow before the tax on the rent ÷ 12, to the cent. */
  monthlyCashFlowYear1BeforeTax: number;
  irr: CriterionResult;
  monthlyCashFlow: CriterionResult;
  benchmarkPercent: number;
  /** TIR after tax ≥ benchmark (an unlimited return beats it; no TIR does not). */
  beatsBenchmark: boolean;
  /**
   * Why there is no TIR: 'notRecovered' when the flows never give back what was put in,
   * 'nothingPutIn' when no money is put in and every flow is positive; null when there is one.
   */
  noIrr: 'notRecovered' | 'nothingPutIn' | null;
}

/**
 * The year-1 cash flows per month: the yearly figures ÷ 12.
 * @example monthlyCashFlows({ cashFlow: -1200, cashFlowBeforeTax: 600 }) // { afterTax: -100, beforeTax: 50 }
 */
export function monthlyCashFlows(year: { cashFlow: number; cashFlowBeforeTax: number }): {
  afterTax: number;
  beforeTax: number;
} {
  return { afterTax: round2(year.cashFlow / 12), beforeTax: round2(year.cashFlowBeforeTax / 12) };
}

/**
 * The verdict of a deal. The TIR after tax is the decisive criterion: when it misses the minimum
 * the answer is `no` (a flat that pays its way each month but returns less than the bond does not
 * compensate); when only the monthly cash flow misses it, `mixed`; both met, `yes`.
 * Without a TIR: when nothing is put in and every flow is positive the return is unlimited and the
 * criterion is met; otherwise the flows never give back the money put in and it is missed.
 * @example judgeDeal({ irrAfterTax: 1.2, flows: [-100, 1, 120], year1: { cashFlow: -2400, cashFlowBeforeTax: -2000 }, criteria: { benchmarkPercent: 3.2, minIrrPercent: 3.2, minMonthlyCashFlow: 0 } }).verdict // 'no'
 */
export function judgeDeal({
  irrAfterTax,
  flows,
  year1,
  criteria,
}: {
  irrAfterTax: number | null;
  /** After-tax equity flows, year 0 first. */
  flows: readonly number[];
  year1: { cashFlow: number; cashFlowBeforeTax: number };
  criteria: PurchaseCriteria;
}): Verdict {
  const monthly = monthlyCashFlows(year1);
  const nothingPutIn =
    irrAfterTax === null && flows.every((flow) => flow >= 0) && flows.some((flow) => flow > 0);
  const noIrr = irrAfterTax !== null ? null : nothingPutIn ? 'nothingPutIn' : 'notRecovered';
  const irrMet = irrAfterTax === null ? nothingPutIn : irrAfterTax >= criteria.minIrrPercent;
  const cashMet = monthly.afterTax >= criteria.minMonthlyCashFlow;
  return {
    verdict: !irrMet ? 'no' : cashMet ? 'yes' : 'mixed',
    monthlyCashFlowYear1: monthly.afterTax,
    monthlyCashFlowYear1BeforeTax: monthly.beforeTax,
    irr: { value: irrAfterTax, minimum: criteria.minIrrPercent, met: irrMet },
    monthlyCashFlow: {
      value: monthly.afterTax,
      minimum: criteria.minMonthlyCashFlow,
      met: cashMet,
    },
    benchmarkPercent: criteria.benchmarkPercent,
    beatsBenchmark: irrAfterTax === null ? nothingPutIn : irrAfterTax >= criteria.benchmarkPercent,
    noIrr,
  };
}

// "¿Me compensa?": the year-1 monthly cash flow and the deal against the purchase criteria.
import { round2 } from '../../round';

export type VerdictValue = 'yes' | 'no' | 'mixed';

export interface PurchaseCriteria {
  benchmarkPercent: number;
  minIrrPercent: number;
  minMonthlyCashFlow: number;
}

export interface CriterionResult {
  value: number | null;
  minimum: number;
  met: boolean;
}

export interface Verdict {
  verdict: VerdictValue;
  monthlyCashFlowYear1: number;
  monthlyCashFlowYear1BeforeTax: number;
  irr: CriterionResult;
  monthlyCashFlow: CriterionResult;
  benchmarkPercent: number;
  beatsBenchmark: boolean;
  noIrr: 'notRecovered' | 'nothingPutIn' | null;
}

export function monthlyCashFlows(year: { cashFlow: number; cashFlowBeforeTax: number }): {
  afterTax: number;
  beforeTax: number;
} {
  return { afterTax: round2(year.cashFlow / 12), beforeTax: round2(year.cashFlowBeforeTax / 12) };
}

/**
 * The TIR decides: a flat that pays its way but returns less than the bond does not compensate
 * (`no`); only the monthly cash flow missing is `mixed`. No TIR with nothing put in is met.
 */
export function judgeDeal({
  irrAfterTax,
  flows,
  year1,
  criteria,
}: {
  irrAfterTax: number | null;
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

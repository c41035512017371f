// Each contract's part of a property's year: its rent, its share of the expenses by days, its
// reduction on the property's positive net income, and the relatives' minimum (art. 24 LIRPF).
import { round2 } from '../../round';
import type { DayRange } from './calendar';
import { rangeDays } from './calendar';
import type { ReturnProperty } from './document';
import { imputedFor, type ImputationRule } from './imputation';
import { rentForRange } from './income';
import { contractReduction } from './reductions';
import type { ContractResult } from './result';

export interface LetPeriod {
  index: number;
  range: DayRange;
}

export interface ContractSplit {
  property: ReturnProperty;
  periods: readonly LetPeriod[];
  /** Everything the property deducts this year (expenses, interest and repairs, amortisation). */
  deductibleExpenses: number;
  imputation: ImputationRule;
  taxYear: number;
}

interface Share {
  period: LetPeriod;
  days: number;
  grossIncome: number;
  sharePercent: number;
  expensesShare: number;
  netIncome: number;
}

/** Expenses split by days; the last contract takes the cents left, so the parts add up. */
function sharesOf(split: ContractSplit): Share[] {
  const letDays = split.periods.reduce((sum, period) => sum + rangeDays(period.range), 0);
  let left = split.deductibleExpenses;
  return split.periods.map((period, n) => {
    const contract = split.property.contracts[period.index];
    const days = rangeDays(period.range);
    const share = letDays > 0 ? days / letDays : 0;
    const last = n === split.periods.length - 1;
    const expensesShare = last ? round2(left) : round2(split.deductibleExpenses * share);
    left -= expensesShare;
    const grossIncome = round2(rentForRange(contract?.monthlyRent ?? 0, period.range));
    return {
      period,
      days,
      grossIncome,
      sharePercent: share * 100,
      expensesShare,
      netIncome: round2(grossIncome - expensesShare),
    };
  });
}

/**
 * Reading: the reduction falls on the property's net income when positive, shared among the
 * contracts with a positive net income in proportion to it; each contract applies its own percent.
 */
export function splitContracts(split: ContractSplit): ContractResult[] {
  const shares = sharesOf(split);
  const propertyNet = shares.reduce((sum, share) => sum + share.netIncome, 0);
  const positive = shares.reduce((sum, share) => sum + Math.max(0, share.netIncome), 0);
  return shares.map((share) => {
    const contract = split.property.contracts[share.period.index];
    if (!contract) throw new Error(`No hay contrato ${share.period.index}.`);
    const rule = contractReduction(split.property, contract);
    const reducible =
      propertyNet > 0 && positive > 0 ? (Math.max(0, share.netIncome) * propertyNet) / positive : 0;
    const reduction = round2((reducible * rule.percent) / 100);
    const reducedNetIncome = round2(share.netIncome - reduction);
    const relativeMinimum =
      contract.relative && split.imputation.basis !== 'none'
        ? imputedFor(split.imputation, share.days, split.taxYear)
        : null;
    return {
      index: share.period.index,
      from: share.period.range.from,
      to: share.period.range.to,
      days: share.days,
      grossIncome: share.grossIncome,
      sharePercent: share.sharePercent,
      expensesShare: share.expensesShare,
      netIncome: share.netIncome,
      reductionPercent: rule.percent,
      reductionReason: rule.reason,
      reduction,
      reducedNetIncome,
      relativeMinimum,
      declaredIncome:
        relativeMinimum == null ? reducedNetIncome : Math.max(reducedNetIncome, relativeMinimum),
    };
  });
}

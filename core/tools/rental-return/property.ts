// One property's year: days owned, let and at the owner's disposal; gross income, expenses,
// amortisation, net income, reductions, the relatives' minimum and the imputed income.
import { round2 } from '../../round';
import { daysInYear, rangeDays, sharedDays, withinYear, yearEnd, yearStart } from './calendar';
import type { ReturnProperty } from './document';
import { amortisationFor } from './amortisation';
import { splitContracts, type LetPeriod } from './contracts';
import { CAPPED_EXPENSES, capInterestAndRepairs, expenseLines } from './expenses';
import { imputationRule, imputedFor } from './imputation';
import { contractRange } from './income';
import { propertyLines } from './lines';
import type { PropertyResult } from './result';

const sum = (values: readonly number[]) =>
  round2(values.reduce((total, value) => total + value, 0));

/** Owned from the acquisition date (or the whole year when it is unknown or earlier). */
function ownedRange(property: ReturnProperty, taxYear: number) {
  const from = property.acquisition.date ?? yearStart(taxYear);
  return withinYear({ from, to: yearEnd(taxYear) }, taxYear);
}

/** Each contract's days inside the year and inside the time owned. */
function letPeriods(property: ReturnProperty, taxYear: number): LetPeriod[] {
  const owned = ownedRange(property, taxYear);
  if (!owned) return [];
  return property.contracts.flatMap((contract, index) => {
    const range = contractRange(contract, taxYear);
    if (!range || sharedDays(range, owned) === 0) return [];
    const from = range.from > owned.from ? range.from : owned.from;
    return [{ index, range: { from, to: range.to } }];
  });
}

export function computeProperty(
  property: ReturnProperty,
  index: number,
  taxYear: number,
): PropertyResult {
  const yearDays = daysInYear(taxYear);
  const daysOwned = rangeDays(ownedRange(property, taxYear));
  const periods = letPeriods(property, taxYear);
  const daysLet = periods.reduce((total, period) => total + rangeDays(period.range), 0);
  const letShare = daysOwned > 0 ? Math.min(1, daysLet / daysOwned) : 0;
  const expenses = expenseLines(property.expenses, letShare);
  const capped = (kind: (typeof expenses)[number]['kind']) => CAPPED_EXPENSES.includes(kind);
  const ownInterest = sum(expenses.filter((line) => capped(line.kind)).map((l) => l.deductible));
  const otherExpenses = sum(expenses.filter((line) => !capped(line.kind)).map((l) => l.deductible));
  const rule = imputationRule(property, taxYear);
  const draft = splitContracts({
    property,
    periods,
    deductibleExpenses: 0,
    imputation: rule,
    taxYear,
  });
  const grossIncome = sum(draft.map((contract) => contract.grossIncome));
  const cap = capInterestAndRepairs(ownInterest, grossIncome, property.carriedForward, taxYear);
  const amortisation = amortisationFor(
    property,
    periods.map((period) => period.range),
    taxYear,
  );
  const buildingAmortisation = round2(amortisation.buildingYear + amortisation.improvementsYear);
  const deductibleExpenses = sum([
    otherExpenses,
    cap.deducted,
    buildingAmortisation,
    amortisation.furnitureYear,
  ]);
  const contracts = splitContracts({
    property,
    periods,
    deductibleExpenses,
    imputation: rule,
    taxYear,
  });
  const netIncome = round2(grossIncome - deductibleExpenses);
  const reduction = sum(contracts.map((contract) => contract.reduction));
  const imputedDays = property.habitualHome ? 0 : Math.max(0, daysOwned - daysLet);
  const result: PropertyResult = {
    index,
    name: property.name,
    daysInYear: yearDays,
    daysOwned,
    daysLet,
    grossIncome,
    interestAndRepairs: cap.deducted,
    excessCarriedForward: cap.newExcess,
    buildingAmortisation,
    furnitureAmortisation: amortisation.furnitureYear,
    deductibleExpenses,
    netIncome,
    reduction,
    reducedNetIncome: round2(netIncome - reduction),
    declaredIncome: sum(contracts.map((contract) => contract.declaredIncome)),
    imputedIncome: property.habitualHome ? 0 : imputedFor(rule, imputedDays, taxYear),
    expenses,
    carriedUsed: cap.usedCarried,
    carriedPending: cap.pending,
    carriedLapsed: cap.lapsed,
    imputation: {
      basis: property.habitualHome ? 'none' : rule.basis,
      ratePercent: property.habitualHome ? 0 : rule.ratePercent,
      base: rule.base,
      revision: rule.revision,
      revisedYear: property.cadastral.revisedYear ?? null,
      days: imputedDays,
      amount: 0,
    },
    contracts,
    lines: [],
  };
  result.imputation.amount = result.imputedIncome;
  result.lines = propertyLines(property, result, { taxYear, cap, amortisation, otherExpenses });
  return result;
}

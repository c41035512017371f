// Next year's document from this one: the same owners and properties, with the expenses to fill in
// again, the contracts still running on 31 December and the excesses still deductible.
import { yearEnd } from './calendar';
import { EXPENSE_KINDS, RETURN_TAX_YEARS, type ExpenseKind, type ReturnDocument } from './document';
import type { ReturnResult } from './result';

/** The next year may be one the engine has no rules for yet (then it can be saved, not computed). */
export type NextYearDocument = Omit<ReturnDocument, 'taxYear'> & { taxYear: number };

export function canComputeYear(taxYear: number): boolean {
  return (RETURN_TAX_YEARS as readonly number[]).includes(taxYear);
}

const noExpenses = () =>
  Object.fromEntries(EXPENSE_KINDS.map((kind) => [kind, 0])) as Record<ExpenseKind, number>;

/**
 * `result` is computeReturn(doc): its pending excesses (this year's new one included, those past
 * their fourth year left out) become next year's `carriedForward`. Other income is the year's own,
 * so it is left for the owner to fill in.
 */
export function nextYearDocument(doc: ReturnDocument, result: ReturnResult): NextYearDocument {
  const end = yearEnd(doc.taxYear);
  return {
    ...doc,
    taxYear: doc.taxYear + 1,
    owners: doc.owners.map((owner) => ({ ...owner, otherIncome: null })),
    properties: doc.properties.map((property, i) => ({
      ...property,
      owners: property.owners.map((entry) => ({ ...entry })),
      acquisition: { ...property.acquisition },
      cadastral: { ...property.cadastral },
      furniture: property.furniture.map((item) => ({ ...item })),
      improvements: property.improvements.map((item) => ({ ...item })),
      expenses: noExpenses(),
      carriedForward: (result.properties[i]?.carriedPending ?? []).map((entry) => ({ ...entry })),
      contracts: property.contracts
        .filter((contract) => contract.end == null || contract.end > end)
        .map((contract) => ({ ...contract })),
    })),
  };
}

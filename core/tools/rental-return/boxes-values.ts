// The amount each box of modelo 100 takes for one property, from the engine's figures (the boxes
// themselves are in boxes.ts).
import type { BoxKey } from './boxes';
import type { ExpenseKind } from './document';
import type { ContractResult, PropertyResult } from './result';

const EXPENSE_BOX: Record<Exclude<ExpenseKind, 'interest' | 'repairs'>, BoxKey> = {
  ibi: 'taxes',
  otherTaxes: 'taxes',
  communityFees: 'communityFees',
  insurance: 'insurance',
  services: 'services',
  management: 'management',
  legal: 'legal',
  doubtfulDebts: 'doubtfulDebts',
};

function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The engine's figures a property's boxes read. */
export type BoxFigures = Pick<
  PropertyResult,
  | 'grossIncome'
  | 'interestAndRepairs'
  | 'excessCarriedForward'
  | 'furnitureAmortisation'
  | 'buildingAmortisation'
  | 'netIncome'
  | 'reduction'
  | 'declaredIncome'
  | 'imputedIncome'
  | 'expenses'
  | 'carriedUsed'
  | 'imputation'
> & { contracts: readonly Pick<ContractResult, 'relativeMinimum' | 'reducedNetIncome'>[] };

/**
 * The amount for each box of one property, from the engine's figures. Amounts are those of the whole
 * property; how Renta Web splits them between co-owners is not stated in the texts we read.
 */
export function propertyBoxValues(property: BoxFigures): Record<BoxKey, number> {
  const earlier = property.carriedUsed.reduce((sum, item) => sum + item.amount, 0);
  const values: Record<BoxKey, number> = {
    grossIncome: property.grossIncome,
    earlierExcessApplied: cents(earlier),
    interestAndRepairs: cents(property.interestAndRepairs - earlier),
    excessCarriedForward: property.excessCarriedForward,
    communityFees: 0,
    legal: 0,
    management: 0,
    services: 0,
    insurance: 0,
    taxes: 0,
    doubtfulDebts: 0,
    furnitureAmortisation: property.furnitureAmortisation,
    buildingAmortisation: property.buildingAmortisation,
    netIncome: property.netIncome,
    reduction: property.reduction,
    relativesMinimum: 0,
    declaredIncome: property.declaredIncome,
    imputationDays: property.imputation.days,
    imputedIncome: property.imputedIncome,
  };
  for (const line of property.expenses) {
    if (line.kind === 'interest' || line.kind === 'repairs') continue;
    const key = EXPENSE_BOX[line.kind];
    values[key] = cents(values[key] + line.deductible);
  }
  // Box 0152 holds the minimum only where it beats the contract's reduced net income (Manual, pág. 290).
  for (const contract of property.contracts) {
    if (contract.relativeMinimum !== null && contract.relativeMinimum > contract.reducedNetIncome) {
      values.relativesMinimum = cents(values.relativesMinimum + contract.relativeMinimum);
    }
  }
  return values;
}

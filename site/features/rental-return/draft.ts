// The return as the form holds it: every number as typed (Spanish text), every row with a key of its
// own, so a half-typed or wrong value is never lost and removing a row never moves another's text.
import {
  EXPENSE_KINDS,
  RETURN_TAX_YEARS,
  emptyDocument,
  type ExpenseKind,
  type ReturnContract,
  type ReturnDocument,
  type ReturnOwner,
  type ReturnProperty,
} from '../../../core/tools/rental-return/document';
import { toInputText } from '../../lib/form/numbers';

export type Residence = ReturnOwner['residence'];
export type AcquisitionKind = ReturnProperty['acquisition']['kind'];
export type PropertyUse = ReturnProperty['use'];

export interface Keyed {
  /** React's key: stable while the row lives, never saved. */
  key: string;
}

export interface OwnerDraft extends Keyed {
  name: string;
  residence: Residence;
  taxResidence: string;
  otherIncome: string;
}

export interface ShareDraft extends Keyed {
  owner: string;
  sharePercent: string;
}

export interface DatedCostDraft extends Keyed {
  cost: string;
  date: string;
}

export interface CarryDraft extends Keyed {
  year: string;
  amount: string;
}

export interface ContractDraft extends Keyed {
  start: string;
  end: string;
  monthlyRent: string;
  relative: boolean;
  tenantAge: string;
  zonaTensionada: boolean;
  previousMonthlyRent: string;
  rehabilitation: boolean;
}

export interface PropertyDraft extends Keyed {
  name: string;
  use: PropertyUse;
  community: string;
  municipality: string;
  habitualHome: boolean;
  owners: ShareDraft[];
  acquisition: { kind: AcquisitionKind; date: string; price: string; costs: string };
  cadastral: { value: string; landValue: string; revisedYear: string };
  furniture: DatedCostDraft[];
  improvements: DatedCostDraft[];
  expenses: Record<ExpenseKind, string>;
  carriedForward: CarryDraft[];
  contracts: ContractDraft[];
}

export interface ReturnDraft {
  taxYear: string;
  owners: OwnerDraft[];
  properties: PropertyDraft[];
}

/** The year a landlord opening the tool is most likely declaring: the newest with rules. */
export const DEFAULT_TAX_YEAR = RETURN_TAX_YEARS[RETURN_TAX_YEARS.length - 1] ?? 2026;

let counter = 0;
/** A key unique in this page's life: rows are told apart, never compared across visits. */
export function newKey(): string {
  counter += 1;
  return `k${counter}`;
}

/** A money amount as typed; an amount that is 0 shows empty (empty is read back as 0). */
function amountText(value: number | null | undefined): string {
  return value == null || value === 0 ? '' : toInputText(value);
}

/** A number the document requires or where 0 means something: shown even when 0. */
function numberText(value: number | null | undefined): string {
  return value == null ? '' : toInputText(value);
}

/** A year or an age: digits only, no thousands point (2019, not 2.019). */
function wholeText(value: number | null | undefined): string {
  return value == null ? '' : String(value);
}

function ownerDraft(owner: ReturnOwner): OwnerDraft {
  return {
    key: newKey(),
    name: owner.name,
    residence: owner.residence,
    taxResidence: owner.taxResidence ?? '',
    otherIncome: numberText(owner.otherIncome),
  };
}

export function contractDraft(contract: ReturnContract): ContractDraft {
  return {
    key: newKey(),
    start: contract.start,
    end: contract.end ?? '',
    monthlyRent: numberText(contract.monthlyRent),
    relative: contract.relative,
    tenantAge: wholeText(contract.tenantAge),
    zonaTensionada: contract.zonaTensionada,
    previousMonthlyRent: numberText(contract.previousMonthlyRent),
    rehabilitation: contract.rehabilitation,
  };
}

export function propertyDraft(property: ReturnProperty): PropertyDraft {
  const dated = (rows: ReturnProperty['furniture']) =>
    rows.map((row) => ({ key: newKey(), cost: numberText(row.cost), date: row.date }));
  const expenses = Object.fromEntries(
    EXPENSE_KINDS.map((kind) => [kind, amountText(property.expenses[kind])]),
  ) as Record<ExpenseKind, string>;
  return {
    key: newKey(),
    name: property.name,
    use: property.use,
    community: property.community ?? '',
    municipality: property.municipality ?? '',
    habitualHome: property.habitualHome,
    owners: property.owners.map((share) => ({
      key: newKey(),
      owner: String(share.owner),
      sharePercent: numberText(share.sharePercent),
    })),
    acquisition: {
      kind: property.acquisition.kind,
      date: property.acquisition.date ?? '',
      price: numberText(property.acquisition.price),
      costs: amountText(property.acquisition.costs),
    },
    cadastral: {
      value: numberText(property.cadastral.value),
      landValue: numberText(property.cadastral.landValue),
      revisedYear: wholeText(property.cadastral.revisedYear),
    },
    furniture: dated(property.furniture),
    improvements: dated(property.improvements),
    expenses,
    carriedForward: property.carriedForward.map((entry) => ({
      key: newKey(),
      year: wholeText(entry.year),
      amount: numberText(entry.amount),
    })),
    contracts: property.contracts.map(contractDraft),
  };
}

export function draftFromDocument(doc: ReturnDocument): ReturnDraft {
  return {
    taxYear: String(doc.taxYear),
    owners: doc.owners.map(ownerDraft),
    properties: doc.properties.map(propertyDraft),
  };
}

/** A first visit: one owner and one property, no contract yet. */
export function emptyDraft(taxYear = DEFAULT_TAX_YEAR): ReturnDraft {
  return draftFromDocument(emptyDocument(taxYear));
}

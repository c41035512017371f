// The draft kept in this browser between visits: its texts as typed (keys left out), read back field
// by field so a damaged or older entry gives what it can and never breaks the page.
import { EXPENSE_KINDS, type ExpenseKind } from '../../../core/tools/rental-return/document';
import type { ParseableSchema } from '../../lib/form/schema';
import {
  newKey,
  type AcquisitionKind,
  type ContractDraft,
  type DatedCostDraft,
  type OwnerDraft,
  type PropertyDraft,
  type PropertyUse,
  type Residence,
  type ReturnDraft,
} from './draft';

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const flag = (value: unknown): boolean => value === true;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

const RESIDENCES: readonly Residence[] = ['resident', 'eu', 'nonEu'];
const USES: readonly PropertyUse[] = ['dwelling', 'other'];
const KINDS: readonly AcquisitionKind[] = ['purchase', 'inheritance', 'gift'];

function owner(row: Loose): OwnerDraft {
  return {
    key: newKey(),
    name: text(row.name),
    residence: oneOf(row.residence, RESIDENCES, 'resident'),
    taxResidence: text(row.taxResidence),
    otherIncome: text(row.otherIncome),
  };
}

function contract(row: Loose): ContractDraft {
  return {
    key: newKey(),
    start: text(row.start),
    end: text(row.end),
    monthlyRent: text(row.monthlyRent),
    relative: flag(row.relative),
    tenantAge: text(row.tenantAge),
    zonaTensionada: flag(row.zonaTensionada),
    previousMonthlyRent: text(row.previousMonthlyRent),
    rehabilitation: flag(row.rehabilitation),
  };
}

const dated = (row: Loose): DatedCostDraft => ({
  key: newKey(),
  cost: text(row.cost),
  date: text(row.date),
});

function property(row: Loose): PropertyDraft {
  const acquisition = record(row.acquisition);
  const cadastral = record(row.cadastral);
  const expenses = record(row.expenses);
  const shares = list(row.owners).map((share) => ({
    key: newKey(),
    owner: text(share.owner) || '0',
    sharePercent: text(share.sharePercent),
  }));
  return {
    key: newKey(),
    name: text(row.name),
    use: oneOf(row.use, USES, 'dwelling'),
    community: text(row.community),
    municipality: text(row.municipality),
    habitualHome: flag(row.habitualHome),
    owners: shares.length > 0 ? shares : [{ key: newKey(), owner: '0', sharePercent: '100' }],
    acquisition: {
      kind: oneOf(acquisition.kind, KINDS, 'purchase'),
      date: text(acquisition.date),
      price: text(acquisition.price),
      costs: text(acquisition.costs),
    },
    cadastral: {
      value: text(cadastral.value),
      landValue: text(cadastral.landValue),
      revisedYear: text(cadastral.revisedYear),
    },
    furniture: list(row.furniture).map(dated),
    improvements: list(row.improvements).map(dated),
    expenses: Object.fromEntries(
      EXPENSE_KINDS.map((kind) => [kind, text(expenses[kind])]),
    ) as Record<ExpenseKind, string>,
    carriedForward: list(row.carriedForward).map((entry) => ({
      key: newKey(),
      year: text(entry.year),
      amount: text(entry.amount),
    })),
    contracts: list(row.contracts).map(contract),
  };
}

/** Undefined unless it is a draft with at least one owner. */
export function draftFromStored(json: unknown): ReturnDraft | undefined {
  const root = record(json);
  const owners = list(root.owners).map(owner);
  if (owners.length === 0 || typeof root.taxYear !== 'string') return undefined;
  return { taxYear: root.taxYear, owners, properties: list(root.properties).map(property) };
}

/** What readStored asks of a schema, for a draft. */
export const STORED_DRAFT: ParseableSchema<ReturnDraft> = {
  safeParse: (data) => {
    const draft = draftFromStored(data);
    return draft ? { success: true, data: draft } : { success: false, error: { issues: [] } };
  },
};

// The form's texts read as a version-1 document, then checked by the engine's own parser: every
// problem comes back with the field's name (its dotted path) and a Spanish message.
import { NUMBER_MESSAGES, readSpanishNumber } from '../../../core/number';
import {
  EXPENSE_KINDS,
  parseReturnDocument,
  type DocumentError,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../../../core/tools/rental-return/document';
import type { ContractDraft, PropertyDraft, ReturnDraft } from './draft';

export const READ_TEXT = {
  required: 'Escribe este dato: sin él no podemos calcular.',
  rent: 'Escribe la renta mensual del contrato.',
  start: 'Escribe la fecha de inicio del contrato.',
  cost: 'Escribe el importe.',
  date: 'Escribe la fecha.',
  year: 'Escribe el año, por ejemplo 2023.',
  share: 'Escribe el porcentaje de este propietario.',
} as const;

type Issues = DocumentError[];

/** Empty: null; not a number: an issue at `path`, and null so the rest can still be checked. */
function optionalNumber(text: string, path: string, issues: Issues): number | null {
  const reading = readSpanishNumber(text);
  if (reading.kind === 'number') return reading.value;
  if (reading.kind === 'invalid') issues.push({ path, message: NUMBER_MESSAGES.invalid });
  return null;
}

function requiredNumber(text: string, path: string, issues: Issues, message: string) {
  if (text.trim() === '') issues.push({ path, message });
  return optionalNumber(text, path, issues);
}

/** An amount where empty means 0 (an expense not paid, no costs). */
function amount(text: string, path: string, issues: Issues): number {
  return optionalNumber(text, path, issues) ?? 0;
}

function requiredText(text: string, path: string, issues: Issues, message: string) {
  if (text === '') issues.push({ path, message });
  return text;
}

const orNull = (text: string) => (text === '' ? null : text);

function contractInput(contract: ContractDraft, at: string, issues: Issues) {
  return {
    start: requiredText(contract.start, `${at}.start`, issues, READ_TEXT.start),
    end: orNull(contract.end),
    monthlyRent: requiredNumber(contract.monthlyRent, `${at}.monthlyRent`, issues, READ_TEXT.rent),
    relative: contract.relative,
    tenantAge: optionalNumber(contract.tenantAge, `${at}.tenantAge`, issues),
    zonaTensionada: contract.zonaTensionada,
    previousMonthlyRent: optionalNumber(
      contract.previousMonthlyRent,
      `${at}.previousMonthlyRent`,
      issues,
    ),
    rehabilitation: contract.rehabilitation,
  };
}

function datedInput(rows: PropertyDraft['furniture'], at: string, issues: Issues) {
  return rows.map((row, k) => ({
    cost: requiredNumber(row.cost, `${at}.${k}.cost`, issues, READ_TEXT.cost),
    date: requiredText(row.date, `${at}.${k}.date`, issues, READ_TEXT.date),
  }));
}

function propertyInput(property: PropertyDraft, at: string, issues: Issues) {
  const { acquisition, cadastral } = property;
  return {
    name: property.name,
    use: property.use,
    community: orNull(property.community),
    municipality: orNull(property.municipality.trim()),
    habitualHome: property.habitualHome,
    owners: property.owners.map((share, k) => ({
      owner: Number(share.owner),
      sharePercent: requiredNumber(
        share.sharePercent,
        `${at}.owners.${k}.sharePercent`,
        issues,
        READ_TEXT.share,
      ),
    })),
    acquisition: {
      kind: acquisition.kind,
      date: orNull(acquisition.date),
      price: optionalNumber(acquisition.price, `${at}.acquisition.price`, issues),
      costs: amount(acquisition.costs, `${at}.acquisition.costs`, issues),
    },
    cadastral: {
      value: optionalNumber(cadastral.value, `${at}.cadastral.value`, issues),
      landValue: optionalNumber(cadastral.landValue, `${at}.cadastral.landValue`, issues),
      revisedYear: optionalNumber(cadastral.revisedYear, `${at}.cadastral.revisedYear`, issues),
    },
    furniture: datedInput(property.furniture, `${at}.furniture`, issues),
    improvements: datedInput(property.improvements, `${at}.improvements`, issues),
    expenses: Object.fromEntries(
      EXPENSE_KINDS.map((kind) => [
        kind,
        amount(property.expenses[kind], `${at}.expenses.${kind}`, issues),
      ]),
    ),
    carriedForward: property.carriedForward.map((entry, k) => ({
      year: requiredNumber(entry.year, `${at}.carriedForward.${k}.year`, issues, READ_TEXT.year),
      amount: requiredNumber(
        entry.amount,
        `${at}.carriedForward.${k}.amount`,
        issues,
        READ_TEXT.cost,
      ),
    })),
    contracts: property.contracts.map((contract, j) =>
      contractInput(contract, `${at}.contracts.${j}`, issues),
    ),
  };
}

/** The document the texts write (what "Guardar archivo" saves) and the texts that are not numbers. */
export function readDraft(draft: ReturnDraft): { input: ReturnDocumentInput; issues: Issues } {
  const issues: Issues = [];
  const input = {
    version: 1,
    taxYear: Number(draft.taxYear),
    owners: draft.owners.map((owner, k) => ({
      name: owner.name.trim(),
      residence: owner.residence,
      taxResidence: owner.residence === 'resident' ? orNull(owner.taxResidence) : null,
      otherIncome: optionalNumber(owner.otherIncome, `owners.${k}.otherIncome`, issues),
    })),
    properties: draft.properties.map((property, i) =>
      propertyInput(property, `properties.${i}`, issues),
    ),
  } as ReturnDocumentInput;
  return { input, issues };
}

export interface DraftCheck {
  /** Only when nothing is wrong: what the engine computes, saves and links. */
  document?: ReturnDocument;
  /** By field name (the dotted path); a path names a group when the problem is the group's. */
  errors: ReadonlyMap<string, string>;
}

/** Shares that do not sum 100 % are the property's problem: it is shown at its last percentage. */
function fieldOf(path: string, draft: ReturnDraft): string {
  const shares = /^properties\.(\d+)\.owners$/.exec(path);
  if (!shares) return path;
  const count = draft.properties[Number(shares[1])]?.owners.length ?? 0;
  return count > 0 ? `${path}.${count - 1}.sharePercent` : path;
}

/** The form's own reading first (a text that is not a number), then the engine's checks. */
export function checkDraft(draft: ReturnDraft): DraftCheck {
  const { input, issues } = readDraft(draft);
  const parsed = parseReturnDocument(input);
  const errors = new Map<string, string>();
  for (const issue of [...issues, ...(parsed.ok ? [] : parsed.errors)]) {
    const field = fieldOf(issue.path, draft);
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return parsed.ok && issues.length === 0 ? { document: parsed.document, errors } : { errors };
}

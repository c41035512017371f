// The yearly rental return as one JSON document (version 1): parsing with the Spanish messages at
// each field, the cross-field checks (dates, overlaps, shares) a schema alone cannot make, and the
// empty parts the page starts from.
import * as z from 'zod/mini';
import { spanishIssue } from '../../zod-messages';
import { documentErrors } from './document-checks';
import {
  RETURN_TAX_YEARS,
  EXPENSE_KINDS,
  returnDocumentSchema,
  type ReturnTaxYear,
  type ExpenseKind,
  type ReturnDocument,
  type ReturnDocumentInput,
  type ReturnOwner,
  type ReturnProperty,
  type ReturnContract,
  type ReturnExpenses,
  type DocumentError,
  zeroExpenses,
} from './document-schema';

export { RETURN_TAX_YEARS, EXPENSE_KINDS, returnDocumentSchema };
export type {
  ReturnTaxYear,
  ExpenseKind,
  ReturnDocument,
  ReturnDocumentInput,
  ReturnOwner,
  ReturnProperty,
  ReturnContract,
  ReturnExpenses,
  DocumentError,
};

export type ParseResult =
  { ok: true; document: ReturnDocument } | { ok: false; errors: DocumentError[] };

/** Checks a JSON value as a version-1 document: every error with its field and a Spanish message. */
export function parseReturnDocument(json: unknown): ParseResult {
  const parsed = z.safeParse(returnDocumentSchema, json, {
    error: (issue) => spanishIssue(issue as z.core.$ZodRawIssue),
  });
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      })),
    };
  }
  const errors = documentErrors(parsed.data);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, document: parsed.data };
}

export function emptyContract(taxYear: number): ReturnContract {
  return {
    start: `${taxYear}-01-01`,
    end: `${taxYear}-12-31`,
    monthlyRent: 0,
    relative: false,
    tenantAge: null,
    zonaTensionada: false,
    previousMonthlyRent: null,
    rehabilitation: false,
  };
}

export function emptyProperty(): ReturnProperty {
  return {
    name: '',
    use: 'dwelling',
    community: null,
    municipality: null,
    habitualHome: false,
    owners: [{ owner: 0, sharePercent: 100 }],
    acquisition: { kind: 'purchase', date: null, price: null, costs: 0 },
    cadastral: { value: null, landValue: null, revisedYear: null },
    furniture: [],
    improvements: [],
    expenses: zeroExpenses(),
    carriedForward: [],
    contracts: [],
  };
}

export function emptyDocument(taxYear: ReturnTaxYear): ReturnDocument {
  return {
    version: 1,
    taxYear,
    owners: [{ name: '', residence: 'resident', taxResidence: null, otherIncome: null }],
    properties: [emptyProperty()],
  };
}

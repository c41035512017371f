// Test documents: every field a case relies on is written in the case; the rest are empty defaults.
import {
  emptyContract,
  emptyDocument,
  emptyProperty,
  parseReturnDocument,
  type ReturnContract,
  type ReturnDocument,
  type ReturnProperty,
  type ReturnTaxYear,
} from '../document';

export type PropertyPatch = Partial<Omit<ReturnProperty, 'expenses' | 'contracts'>> & {
  expenses?: Partial<ReturnProperty['expenses']>;
  contracts?: Partial<ReturnContract>[];
};

export function property(taxYear: number, patch: PropertyPatch): ReturnProperty {
  const empty = emptyProperty();
  return {
    ...empty,
    ...patch,
    expenses: { ...empty.expenses, ...patch.expenses },
    contracts: (patch.contracts ?? []).map((contract) => ({
      ...emptyContract(taxYear),
      ...contract,
    })),
  };
}

/** One resident owner with 100 % unless the patch says otherwise; checked by the parser. */
export function documentOf(
  taxYear: ReturnTaxYear,
  properties: PropertyPatch[],
  owners?: ReturnDocument['owners'],
): ReturnDocument {
  const doc: ReturnDocument = {
    ...emptyDocument(taxYear),
    ...(owners ? { owners } : {}),
    properties: properties.map((patch) => property(taxYear, patch)),
  };
  const parsed = parseReturnDocument(doc);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.document;
}

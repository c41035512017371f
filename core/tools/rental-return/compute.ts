// The yearly rental return of a document: every property, the totals, each owner's part, and the
// readings the engine takes where the law or the tax agency's manual leaves room.
import { round2 } from '../../round';
import { daysInYear } from './calendar';
import type { ReturnDocument } from './document';
import { ownerResults } from './owners';
import { computeProperty } from './property';
import { READINGS } from './readings';
import type { ReturnResult } from './result';

/** The document must have passed parseReturnDocument. */
export function computeReturn(doc: ReturnDocument): ReturnResult {
  const properties = doc.properties.map((property, index) =>
    computeProperty(property, index, doc.taxYear),
  );
  const total = (key: 'declaredIncome' | 'imputedIncome') =>
    round2(properties.reduce((sum, property) => sum + property[key], 0));
  return {
    taxYear: doc.taxYear,
    daysInYear: daysInYear(doc.taxYear),
    properties,
    total: { declaredIncome: total('declaredIncome'), imputedIncome: total('imputedIncome') },
    owners: ownerResults(doc, properties),
    readings: [...READINGS],
  };
}

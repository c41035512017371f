// The yearly return's workbook recalculated by LibreOffice headless gives computeReturn's figures to
// the cent: every property's results, every contract's, and each owner's part, for three documents.
import { computeReturn } from '../../core/tools/rental-return/compute';
import {
  parseReturnDocument,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../../core/tools/rental-return/document';
import type { ReturnResult } from '../../core/tools/rental-return/result';
import { cellNumber, mismatches, type Figure } from '../testing/excel-parity';
import { recalculated } from '../testing/libreoffice';
import { RETURN_CASES } from './rental-return-cases';
import {
  CONTRACT_COLUMNS,
  propertyLayout,
  propertySheetName,
  RESULT_KEYS,
  RESULT_ROWS,
  SUMMARY_SHEET,
} from './rental-return-layout';
import { OWNER_COLUMNS } from './rental-return-owners';
import { ownerRows, rentalReturnWorkbook } from './rental-return-workbook';

function parsed(input: ReturnDocumentInput): ReturnDocument {
  const result = parseReturnDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

const CONTRACT_FIGURES = [
  'days',
  'grossIncome',
  'expensesShare',
  'netIncome',
  'reduction',
  'reducedNetIncome',
  'declaredIncome',
] as const;

/** Each figure of the engine beside the cell that should hold it. */
function figures(
  document: ReturnDocument,
  result: ReturnResult,
  sheets: Map<string, string[][]>,
): Figure[] {
  const out: Figure[] = [];
  for (const property of result.properties) {
    const name = propertySheetName(property.index);
    const rows = sheets.get(`${name}`) ?? [];
    for (const key of RESULT_KEYS) {
      out.push({
        name: `${name} ${key}`,
        engine: property[key],
        sheet: cellNumber(rows, RESULT_ROWS[key], 'B'),
      });
    }
    const source = document.properties[property.index];
    if (!source) throw new Error(`no property ${property.index}`);
    const { first } = propertyLayout(source).contracts;
    for (const contract of property.contracts) {
      for (const key of CONTRACT_FIGURES) {
        out.push({
          name: `${name} contrato ${contract.index + 1} ${key}`,
          engine: contract[key],
          sheet: cellNumber(rows, first + contract.index, CONTRACT_COLUMNS[key]),
        });
      }
    }
  }
  const summary = sheets.get(SUMMARY_SHEET) ?? [];
  const { first } = ownerRows(document);
  for (const owner of result.owners) {
    const row = first + owner.index;
    const name = `propietario ${owner.index + 1}`;
    out.push(
      {
        name: `${name} declaredIncome`,
        engine: owner.declaredIncome,
        sheet: cellNumber(summary, row, OWNER_COLUMNS.declared),
      },
      {
        name: `${name} imputedIncome`,
        engine: owner.imputedIncome,
        sheet: cellNumber(summary, row, OWNER_COLUMNS.imputed),
      },
    );
    if (owner.modelo210) {
      out.push({
        name: `${name} modelo 210`,
        engine: owner.modelo210.reduce((sum, line) => sum + line.tax, 0),
        sheet: cellNumber(summary, row, OWNER_COLUMNS.tax210),
      });
    }
  }
  return out;
}

describe('rental-return workbook recalculated by LibreOffice', () => {
  const cases = Object.entries(RETURN_CASES).map(([name, input]) => {
    const document = parsed(input);
    return { name, document, result: computeReturn(document) };
  });
  const recalc = new Map<string, Map<string, string[][]>>();

  beforeAll(async () => {
    for (const [i, { name, document }] of cases.entries()) {
      const names = [SUMMARY_SHEET, ...document.properties.map((_, p) => propertySheetName(p))];
      // The download itself: the bytes the function answers, recalculated.
      const bytes = await rentalReturnWorkbook(document);
      recalc.set(name, recalculated(bytes, names, `renta-${i}`));
    }
  }, 240_000);

  it.each(cases.map((c) => [c.name, c] as const))(
    'gives the engine figures for %s',
    (name, { document, result }) => {
      const found = figures(document, result, recalc.get(name) ?? new Map());
      expect(found.length).toBeGreaterThan(RESULT_KEYS.length);
      expect(mismatches(found)).toEqual([]);
    },
  );
});

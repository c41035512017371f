// The yearly return as a real .xlsx: a summary sheet (tax year, each property's figures, each
// owner's part) and one sheet per property with its inputs and the formulas of the engine.
import ExcelJS from 'exceljs';
import type { ReturnDocument } from '../../core/tools/rental-return/document';
import { b, formula, input, label } from './rental-return-cells';
import {
  onSheet,
  propertySheetName,
  RESULT_ROWS,
  SUMMARY_SHEET,
  TAX_YEAR_CELL,
  type ResultKey,
} from './rental-return-layout';
import { writeOwners } from './rental-return-owners';
import { addPropertySheet } from './rental-return-property';
import { RETURN_SHEET_TEXT as T } from './rental-return-text';

/** @example returnExcelFileName(2025) // 'declaracion-alquiler-2025.xlsx' */
export function returnExcelFileName(taxYear: number): string {
  return `declaracion-alquiler-${taxYear}.xlsx`;
}

/** The summary's columns after the property's name: figures read from its sheet. */
const SUMMARY_KEYS: readonly ResultKey[] = [
  'grossIncome',
  'deductibleExpenses',
  'netIncome',
  'reduction',
  'reducedNetIncome',
  'declaredIncome',
  'imputedIncome',
];
const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const column = (i: number) => COLUMNS[i] ?? 'Z';

export const SUMMARY_ROWS = { taxYear: 4, propertiesTitle: 6, firstProperty: 8 } as const;

/** Where the summary's figure of a property (from 0) or the total row sits. */
export function summaryCell(key: ResultKey, row: number): string {
  return `${column(SUMMARY_KEYS.indexOf(key) + 1)}${row}`;
}

/** Rows of the owners' table under the properties' one. */
export function ownerRows(document: ReturnDocument) {
  const total = SUMMARY_ROWS.firstProperty + document.properties.length;
  const title = total + 2;
  return { total, title, first: title + 2 };
}

function summarySheet(workbook: ExcelJS.Workbook, document: ReturnDocument) {
  const sheet = workbook.addWorksheet(SUMMARY_SHEET);
  sheet.columns = [{ width: 34 }, ...SUMMARY_KEYS.map(() => ({ width: 17 }))];
  label(sheet, 'A1', T.summaryTitle(document.taxYear), true);
  sheet.getCell('A1').font = { bold: true, size: 14 };
  label(sheet, 'A2', T.howTo);
  label(sheet, `A${SUMMARY_ROWS.taxYear}`, T.summary.taxYear, true);
  input(sheet, TAX_YEAR_CELL.replaceAll('$', ''), document.taxYear, 'year');
  label(sheet, `A${SUMMARY_ROWS.propertiesTitle}`, T.summary.properties, true);
  T.summary.propertyColumns.forEach((text, i) =>
    label(sheet, `${column(i)}${SUMMARY_ROWS.propertiesTitle + 1}`, text, true),
  );
  const { total, title, first } = ownerRows(document);
  document.properties.forEach((property, p) => {
    const row = SUMMARY_ROWS.firstProperty + p;
    label(sheet, `A${row}`, T.propertyTitle(p, property.name));
    for (const key of SUMMARY_KEYS) {
      const cell = onSheet(propertySheetName(p), b(RESULT_ROWS[key]));
      formula(sheet, summaryCell(key, row), cell, 'euro');
    }
  });
  label(sheet, `A${total}`, T.summary.total, true);
  for (const key of SUMMARY_KEYS) {
    const letter = column(SUMMARY_KEYS.indexOf(key) + 1);
    const range = `${letter}${SUMMARY_ROWS.firstProperty}:${letter}${total - 1}`;
    formula(sheet, summaryCell(key, total), `ROUND(SUM(${range}),2)`, 'euro');
  }
  writeOwners(sheet, document, { title, first });
  return sheet;
}

/** The workbook of `document` as .xlsx bytes. */
export async function rentalReturnWorkbook(document: ReturnDocument): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InmoCalc';
  workbook.created = new Date(0);
  // Excel and LibreOffice compute every formula on opening: the file carries no stale results.
  workbook.calcProperties.fullCalcOnLoad = true;
  summarySheet(workbook, document);
  document.properties.forEach((property, p) =>
    addPropertySheet(workbook, propertySheetName(p), property, p),
  );
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The analysis workbook's blue cells come from the analysis field table: a field with an Excel
// cell is a row of the sheet (its label, value, format and help), one marked notInExcel is not.
import ExcelJS from 'exceljs';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from '../../core/tools/investment-analysis';
import type { FieldRow } from '../../core/tools/fields';
import { ANALYSIS_FIELDS } from '../../core/tools/investment-analysis/field-rows';
import {
  ANALYSIS_INPUTS,
  FIRST_INPUT_ROW,
  inputCell,
  type AnalysisInputKey,
} from './analysis-layout';
import { addAnalysisSheet } from './analysis-workbook';
import { NUMBER_FORMATS } from './number-formats';

// Values away from the defaults, so a row showing another field's value is seen.
const INPUT: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  managementPercent: 7,
  maintenancePercent: 4,
  owners: 2,
  ownerSharePercent: 70,
  secondMarginalRatePercent: 37,
  averageStayNights: 6,
  cadastralValue: 90_000,
  landCadastralValue: 30_000,
  plusvaliaRatePercent: 25,
};

/** The table's rows as any table's (its exact literal types aside). */
const FIELDS: readonly FieldRow[] = ANALYSIS_FIELDS;

function inputSheet() {
  const workbook = new ExcelJS.Workbook();
  const result = addAnalysisSheet(workbook, INPUT, 'Prueba');
  const sheet = workbook.getWorksheet('Prueba');
  if (!sheet) throw new Error('no sheet');
  const rows = ANALYSIS_INPUTS.map((_, index) => sheet.getRow(FIRST_INPUT_ROW + index));
  return { result, sheet, rows, labels: rows.map((row) => row.getCell(1).value) };
}

describe('analysis workbook input rows', () => {
  it('hold every field of the table that has an Excel cell, as its row says', () => {
    const { result, sheet, labels } = inputSheet();
    const inExcel = FIELDS.filter((field) => field.excel !== false);
    expect(inExcel.length).toBeGreaterThan(0);
    for (const field of inExcel) {
      const label = field.excel.label ?? field.label;
      const address = inputCell(field.name as AnalysisInputKey);
      const cell = sheet.getCell(address);
      const value = result.input[field.name as keyof typeof result.input] as number;
      expect({ name: field.name, label: sheet.getCell(address.replace('$B$', 'A')).value }).toEqual(
        {
          name: field.name,
          label,
        },
      );
      expect(labels.filter((shown) => shown === label)).toHaveLength(1);
      expect({ name: field.name, value: cell.value, format: cell.numFmt }).toEqual({
        name: field.name,
        value: field.excel.format === 'percent' ? value / 100 : value,
        format: NUMBER_FORMATS[field.excel.format],
      });
      expect(sheet.getCell(address.replace('$B$', 'C')).value).toBe(field.excel.help);
    }
  });

  it('leave out every field marked notInExcel, and hold no other rows than a short list', () => {
    const { labels } = inputSheet();
    const keys: string[] = ANALYSIS_INPUTS.map((cell) => cell.key);
    const left = FIELDS.filter((field) => field.excel === false);
    expect(left.length).toBeGreaterThan(0);
    for (const field of left) {
      expect({ name: field.name, why: field.notInExcel }).toEqual({
        name: field.name,
        why: expect.stringMatching(/\w/) as unknown,
      });
      expect(keys).not.toContain(field.name);
      expect(labels).not.toContain(field.label);
      expect(() => inputCell(field.name as AnalysisInputKey)).toThrow(field.name);
    }
    // The rows that are not number fields: engine figures and the choices coded as numbers.
    const names = FIELDS.map((field) => field.name);
    expect(keys.filter((key) => !names.includes(key))).toEqual([
      'purchaseCosts',
      'appraisal',
      'letting',
      'taxModel',
      'residence',
      'plusvalia',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('address a cell by the field name only', () => {
    // @ts-expect-error: the sheet's old key for managementPercent names no row
    expect(() => inputCell('management')).toThrow('management');
    expect(inputCell('managementPercent')).toMatch(/^\$B\$\d+$/);
  });
});

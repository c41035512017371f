// The rental-yield template as a real .xlsx: input cells, live formulas, Seville example, explanations.
import ExcelJS from 'exceljs';
import {
  ANNUAL_RENT_FORMULA,
  SEVILLE_EXAMPLE,
  TEMPLATE_DEFAULTS,
  TEMPLATE_INPUTS,
  TEMPLATE_RESULTS,
  type TemplateInputKey,
  type TemplateResultKey,
  type TemplateValues,
} from '../../core/tools/excel-template/template';
import { type DerivedName } from '../../core/tools/fields';
import { fillEmpty } from '../../core/tools/field-fill';
import { YIELD_FIELDS } from '../../core/tools/yield/fields';
import { monthlyPaymentFormula, paymentCountFormula } from './loan-formulas';
import { NUMBER_FORMATS } from './number-formats';

export const SHEET_NAMES = {
  calculator: 'Calculadora',
  example: 'Ejemplo Sevilla',
  guide: 'Explicación',
} as const;

const TEXT = {
  title: 'Plantilla de rentabilidad de alquiler',
  howTo: 'Cambia las celdas azules: los resultados se recalculan solos.',
  inputs: 'Datos de la inversión',
  results: 'Resultados',
  field: 'Campo',
  meaning: 'Qué significa',
  formula: 'Fórmula',
  source: 'Mismas fórmulas que la calculadora de rentabilidad de InmoCalc.',
} as const;

export const FIRST_INPUT_ROW = 5;
export const inputRow = new Map(
  TEMPLATE_INPUTS.map((field, i) => [field.key, FIRST_INPUT_ROW + i]),
);
export const FIRST_RESULT_ROW = FIRST_INPUT_ROW + TEMPLATE_INPUTS.length + 2;
export const resultRow = new Map(
  TEMPLATE_RESULTS.map((field, i) => [field.key, FIRST_RESULT_ROW + i]),
);

const cell = (map: Map<string, number>, key: string) => `B${map.get(key) ?? 0}`;
const input = (key: TemplateInputKey) => cell(inputRow, key);
const result = (key: TemplateResultKey) => cell(resultRow, key);

/** Excel formulas with the same definitions as core/tools/yield/engine.ts calculateRentalYield. */
function formulas(): Record<TemplateResultKey, string> {
  const price = input('purchasePrice');
  const rent = `${input('monthlyRent')}*(12-MIN(12,MAX(0,${input('vacancyMonths')})))`;
  const expenses = `${input('monthlyExpenses')}*12`;
  const loan = input('financingAmount');
  const rate = input('interestRate');
  const years = input('loanTermYears');
  return {
    // Twelve months of rent: the gross yield is before empty months (core/metrics.ts).
    grossYield: `IF(${price}>0,${input('monthlyRent')}*12/${price},0)`,
    netYield: `IF(${price}>0,(${rent}-${expenses})/(${price}*(1+${input('purchaseCostsPercent')})),0)`,
    // As the engine: a zero rate counts as no mortgage payment here (the spec's rule).
    monthlyMortgage: `IF(AND(${loan}>0,${rate}>0,${years}>0),${monthlyPaymentFormula(rate, paymentCountFormula(years), loan)},0)`,
    monthlyCashFlow: `${result('annualCashFlow')}/12`,
    annualCashFlow: `${rent}-12*(${input('monthlyExpenses')}+${result('monthlyMortgage')})`,
    totalROI: `IF(${input('initialInvestment')}>0,${result('annualCashFlow')}/${input('initialInvestment')},0)`,
  };
}

/** An input left empty holds its row's derived default as a formula, so it follows the others. */
function derivedFormulas(): Record<DerivedName<typeof YIELD_FIELDS>, string> {
  const price = input('purchasePrice');
  return {
    initialInvestment: `${price}-${input('financingAmount')}+${price}*${input('purchaseCostsPercent')}`,
  };
}

/** Percent inputs are stored as fractions (3,5 % is 0.035) so that Excel's % format applies. */
function cellValue(key: TemplateInputKey, value: number): number {
  return TEMPLATE_INPUTS.find((f) => f.key === key)?.format === 'percent' ? value / 100 : value;
}

/** Adds one calculator sheet (exported for the LibreOffice test, which puts several in one file). */
export function addCalculatorSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  values: TemplateValues,
  subtitle: string = TEXT.howTo,
) {
  const filled: Partial<Record<TemplateInputKey, number>> = fillEmpty(
    YIELD_FIELDS.filter((row) => typeof row.empty !== 'object'),
    values,
  );
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 34 }, { width: 18 }, { width: 70 }];
  sheet.getCell('A1').value = TEXT.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = subtitle;
  sheet.getCell('A4').value = TEXT.inputs;
  sheet.getCell('A4').font = { bold: true };
  for (const field of TEMPLATE_INPUTS) {
    const row = sheet.getRow(inputRow.get(field.key) ?? 0);
    row.getCell(1).value = field.label;
    const value = filled[field.key];
    row.getCell(2).value =
      value === undefined
        ? { formula: derivedFormulas()[field.key as DerivedName<typeof YIELD_FIELDS>] }
        : cellValue(field.key, value);
    row.getCell(2).numFmt = NUMBER_FORMATS[field.format];
    row.getCell(2).font = { color: { argb: 'FF0B5CAD' }, bold: true };
    row.getCell(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FB' } };
    row.getCell(3).value = field.help;
  }
  sheet.getCell(`A${FIRST_RESULT_ROW - 1}`).value = TEXT.results;
  sheet.getCell(`A${FIRST_RESULT_ROW - 1}`).font = { bold: true };
  const cellFormulas = formulas();
  for (const field of TEMPLATE_RESULTS) {
    const row = sheet.getRow(resultRow.get(field.key) ?? 0);
    row.getCell(1).value = field.label;
    // The cell comment is the definition every page and report shows (core/metrics.ts).
    row.getCell(1).note = field.help;
    row.getCell(2).value = { formula: cellFormulas[field.key] };
    row.getCell(2).numFmt = NUMBER_FORMATS[field.format];
    row.getCell(2).font = { bold: true };
    row.getCell(3).value = field.formula;
  }
  return sheet;
}

function guideSheet(workbook: ExcelJS.Workbook) {
  const sheet = workbook.addWorksheet(SHEET_NAMES.guide);
  sheet.columns = [{ width: 30 }, { width: 60 }, { width: 70 }];
  sheet.addRow([TEXT.field, TEXT.meaning, TEXT.formula]).font = { bold: true };
  for (const field of TEMPLATE_INPUTS) sheet.addRow([field.label, field.help, '']);
  sheet.addRow([]);
  for (const field of TEMPLATE_RESULTS) sheet.addRow([field.label, field.help, field.formula]);
  sheet.addRow([]);
  sheet.addRow([ANNUAL_RENT_FORMULA]);
  sheet.addRow([TEXT.source]);
}

/** The workbook as .xlsx bytes, its calculator sheet pre-filled with `values`. */
export async function rentalYieldWorkbook(
  values: TemplateValues = TEMPLATE_DEFAULTS,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InmoCalc';
  workbook.created = new Date(0);
  // Excel and LibreOffice compute every formula on opening: the file carries no stale results.
  workbook.calcProperties.fullCalcOnLoad = true;
  addCalculatorSheet(workbook, SHEET_NAMES.calculator, values);
  addCalculatorSheet(workbook, SHEET_NAMES.example, SEVILLE_EXAMPLE.input, SEVILLE_EXAMPLE.title);
  guideSheet(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// The investment analysis as a real .xlsx: inputs as blue cells, the year-by-year projection, the sale and the IRR as live formulas.
import ExcelJS from 'exceljs';
import {
  analyseInvestment,
  type AnalysisInput,
  type AnalysisResult,
} from '../../core/tools/investment-analysis';
import { rateForYear } from '../../core/tools/mortgage';
import {
  ANALYSIS_INPUTS,
  DERIVED,
  FIRST_DERIVED_ROW,
  FIRST_INPUT_ROW,
  METRIC_ROWS,
  RATE_KEYS,
  RATES,
  RATES_FIRST_ROW,
  SALE_ROWS,
  SCALE,
  SCALE_FIRST_ROW,
  TABLE_HEADER_ROW,
  YEAR_COLUMNS,
  column,
  metricRow,
  saleRow,
  yearRow,
  type DerivedKey,
  type YearColumn,
} from './analysis-layout';
import {
  caseFormula,
  derivedFormulas,
  metricFormulas,
  saleFormulas,
  yearFormulas,
  yearZeroFormulas,
} from './analysis-formulas';
import { NUMBER_FORMATS } from './number-formats';
import { METRIC_NOTES, TEXT, YEAR_HEADERS } from './analysis-sheet-text';
import { writeIrpfScales } from './analysis-irpf-sheet';
import { firstTaxYear } from '../../core/tools/investment-analysis/owner-irpf';
import type { CellFormat } from '../../core/tools/fields';

export const ANALYSIS_SHEET = 'Análisis';

const BLUE_FONT = { color: { argb: 'FF0B5CAD' }, bold: true };
const BLUE_FILL = {
  type: 'pattern' as const,
  pattern: 'solid' as const,
  fgColor: { argb: 'FFE6F0FB' },
};

/** The derived cells that are not money: months, shares and rates. */
const DERIVED_FORMATS: Readonly<Partial<Record<DerivedKey, CellFormat>>> = {
  termMonths: 'months',
  letShare: 'percent',
  constructionShare: 'percent',
  reductionApplied: 'percent',
  firstShare: 'percent',
  secondShare: 'percent',
  nonResidentRate: 'percent',
};

function money(cell: ExcelJS.Cell, format: CellFormat = 'euro') {
  cell.numFmt = NUMBER_FORMATS[format];
}

function writeInputs(sheet: ExcelJS.Worksheet, result: AnalysisResult) {
  sheet.getCell(`A${FIRST_INPUT_ROW - 1}`).value = TEXT.inputs;
  sheet.getCell(`A${FIRST_INPUT_ROW - 1}`).font = { bold: true };
  ANALYSIS_INPUTS.forEach((field, index) => {
    const row = sheet.getRow(FIRST_INPUT_ROW + index);
    row.getCell(1).value = field.label;
    row.getCell(2).value = field.value(result);
    money(row.getCell(2), field.format);
    row.getCell(2).font = BLUE_FONT;
    row.getCell(2).fill = BLUE_FILL;
    row.getCell(3).value = field.help;
  });
  const formulas = derivedFormulas();
  DERIVED.forEach((key, index) => {
    const row = sheet.getRow(FIRST_DERIVED_ROW + index);
    row.getCell(1).value = TEXT.derived[key];
    row.getCell(2).value = { formula: formulas[key] };
    money(row.getCell(2), DERIVED_FORMATS[key] ?? 'euro');
  });
  sheet.getCell(`E${SCALE_FIRST_ROW - 2}`).value = TEXT.scale;
  sheet.getCell(`E${SCALE_FIRST_ROW - 2}`).font = { bold: true };
  sheet.getCell(`E${SCALE_FIRST_ROW - 1}`).value = TEXT.scaleFrom;
  sheet.getCell(`F${SCALE_FIRST_ROW - 1}`).value = TEXT.scaleRate;
  SCALE.forEach((tranche, index) => {
    const row = sheet.getRow(SCALE_FIRST_ROW + index);
    row.getCell(5).value = tranche.from;
    money(row.getCell(5));
    row.getCell(6).value = tranche.rate;
    money(row.getCell(6), 'percent');
  });
  sheet.getCell(`E${RATES_FIRST_ROW - 1}`).value = TEXT.rates;
  sheet.getCell(`E${RATES_FIRST_ROW - 1}`).font = { bold: true };
  RATE_KEYS.forEach((key, index) => {
    const row = sheet.getRow(RATES_FIRST_ROW + index);
    row.getCell(5).value = TEXT.rate_labels[key];
    row.getCell(6).value = RATES[key];
    money(row.getCell(6), 'percent');
  });
}

/** The rate of year t: an input cell for each year of a variable or mixed loan, year 1's otherwise. */
function rateCell(result: AnalysisResult, year: number): ExcelJS.CellValue {
  const { input } = result;
  if (input.rateType === 'fixed' && year > 1) return { formula: `${column('rate')}${yearRow(1)}` };
  return rateForYear(input, year) / 100;
}

function writeYears(sheet: ExcelJS.Worksheet, result: AnalysisResult) {
  const holdYears = result.input.holdYears;
  sheet.getCell(`A${TABLE_HEADER_ROW - 1}`).value = TEXT.table;
  sheet.getCell(`A${TABLE_HEADER_ROW - 1}`).font = { bold: true };
  const note =
    result.input.loanAmount <= 0
      ? TEXT.noLoan
      : result.input.rateType === 'fixed'
        ? TEXT.fixedRate
        : TEXT.variableRate;
  sheet.getCell(`C${TABLE_HEADER_ROW - 1}`).value = `${note} ${TEXT.capNote}`;
  const header = sheet.getRow(TABLE_HEADER_ROW);
  YEAR_COLUMNS.forEach((key, index) => {
    header.getCell(index + 1).value = YEAR_HEADERS[key];
  });
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  const zero = yearZeroFormulas();
  for (let year = 0; year <= holdYears; year += 1) {
    const cells: Partial<Record<YearColumn, string | number>> =
      year === 0 ? zero : yearFormulas(year, holdYears, firstTaxYear(result.input));
    const row = sheet.getRow(yearRow(year));
    YEAR_COLUMNS.forEach((key, index) => {
      const value = cells[key];
      if (value === undefined || value === '') return;
      const cell = row.getCell(index + 1);
      if (key === 'rate') {
        if (year === 0) return;
        cell.value = rateCell(result, year);
        money(cell, 'percent');
        if (result.input.rateType !== 'fixed' || year === 1) {
          cell.font = BLUE_FONT;
          cell.fill = BLUE_FILL;
        }
        return;
      }
      cell.value = typeof value === 'number' ? value : { formula: value };
      money(cell, key === 'year' || key === 'taxYear' ? 'number' : 'euro');
    });
  }
}

function writeSaleAndMetrics(sheet: ExcelJS.Worksheet, result: AnalysisResult) {
  const holdYears = result.input.holdYears;
  const saleTitle = sheet.getCell(`A${saleRow(holdYears, 'salePrice') - 1}`);
  saleTitle.value = `${TEXT.sale} ${holdYears}`;
  saleTitle.font = { bold: true };
  const sale = saleFormulas(holdYears, firstTaxYear(result.input));
  for (const key of SALE_ROWS) {
    const row = sheet.getRow(saleRow(holdYears, key));
    row.getCell(1).value = TEXT.sale_labels[key];
    row.getCell(2).value = { formula: sale[key] };
    money(row.getCell(2));
  }
  const metricsTitle = sheet.getCell(`A${metricRow(holdYears, 'irrAfterTax') - 1}`);
  metricsTitle.value = TEXT.metrics;
  metricsTitle.font = { bold: true };
  const fraction = (value: number | null) => (value === null ? null : value / 100);
  const metrics = metricFormulas(holdYears, {
    afterTax: fraction(result.metrics.irrAfterTax),
    beforeTax: fraction(result.metrics.irrBeforeTax),
  });
  for (const key of METRIC_ROWS) {
    const row = sheet.getRow(metricRow(holdYears, key));
    row.getCell(1).value = TEXT.metric_labels[key];
    // The cell comment is the definition every page and report shows (core/metrics.ts).
    row.getCell(1).note = METRIC_NOTES[key];
    row.getCell(2).value = { formula: metrics[key] };
    money(row.getCell(2), 'percent');
    row.getCell(2).font = { bold: true };
  }
}

/** Adds one analysis sheet (exported for the LibreOffice test, which puts several in one file). */
export function addAnalysisSheet(
  workbook: ExcelJS.Workbook,
  input: AnalysisInput,
  name: string = ANALYSIS_SHEET,
): AnalysisResult {
  const result = analyseInvestment(input);
  const sheet = workbook.addWorksheet(name);
  sheet.columns = YEAR_COLUMNS.map((key) => ({ width: key === 'gap' ? 4 : 16 }));
  sheet.getColumn(1).width = 62;
  sheet.getColumn(5).width = 22;
  sheet.getColumn(3).width = 18;
  sheet.getCell('A1').value = TEXT.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = TEXT.howTo;
  sheet.getCell('A3').value =
    `Reglas fiscales: gastos de compra a ${result.rules.purchaseRatesAsOf}, escala del ahorro desde ${result.rules.savingsScaleFrom}, reducciones de la Ley 12/2023 desde ${result.rules.rentReductionsFrom}.`;
  sheet.getCell('A4').value = { formula: caseFormula() };
  sheet.getCell('A4').font = { bold: true };
  writeInputs(sheet, result);
  writeIrpfScales(sheet, result);
  writeYears(sheet, result);
  writeSaleAndMetrics(sheet, result);
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 0 }];
  return result;
}

/** The analysis workbook as .xlsx bytes. */
export async function analysisWorkbook(input: AnalysisInput): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InmoCalc';
  workbook.created = new Date(0);
  // Excel and LibreOffice compute every formula on opening: the file carries no stale results.
  workbook.calcProperties.fullCalcOnLoad = true;
  addAnalysisSheet(workbook, input);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

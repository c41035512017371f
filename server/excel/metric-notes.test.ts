// The workbooks name each figure as the site does and carry its one-sentence formula as the cell comment.
import ExcelJS from 'exceljs';
import { GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../core/metrics';
import { ANALYSIS_DEFAULTS } from '../../core/tools/investment-analysis';
import { metricRow } from './analysis-layout';
import { addAnalysisSheet } from './analysis-workbook';
import { SHEET_NAMES, rentalYieldWorkbook, resultRow } from './rental-yield-workbook';

/** The workbook's bytes as the ArrayBuffer exceljs reads. */
async function loadRentalYield(): Promise<ExcelJS.Workbook> {
  const bytes = await rentalYieldWorkbook();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook;
}

const noteText = (cell: ExcelJS.Cell): string => {
  const note = cell.note as string | { texts?: { text: string }[] } | undefined;
  if (typeof note === 'string') return note;
  return (note?.texts ?? []).map((part) => part.text).join('');
};

describe('rental-yield workbook', () => {
  it('labels and comments the yields and the return on your money with core/metrics', async () => {
    const workbook = await loadRentalYield();
    const sheet = workbook.getWorksheet(SHEET_NAMES.calculator);
    if (!sheet) throw new Error('no calculator sheet');
    for (const [key, metric] of [
      ['grossYield', GROSS_YIELD],
      ['netYield', NET_YIELD],
      ['totalROI', RETURN_ON_YOUR_MONEY],
    ] as const) {
      const label = sheet.getCell(`A${resultRow.get(key) ?? 0}`);
      expect(label.value).toBe(metric.name);
      expect(noteText(label)).toBe(metric.formula);
    }
  });
  it('computes the gross yield on twelve months of rent, not on the months let', async () => {
    const workbook = await loadRentalYield();
    const sheet = workbook.getWorksheet(SHEET_NAMES.calculator);
    const cell = sheet?.getCell(`B${resultRow.get('grossYield') ?? 0}`);
    const formula = (cell?.value as { formula?: string } | undefined)?.formula ?? '';
    expect(formula).toMatch(/\*12\//);
    expect(formula).not.toMatch(/12-/);
  });
});

describe('analysis workbook', () => {
  it('labels and comments the headline yields with core/metrics', () => {
    const workbook = new ExcelJS.Workbook();
    const result = addAnalysisSheet(workbook, ANALYSIS_DEFAULTS, 'A');
    const sheet = workbook.getWorksheet('A');
    if (!sheet) throw new Error('no analysis sheet');
    const label = (key: 'grossYield' | 'netYield' | 'cashOnCashYear1') =>
      sheet.getCell(`A${metricRow(result.input.holdYears, key)}`);
    expect(label('grossYield').value).toBe(GROSS_YIELD.name);
    expect(noteText(label('grossYield'))).toBe(GROSS_YIELD.formula);
    expect(String(label('netYield').value)).toMatch(new RegExp(`^${NET_YIELD.name}`));
    expect(noteText(label('netYield'))).toBe(NET_YIELD.formula);
    expect(String(label('cashOnCashYear1').value)).toMatch(
      new RegExp(`^${RETURN_ON_YOUR_MONEY.name}`),
    );
    expect(noteText(label('cashOnCashYear1'))).toBe(RETURN_ON_YOUR_MONEY.formula);
  });
});

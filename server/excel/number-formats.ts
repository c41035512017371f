// How the workbooks show a cell of each format (Excel's number formats).
import type { CellFormat } from '../../core/tools/fields';

export const NUMBER_FORMATS: Readonly<Record<CellFormat, string>> = {
  euro: '#,##0.00 "€"',
  percent: '0.00%',
  years: '0',
  months: '0',
  number: '0',
};

// How the yearly return's sheets write a cell: blue inputs, formulas, formats, and the words of
// their labels, so every sheet of the workbook reads the same.
import type ExcelJS from 'exceljs';
import { NUMBER_FORMATS } from './number-formats';

export const FORMATS = {
  euro: NUMBER_FORMATS.euro,
  date: 'dd/mm/yyyy',
  days: '0',
  year: '0',
  percent: '0.00 "%"',
  share: '0.0000%',
} as const;
export type Format = keyof typeof FORMATS;

export const YES = 'Sí';
export const NO = 'No';
export const yesNo = (value: boolean) => (value ? YES : NO);

/** Dates as Excel's day numbers: UTC midnight, so the serial has no hour. */
export function excelDate(iso: string | null | undefined): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

type Value = number | string | Date | null | undefined;

/** A blue cell the user may change. */
export function input(sheet: ExcelJS.Worksheet, address: string, value: Value, format?: Format) {
  const cell = sheet.getCell(address);
  cell.value = value ?? null;
  if (format) cell.numFmt = FORMATS[format];
  cell.font = { color: { argb: 'FF0B5CAD' }, bold: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FB' } };
}

/** A computed cell. */
export function formula(sheet: ExcelJS.Worksheet, address: string, text: string, format?: Format) {
  const cell = sheet.getCell(address);
  cell.value = { formula: text };
  if (format) cell.numFmt = FORMATS[format];
}

export function label(sheet: ExcelJS.Worksheet, address: string, text: string, bold = false) {
  const cell = sheet.getCell(address);
  cell.value = text;
  // Bold cells are titles and column heads: long ones wrap inside their column.
  if (bold) {
    cell.font = { bold: true };
    cell.alignment = { wrapText: true, vertical: 'bottom' };
  }
}

/** Absolute reference to column B of a row. */
export const b = (row: number) => `$B$${row}`;

// The owners' table of the summary sheet: each owner's residence and share of each property (inputs)
// and, by formula, the income each declares (core/tools/rental-return/owners.ts): a resident's share
// of the reduced income; a non-resident's modelo 210 bases and the tax at 19 % or 24 %.
import type ExcelJS from 'exceljs';
import { NON_RESIDENT_RATE } from '../../core/tools/investment-analysis/regimes';
import type { ReturnDocument } from '../../core/tools/rental-return/document';
import { b, formula, input, label } from './rental-return-cells';
import {
  onSheet,
  PART_ROWS,
  propertySheetName,
  RESULT_ROWS,
  type ResultKey,
} from './rental-return-layout';
import { RETURN_SHEET_TEXT as T } from './rental-return-text';

/** Owner columns: declared, imputed, modelo 210 tax; then one share column per property. */
export const OWNER_COLUMNS = { residence: 'B', declared: 'C', imputed: 'D', tax210: 'E' } as const;
const COLUMNS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const shareColumn = (property: number) => COLUMNS[5 + property] ?? 'Z';

const RESIDENCES = T.summary.residence;

export function writeOwners(
  sheet: ExcelJS.Worksheet,
  document: ReturnDocument,
  rows: { title: number; first: number },
) {
  const { title, first } = rows;
  label(sheet, `A${title}`, T.summary.owners, true);
  label(sheet, `${shareColumn(0)}${title}`, T.summary.shares, true);
  T.summary.ownerColumns.forEach((text, i) =>
    label(sheet, `${COLUMNS[i]}${title + 1}`, text, true),
  );
  document.properties.forEach((_, p) =>
    label(sheet, `${shareColumn(p)}${title + 1}`, T.propertyTitle(p, ''), true),
  );
  document.owners.forEach((owner, k) => {
    const row = first + k;
    const residence = `${OWNER_COLUMNS.residence}${row}`;
    label(sheet, `A${row}`, owner.name.trim() || `Propietario ${k + 1}`);
    input(sheet, residence, RESIDENCES[owner.residence]);
    sheet.getCell(residence).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${Object.values(RESIDENCES).join(',')}"`],
    };
    const is = (kind: keyof typeof RESIDENCES) => `${residence}="${RESIDENCES[kind]}"`;
    /** Each property's figure times the owner's share, each rounded to cents as the engine does. */
    const shares = (figure: (p: number) => string, rate = '') =>
      document.properties
        .map((_, p) => {
          const part = `ROUND(${figure(p)}*N(${shareColumn(p)}${row})/100,2)`;
          return rate ? `ROUND(${part}*${rate}/100,2)` : part;
        })
        .join('+') || '0';
    const cell = (p: number, at: number) => onSheet(propertySheetName(p), b(at));
    const result = (key: ResultKey) => (p: number) => cell(p, RESULT_ROWS[key]);
    const euBase = (p: number) => cell(p, PART_ROWS.euRentBase);
    const declared = `IF(${is('resident')},${shares(result('declaredIncome'))},IF(${is('eu')},${shares(euBase)},${shares(result('grossIncome'))}))`;
    formula(sheet, `${OWNER_COLUMNS.declared}${row}`, `ROUND(${declared},2)`, 'euro');
    formula(
      sheet,
      `${OWNER_COLUMNS.imputed}${row}`,
      `ROUND(${shares(result('imputedIncome'))},2)`,
      'euro',
    );
    const rate = `IF(${is('eu')},${NON_RESIDENT_RATE.eu},${NON_RESIDENT_RATE.nonEu})`;
    const base = (p: number) => `IF(${is('eu')},${euBase(p)},${result('grossIncome')(p)})`;
    formula(
      sheet,
      `${OWNER_COLUMNS.tax210}${row}`,
      `IF(${is('resident')},"",ROUND(${shares(base, rate)}+${shares(result('imputedIncome'), rate)},2))`,
      'euro',
    );
    document.properties.forEach((property, p) => {
      const share = property.owners
        .filter((entry) => entry.owner === k)
        .reduce((sum, entry) => sum + entry.sharePercent, 0);
      input(sheet, `${shareColumn(p)}${row}`, share, 'percent');
    });
  });
}

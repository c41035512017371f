// One property's sheet of the yearly return: its data, expenses, carried excesses, amortised assets
// and contracts as blue inputs, and formulas that follow core/tools/rental-return/property.ts step
// by step (each ROUND where the engine rounds to cents), so LibreOffice gives the engine's figures.
import type ExcelJS from 'exceljs';
import { EXPENSE_KINDS, type ReturnProperty } from '../../core/tools/rental-return/document';
import { CAPPED_EXPENSES, LET_ONLY_EXPENSES } from '../../core/tools/rental-return/expenses';
import { EXPENSE_LABELS } from '../../core/tools/rental-return/lines';
import { contractReduction } from '../../core/tools/rental-return/reductions';
import { writeContracts } from './rental-return-contracts';
import { b, excelDate, formula, input, label, NO, yesNo, YES } from './rental-return-cells';
import {
  DATA_ROWS as D,
  onSheet,
  PART_ROWS as P,
  propertyLayout,
  RESULT_ROWS as R,
  SUMMARY_SHEET,
  TAX_YEAR_CELL,
  type PropertyLayout,
} from './rental-return-layout';
import { RETURN_SHEET_TEXT as T } from './rental-return-text';
import {
  BUILDING_AMORTISATION_RATE,
  CARRY_FORWARD_YEARS,
  FURNITURE_AMORTISATION_RATE,
} from '../../core/tools/investment-analysis/rental-irpf';
import {
  IMPUTATION_DA55,
  IMPUTATION_NO_CADASTRAL_SHARE,
  IMPUTATION_RATE,
  IMPUTATION_REVISED_RATE,
  IMPUTATION_REVISION_YEARS,
} from '../../core/tools/rental-return/law';

const y = b(D.taxYear);
const yearStart = `DATE(${y},1,1)`;
const yearEnd = `DATE(${y},12,31)`;

function writeData(sheet: ExcelJS.Worksheet, property: ReturnProperty) {
  const { acquisition, cadastral } = property;
  const rows: [number, string][] = Object.entries(T.data).map(([key, text]) => [
    D[key as keyof typeof D],
    text,
  ]);
  for (const [row, text] of rows) label(sheet, `A${row}`, text);
  formula(sheet, `B${D.taxYear}`, onSheet(SUMMARY_SHEET, TAX_YEAR_CELL), 'year');
  formula(sheet, `B${D.yearDays}`, `${yearEnd}-${yearStart}+1`, 'days');
  input(sheet, `B${D.acquisitionDate}`, excelDate(acquisition.date), 'date');
  input(sheet, `B${D.price}`, acquisition.price, 'euro');
  input(sheet, `B${D.costs}`, acquisition.costs, 'euro');
  input(sheet, `B${D.cadastralValue}`, cadastral.value, 'euro');
  input(sheet, `B${D.landValue}`, cadastral.landValue, 'euro');
  input(sheet, `B${D.revisedYear}`, cadastral.revisedYear, 'year');
  input(sheet, `B${D.habitualHome}`, yesNo(property.habitualHome));
  const date = b(D.acquisitionDate);
  formula(sheet, `B${D.ownedFrom}`, `MAX(${yearStart},IF(${date}="",0,${date}))`, 'date');
  formula(sheet, `B${D.daysOwned}`, `MAX(0,${yearEnd}-${b(D.ownedFrom)}+1)`, 'days');
  const owned = b(D.daysOwned);
  formula(sheet, `B${D.letShare}`, `IF(${owned}>0,MIN(1,${b(D.daysLet)}/${owned}),0)`, 'share');
  const value = b(D.cadastralValue);
  const land = b(D.landValue);
  formula(
    sheet,
    `B${D.buildingShare}`,
    `IF(AND(${value}>0,${land}<>""),(${value}-${land})/${value},0)`,
    'share',
  );
  const price = b(D.price);
  const cost = `IF(${price}="",0,${price}+${b(D.costs)})`;
  formula(sheet, `B${D.amortisationBase}`, `MAX(${cost},${value})*${b(D.buildingShare)}`, 'euro');
  const revised = b(D.revisedYear);
  // The ten years of art. 85, or the 2012 revisions DA 55.ª kept at 1,1 % in the years it covered.
  const extended = Object.entries(IMPUTATION_DA55).flatMap(([year, rule]) =>
    rule ? [`AND(${y}=${year},${revised}>=${rule.since})`] : [],
  );
  const recent = `${y}-${revised}<=${IMPUTATION_REVISION_YEARS}`;
  formula(
    sheet,
    `B${D.imputationRate}`,
    `IF(${value}>0,IF(AND(${revised}<>"",OR(${[recent, ...extended].join(',')})),${IMPUTATION_REVISED_RATE},${IMPUTATION_RATE}),IF(${price}>0,${IMPUTATION_REVISED_RATE},0))`,
    'percent',
  );
  formula(
    sheet,
    `B${D.imputationBase}`,
    `IF(${value}>0,${value},IF(${price}>0,${price}*${IMPUTATION_NO_CADASTRAL_SHARE},0))`,
    'euro',
  );
  const home = `${b(D.habitualHome)}="${YES}"`;
  formula(sheet, `B${D.imputedDays}`, `IF(${home},0,MAX(0,${owned}-${b(D.daysLet)}))`, 'days');
}

/** Each kind as paid, and its deductible part: whole, or by the days let when it is prorated. */
function writeExpenses(sheet: ExcelJS.Worksheet, property: ReturnProperty, at: PropertyLayout) {
  label(sheet, `A${at.expenses.title}`, T.expenses.title, true);
  T.expenses.columns.forEach((text, i) =>
    label(sheet, `${'ABCD'[i]}${at.expenses.title + 1}`, text, true),
  );
  const share = b(D.letShare);
  EXPENSE_KINDS.forEach((kind, i) => {
    const row = at.expenses.first + i;
    label(sheet, `A${row}`, EXPENSE_LABELS[kind]);
    input(sheet, `B${row}`, property.expenses[kind], 'euro');
    label(sheet, `C${row}`, yesNo(!LET_ONLY_EXPENSES.includes(kind)));
    formula(
      sheet,
      `D${row}`,
      `ROUND(B${row}*IF(${share}<=0,0,IF(C${row}="${NO}",1,${share})),2)`,
      'euro',
    );
  });
  const sumOf = (capped: boolean) =>
    EXPENSE_KINDS.flatMap((kind, i) =>
      CAPPED_EXPENSES.includes(kind) === capped ? [`D${at.expenses.first + i}`] : [],
    ).join('+');
  formula(sheet, `B${P.otherExpenses}`, `ROUND(${sumOf(false)},2)`, 'euro');
  formula(sheet, `B${P.ownInterestAndRepairs}`, `ROUND(${sumOf(true)},2)`, 'euro');
}

/**
 * Earlier excesses, oldest first, each used within what the year's income leaves, then the year's
 * own interest and repairs (art. 23.1.a.1.º LIRPF; the engine's capInterestAndRepairs).
 */
function writeCarried(sheet: ExcelJS.Worksheet, property: ReturnProperty, at: PropertyLayout) {
  const { title, first, count } = at.carried;
  label(sheet, `A${title}`, T.carried.title, true);
  T.carried.columns.forEach((text, i) => label(sheet, `${'ABCD'[i]}${title + 1}`, text, true));
  const entries = [...property.carriedForward].sort((a, c) => a.year - c.year);
  let room = `MAX(0,${b(R.grossIncome)})`;
  for (let i = 0; i < count; i += 1) {
    const row = first + i;
    input(sheet, `A${row}`, entries[i]?.year, 'year');
    input(sheet, `B${row}`, entries[i]?.amount, 'euro');
    const alive = `AND(A${row}<>"",A${row}<${y},A${row}>=${y}-${CARRY_FORWARD_YEARS})`;
    formula(sheet, `C${row}`, `IF(${alive},ROUND(MIN(${room},B${row}),2),0)`, 'euro');
    formula(sheet, `D${row}`, `ROUND(${room}-C${row},2)`, 'euro');
    room = `D${row}`;
  }
  const own = b(P.ownInterestAndRepairs);
  formula(sheet, `B${P.ownDeducted}`, `ROUND(MIN(${room},MAX(0,${own})),2)`, 'euro');
  formula(
    sheet,
    `B${R.interestAndRepairs}`,
    `ROUND(SUM(C${first}:C${first + count - 1})+${b(P.ownDeducted)},2)`,
    'euro',
  );
  formula(
    sheet,
    `B${R.excessCarriedForward}`,
    `ROUND(MAX(0,${own})-${b(P.ownDeducted)},2)`,
    'euro',
  );
}

/** Improvements at 3 % and furniture at 10 %, each from its date, for the days let after it. */
function writeAssets(sheet: ExcelJS.Worksheet, property: ReturnProperty, at: PropertyLayout) {
  const { title, first, improvements, furniture } = at.assets;
  label(sheet, `A${title}`, T.assets.title, true);
  T.assets.columns.forEach((text, i) => label(sheet, `${'ABCDE'[i]}${title + 1}`, text, true));
  const contracts = Array.from({ length: at.contracts.count }, (_, j) => at.contracts.first + j);
  const letFrom = (date: string) =>
    contracts.map((row) => `MAX(0,$I$${row}-MAX($H$${row},${date})+1)`).join('+');
  const items = [
    ...Array.from({ length: improvements }, (_, i) => ({
      item: property.improvements[i],
      kind: T.assets.improvement,
      rate: BUILDING_AMORTISATION_RATE,
    })),
    ...Array.from({ length: furniture }, (_, i) => ({
      item: property.furniture[i],
      kind: T.assets.furniture,
      rate: FURNITURE_AMORTISATION_RATE,
    })),
  ];
  items.forEach(({ item, kind, rate }, i) => {
    const row = first + i;
    label(sheet, `A${row}`, kind);
    input(sheet, `B${row}`, item?.cost, 'euro');
    input(sheet, `C${row}`, excelDate(item?.date), 'date');
    sheet.getCell(`D${row}`).value = rate;
    sheet.getCell(`D${row}`).numFmt = '0%';
    formula(
      sheet,
      `E${row}`,
      `ROUND(D${row}*N(B${row})*(${letFrom(`N(C${row})`)})/${b(D.yearDays)},2)`,
      'euro',
    );
  });
  const lastImprovement = first + improvements - 1;
  formula(
    sheet,
    `B${P.buildingYear}`,
    `ROUND(${BUILDING_AMORTISATION_RATE}*${b(D.amortisationBase)}*${b(D.daysLet)}/${b(D.yearDays)},2)`,
    'euro',
  );
  formula(sheet, `B${P.improvementsYear}`, `ROUND(SUM(E${first}:E${lastImprovement}),2)`, 'euro');
  formula(
    sheet,
    `B${R.buildingAmortisation}`,
    `ROUND(${b(P.buildingYear)}+${b(P.improvementsYear)},2)`,
    'euro',
  );
  formula(
    sheet,
    `B${R.furnitureAmortisation}`,
    `ROUND(SUM(E${lastImprovement + 1}:E${lastImprovement + furniture}),2)`,
    'euro',
  );
}

/** The property's results: the page's data-result figures, in column B. */
function writeResults(sheet: ExcelJS.Worksheet, at: PropertyLayout) {
  const { first, count } = at.contracts;
  const column = (letter: string) => `${letter}${first}:${letter}${first + count - 1}`;
  label(sheet, `A${R.grossIncome - 1}`, T.results, true);
  for (const [key, text] of Object.entries(T.result))
    label(sheet, `A${R[key as keyof typeof R]}`, text);
  for (const [key, text] of Object.entries(T.parts))
    label(sheet, `A${P[key as keyof typeof P]}`, text);
  formula(sheet, `B${D.daysLet}`, `SUM(${column('J')})`, 'days');
  formula(sheet, `B${R.grossIncome}`, `ROUND(SUM(${column('K')}),2)`, 'euro');
  formula(
    sheet,
    `B${R.deductibleExpenses}`,
    `ROUND(${b(P.otherExpenses)}+${b(R.interestAndRepairs)}+${b(R.buildingAmortisation)}+${b(R.furnitureAmortisation)},2)`,
    'euro',
  );
  formula(
    sheet,
    `B${R.netIncome}`,
    `ROUND(${b(R.grossIncome)}-${b(R.deductibleExpenses)},2)`,
    'euro',
  );
  formula(sheet, `B${R.reduction}`, `ROUND(SUM(${column('N')}),2)`, 'euro');
  formula(sheet, `B${R.reducedNetIncome}`, `ROUND(${b(R.netIncome)}-${b(R.reduction)},2)`, 'euro');
  formula(sheet, `B${R.declaredIncome}`, `ROUND(SUM(${column('Q')}),2)`, 'euro');
  // Art. 24.6 TRLIRNR: this year's interest and repairs within the rent, nothing carried.
  const gross = b(R.grossIncome);
  formula(
    sheet,
    `B${P.euRentBase}`,
    `MAX(0,${gross}-(${b(P.otherExpenses)}+MIN(${gross},${b(P.ownInterestAndRepairs)})+${b(R.buildingAmortisation)}+${b(R.furnitureAmortisation)}))`,
    'euro',
  );
  const home = `${b(D.habitualHome)}="${YES}"`;
  formula(
    sheet,
    `B${R.imputedIncome}`,
    `IF(${home},0,ROUND(${b(D.imputationBase)}*${b(D.imputationRate)}*${b(D.imputedDays)}/100/${b(D.yearDays)},2))`,
    'euro',
  );
}

/** Adds the sheet of property `index` (exported for the LibreOffice test). */
export function addPropertySheet(
  workbook: ExcelJS.Workbook,
  name: string,
  property: ReturnProperty,
  index: number,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [{ width: 52 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }];
  label(sheet, 'A1', T.propertyTitle(index, property.name), true);
  sheet.getCell('A1').font = { bold: true, size: 14 };
  label(sheet, 'A2', T.howTo);
  const at = propertyLayout(property);
  writeData(sheet, property);
  writeResults(sheet, at);
  writeExpenses(sheet, property, at);
  writeCarried(sheet, property, at);
  writeAssets(sheet, property, at);
  writeContracts(sheet, property, at, (contract) => contractReduction(property, contract));
  return sheet;
}

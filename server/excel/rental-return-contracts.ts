// The contracts' table of a property's sheet: dates, rent and reduction as inputs; the days in the
// year, the rent month by month, the share of the expenses, the reduction and the relatives' minimum
// as formulas (core/tools/rental-return/income.ts and contracts.ts).
import type ExcelJS from 'exceljs';
import type { ReturnContract, ReturnProperty } from '../../core/tools/rental-return/document';
import type { ContractReduction } from '../../core/tools/rental-return/reductions';
import { b, excelDate, formula, input, label, yesNo, YES } from './rental-return-cells';
import {
  CONTRACT_COLUMNS as C,
  DATA_ROWS as D,
  MONTH_COLUMNS,
  RESULT_ROWS as R,
  type PropertyLayout,
} from './rental-return-layout';
import { RETURN_SHEET_TEXT as T } from './rental-return-text';

const y = b(D.taxYear);

/** Rent earned in month `m` (1-12): whole when let all of it, else by its days (the engine's reading). */
function monthRent(row: number, m: number): string {
  const monthStart = `DATE(${y},${m},1)`;
  const monthEnd = `DATE(${y},${m + 1},0)`;
  const days = `MAX(0,MIN($${C.to}${row},${monthEnd})-MAX($${C.from}${row},${monthStart})+1)`;
  const length = `DAY(${monthEnd})`;
  const rent = `$${C.monthlyRent}${row}`;
  return `IF(${days}=${length},${rent},${rent}*${days}/${length})`;
}

/** The expenses fall on each contract by its days; the last contract let takes the cents left. */
function expensesShare(row: number, first: number, last: number): string {
  const total = b(R.deductibleExpenses);
  const letDays = b(D.daysLet);
  const days = `$${C.days}${row}`;
  const before =
    row > first ? `SUM($${C.expensesShare}${first}:$${C.expensesShare}${row - 1})` : '0';
  const after = row < last ? `SUM($${C.days}${row + 1}:$${C.days}${last})` : '0';
  return `IF(${letDays}<=0,0,IF(AND(${days}>0,${after}=0),ROUND(${total}-${before},2),ROUND(${total}*${days}/${letDays},2)))`;
}

function writeRow(
  sheet: ExcelJS.Worksheet,
  row: number,
  range: { first: number; last: number },
  contract: ReturnContract | undefined,
  reduction: ContractReduction | undefined,
) {
  const c = (column: string) => `${column}${row}`;
  const all = (column: string) => `$${column}$${range.first}:$${column}$${range.last}`;
  sheet.getCell(c(C.number)).value = row - range.first + 1;
  input(sheet, c(C.start), excelDate(contract?.start), 'date');
  input(sheet, c(C.end), excelDate(contract?.end), 'date');
  input(sheet, c(C.monthlyRent), contract?.monthlyRent, 'euro');
  input(sheet, c(C.relative), contract ? yesNo(contract.relative) : undefined);
  input(sheet, c(C.reductionPercent), reduction?.percent, 'percent');
  label(sheet, c(C.reason), reduction?.reason ?? '');
  const start = `$${C.start}${row}`;
  formula(
    sheet,
    c(C.from),
    `IF(${start}="",0,MAX(${start},DATE(${y},1,1),${b(D.ownedFrom)}))`,
    'date',
  );
  const end = `$${C.end}${row}`;
  formula(
    sheet,
    c(C.to),
    `IF(${start}="",0,MIN(IF(${end}="",DATE(${y},12,31),${end}),DATE(${y},12,31)))`,
    'date',
  );
  formula(sheet, c(C.days), `IF(${start}="",0,MAX(0,${c(C.to)}-${c(C.from)}+1))`, 'days');
  MONTH_COLUMNS.forEach((column, m) =>
    formula(sheet, c(column), `IF(${c(C.days)}>0,${monthRent(row, m + 1)},0)`, 'euro'),
  );
  const months = `${MONTH_COLUMNS[0]}${row}:${MONTH_COLUMNS[11]}${row}`;
  formula(sheet, c(C.grossIncome), `ROUND(SUM(${months}),2)`, 'euro');
  formula(sheet, c(C.expensesShare), expensesShare(row, range.first, range.last), 'euro');
  formula(sheet, c(C.netIncome), `ROUND(${c(C.grossIncome)}-${c(C.expensesShare)},2)`, 'euro');
  // The reduction falls on the property's positive net income, shared by the contracts' positive parts.
  const net = `SUM(${all(C.netIncome)})`;
  const positive = `SUMIF(${all(C.netIncome)},">0")`;
  const reducible = `IF(AND(${net}>0,${positive}>0),MAX(0,${c(C.netIncome)})*${net}/${positive},0)`;
  formula(sheet, c(C.reduction), `ROUND(${reducible}*N(${c(C.reductionPercent)})/100,2)`, 'euro');
  formula(sheet, c(C.reducedNetIncome), `ROUND(${c(C.netIncome)}-${c(C.reduction)},2)`, 'euro');
  const rate = b(D.imputationRate);
  formula(
    sheet,
    c(C.relativeMinimum),
    `IF(AND(${c(C.relative)}="${YES}",${rate}>0),ROUND(${b(D.imputationBase)}*${rate}*${c(C.days)}/100/${b(D.yearDays)},2),"")`,
    'euro',
  );
  formula(
    sheet,
    c(C.declaredIncome),
    `IF(${c(C.relativeMinimum)}="",${c(C.reducedNetIncome)},MAX(${c(C.reducedNetIncome)},${c(C.relativeMinimum)}))`,
    'euro',
  );
}

export function writeContracts(
  sheet: ExcelJS.Worksheet,
  property: ReturnProperty,
  at: PropertyLayout,
  reductionOf: (contract: ReturnContract) => ContractReduction,
) {
  const { title, first, count } = at.contracts;
  label(sheet, `A${title}`, T.contracts.title, true);
  const header = sheet.getRow(title + 1);
  T.contracts.columns.forEach((text, i) => {
    header.getCell(i + 1).value = text;
    header.getCell(i + 1).font = { bold: true };
  });
  MONTH_COLUMNS.forEach((column, m) =>
    label(sheet, `${column}${title + 1}`, T.months[m] ?? '', true),
  );
  const range = { first, last: first + count - 1 };
  for (let j = 0; j < count; j += 1) {
    const contract = property.contracts[j];
    writeRow(sheet, first + j, range, contract, contract ? reductionOf(contract) : undefined);
  }
}

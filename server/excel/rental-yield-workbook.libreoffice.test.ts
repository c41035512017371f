// The template recalculated by LibreOffice headless gives the web calculator's figures.
import {
  SEVILLE_EXAMPLE,
  TEMPLATE_DEFAULTS,
  TEMPLATE_RESULTS,
} from '../../core/tools/excel-template/template';
import { calculateRentalYield, type RentalYieldInput } from '../../core/tools/yield/engine';
import { resultRow, rentalYieldWorkbook, SHEET_NAMES } from './rental-yield-workbook';
import { recalculated } from '../testing/libreoffice';

const SHEETS = [SHEET_NAMES.calculator, SHEET_NAMES.example];

/** A cell as the calculator shows it: percentages in percent, everything to cents. */
function figure(rows: string[][], row: number): number {
  const raw = rows[row - 1]?.[1] ?? '';
  const value = raw.endsWith('%') ? Number(raw.slice(0, -1)) : Number(raw);
  return Math.round(value * 100) / 100;
}

function expectSameFigures(rows: string[][], input: RentalYieldInput) {
  const expected = calculateRentalYield(input);
  for (const { key } of TEMPLATE_RESULTS) {
    const row = resultRow.get(key) ?? 0;
    expect({ key, value: figure(rows, row) }).toEqual({ key, value: expected[key] });
  }
}

describe('rental-yield workbook recalculated by LibreOffice', () => {
  const prefilled = {
    ...TEMPLATE_DEFAULTS,
    monthlyRent: 1000,
    vacancyMonths: 1,
    interestRate: 4.25,
    loanTermYears: 30,
  };
  let defaults: Map<string, string[][]>;
  let custom: Map<string, string[][]>;

  beforeAll(async () => {
    defaults = recalculated(await rentalYieldWorkbook(), SHEETS);
    custom = recalculated(await rentalYieldWorkbook(prefilled), SHEETS);
  }, 240_000);

  it('gives the calculator figures for the defaults', () => {
    expectSameFigures(defaults.get(SHEET_NAMES.calculator) ?? [], TEMPLATE_DEFAULTS);
  });

  it('gives the calculator figures for the Seville example', () => {
    expectSameFigures(defaults.get(SHEET_NAMES.example) ?? [], SEVILLE_EXAMPLE.input);
  });

  it('gives the calculator figures for pre-filled inputs with vacancy', () => {
    expectSameFigures(custom.get(SHEET_NAMES.calculator) ?? [], prefilled);
  });

  it('gives the same figures with no loan (zero rate means no mortgage payment)', async () => {
    const cash = {
      ...TEMPLATE_DEFAULTS,
      financingAmount: 0,
      interestRate: 0,
      initialInvestment: 220000,
    };
    const rows =
      recalculated(await rentalYieldWorkbook(cash), SHEETS).get(SHEET_NAMES.calculator) ?? [];
    expectSameFigures(rows, cash);
  }, 120_000);
});

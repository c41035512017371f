// The rental-yield workbook recalculated by LibreOffice headless gives the engine's figures: the
// download's own sheets, a few named cases, and each input row of the field table moved off its
// default. All in one file and one LibreOffice run.
import ExcelJS from 'exceljs';
import {
  SEVILLE_EXAMPLE,
  TEMPLATE_DEFAULTS,
  TEMPLATE_RESULTS,
} from '../../core/tools/excel-template/template';
import type { FieldRow } from '../../core/tools/fields';
import { calculateRentalYield, type RentalYieldInput } from '../../core/tools/yield/engine';
import { YIELD_FIELDS } from '../../core/tools/yield/fields';
import {
  addCalculatorSheet,
  rentalYieldWorkbook,
  resultRow,
  SHEET_NAMES,
} from './rental-yield-workbook';
import { recalculated } from '../testing/libreoffice';
import {
  cellNumber,
  currentValue,
  mismatches,
  movedFigures,
  rowScenarios,
  type Figure,
} from '../testing/excel-parity';

type EngineFigure = Omit<Figure, 'sheet'>;

function engineFigures(input: RentalYieldInput): EngineFigure[] {
  const result = calculateRentalYield(input);
  return TEMPLATE_RESULTS.map(({ key }) => ({ name: key, engine: result[key] }));
}

/** Every result cell of a calculator sheet beside the engine's figure for its input. */
function figures(input: RentalYieldInput, rows: string[][] = []): Figure[] {
  return engineFigures(input).map((figure) => ({
    ...figure,
    sheet: cellNumber(rows, resultRow.get(figure.name as never) ?? 0, 'B'),
  }));
}

/** The download's own two sheets first, then cases the row scenarios do not make. */
const NAMED: Readonly<Record<string, RentalYieldInput>> = {
  [SHEET_NAMES.calculator]: TEMPLATE_DEFAULTS,
  [SHEET_NAMES.example]: SEVILLE_EXAMPLE.input,
  Vacio: {
    ...TEMPLATE_DEFAULTS,
    monthlyRent: 1000,
    vacancyMonths: 1,
    interestRate: 4.25,
    loanTermYears: 30,
  },
  // Zero rate means no mortgage payment.
  Contado: { ...TEMPLATE_DEFAULTS, financingAmount: 0, interestRate: 0, initialInvestment: 220000 },
};

// A loan half as large again would pass the price.
const SCENARIOS = rowScenarios(YIELD_FIELDS, () => TEMPLATE_DEFAULTS, {
  financingAmount: 100_000,
});

const movedBy = (scenario: (typeof SCENARIOS)[number]) =>
  movedFigures(engineFigures(scenario.base), engineFigures(scenario.moved));

function title({ row, base, moved }: (typeof SCENARIOS)[number]): string {
  const field = row as FieldRow;
  const change = `${currentValue(row, base)} → ${currentValue(row, moved)}`;
  return field.excel
    ? `${row.name} ${change}`
    : `${row.name} ${change}, not in the workbook: ${field.notInExcel}`;
}

describe('rental-yield workbook recalculated by LibreOffice', () => {
  let sheets: Map<string, string[][]>;

  beforeAll(async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await rentalYieldWorkbook()).buffer);
    for (const [name, input] of Object.entries(NAMED).slice(2)) {
      addCalculatorSheet(workbook, name, input);
    }
    for (const { row, moved } of SCENARIOS) addCalculatorSheet(workbook, row.name, moved);
    const names = [...Object.keys(NAMED), ...SCENARIOS.map(({ row }) => row.name)];
    sheets = recalculated(Buffer.from(await workbook.xlsx.writeBuffer()), names);
  }, 240_000);

  it.each(Object.keys(NAMED))('gives the engine figures on sheet %s', (name) => {
    expect(mismatches(figures(NAMED[name] ?? TEMPLATE_DEFAULTS, sheets.get(name)))).toEqual([]);
  });

  describe('each input row moved off its default', () => {
    it.each(SCENARIOS.map((scenario) => [title(scenario), scenario] as const))(
      '%s',
      (_, scenario) => {
        const { row, moved } = scenario;
        expect(mismatches(figures(moved, sheets.get(row.name)))).toEqual([]);
        // A row whose move changes no figure proves nothing: it needs a case where it counts.
        if (row.excel)
          expect({ row: row.name, moves: movedBy(scenario).length > 0 }).toEqual({
            row: row.name,
            moves: true,
          });
      },
    );
  });
});

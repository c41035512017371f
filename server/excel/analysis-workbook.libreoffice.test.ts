// The analysis workbook recalculated by LibreOffice gives analyseInvestment's figures: named cases
// and each number row of the field table moved off its default, in one file and one run.
import ExcelJS from 'exceljs';
import {
  ANALYSIS_DEFAULTS,
  analyseInvestment,
  type AnalysisInput,
  type AnalysisResult,
} from '../../core/tools/investment-analysis';
import type { FieldRow } from '../../core/tools/fields';
import { ANALYSIS_FIELDS } from '../../core/tools/investment-analysis/field-rows';
import { column, metricRow, saleRow, yearRow } from './analysis-layout';
import { addAnalysisSheet } from './analysis-workbook';
import { recalculated } from '../testing/libreoffice';
import { CASES } from '../testing/analysis-cases';
import { analysisEngineFigures, analysisFigures } from '../testing/analysis-cells';
import {
  cellNumber,
  currentValue,
  mismatches,
  movedFigures,
  rowScenarios,
} from '../testing/excel-parity';

type RowName = (typeof ANALYSIS_FIELDS)[number]['name'];

const cents = (value: number) => Math.round(value * 100) / 100;

const TOURIST: Partial<AnalysisInput> = { letting: 'tourist' };
// Two owners on different bases, or the shares would not change the tax.
const TWO_OWNERS: Partial<AnalysisInput> = { owners: 2, secondOtherIncome: 70_000 };
/** Where a row counts, for the rows the defaults ignore (a tourist let's nightly rate). */
const WHERE_IT_COUNTS: Readonly<Partial<Record<RowName, Partial<AnalysisInput>>>> = {
  nightlyRate: TOURIST,
  occupancyPercent: TOURIST,
  averageStayNights: TOURIST,
  cleaningPerStay: TOURIST,
  platformFeePercent: TOURIST,
  ownerSharePercent: TWO_OWNERS,
  // An old link's flat rates: the second one counts only with the first.
  secondMarginalRatePercent: { owners: 2, marginalRatePercent: 30 },
  secondOtherIncome: { owners: 2 },
  secondOtherSavingsIncome: { owners: 2 },
  nonEuDeductExpenses: { residence: 'nonEu' },
  cadastralRevised: { cadastralValue: 100_000 },
  fixedYears: { rateType: 'mixed' },
  euribor: { rateType: 'variable' },
  spread: { rateType: 'variable' },
  plusvaliaRatePercent: { landCadastralValue: 40_000 },
};

// A loan half as much again would pass the price; fixed years within the hold; a reference value
// above the price (the only one that counts); cadastral values of a flat. Other money at 0: 1.000 €.
const SENSIBLE: Readonly<Partial<Record<RowName, number>>> = {
  loanAmount: 100_000,
  fixedYears: 5,
  referenceValue: 260_000,
  cadastralValue: 100_000,
  landCadastralValue: 40_000,
};

const SCENARIOS = rowScenarios(
  ANALYSIS_FIELDS,
  (row): AnalysisInput => ({ ...ANALYSIS_DEFAULTS, ...WHERE_IT_COUNTS[row.name] }),
  SENSIBLE,
  1_000,
);
type Scenario = (typeof SCENARIOS)[number];

const movedBy = ({ base, moved }: Scenario) =>
  movedFigures(
    analysisEngineFigures(analyseInvestment(base)),
    analysisEngineFigures(analyseInvestment(moved)),
  );

function title(scenario: Scenario): string {
  const field = scenario.row as FieldRow;
  const where = WHERE_IT_COUNTS[scenario.row.name];
  const change = `${currentValue(field, scenario.base)} → ${currentValue(field, scenario.moved)}`;
  const named = `${field.name} ${change}${where ? ` with ${JSON.stringify(where)}` : ''}`;
  if (field.excel) return named;
  const moves = movedBy(scenario).length;
  return `${named}, not in the workbook (${field.notInExcel}): ${moves ? `moves ${moves} figures` : 'moves none'}`;
}

describe('analysis workbook recalculated by LibreOffice', () => {
  const results = new Map<string, AnalysisResult>();
  let sheets: Map<string, string[][]>;

  beforeAll(async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.calcProperties.fullCalcOnLoad = true;
    for (const [name, input] of Object.entries(CASES)) {
      results.set(name, addAnalysisSheet(workbook, input, name));
    }
    for (const { row, moved } of SCENARIOS) {
      results.set(row.name, addAnalysisSheet(workbook, moved, row.name));
    }
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    sheets = recalculated(bytes, [...results.keys()]);
  }, 300_000);

  const figuresOf = (name: string) => {
    const result = results.get(name);
    if (!result) throw new Error(name);
    return analysisFigures(result, sheets.get(name) ?? []);
  };

  it.each(Object.keys(CASES))('gives analyseInvestment figures for %s', (name) => {
    expect(mismatches(figuresOf(name))).toEqual([]);
  });

  describe('each number row moved off its default', () => {
    it.each(SCENARIOS.map((scenario) => [title(scenario), scenario] as const))(
      '%s',
      (_, scenario) => {
        const { name, excel } = scenario.row as FieldRow;
        expect(mismatches(figuresOf(name))).toEqual([]);
        // A row whose move changes no figure proves nothing: it needs a case where it counts.
        if (excel)
          expect({ name, moves: movedBy(scenario).length > 0 }).toEqual({ name, moves: true });
      },
    );
  });

  it('exercises the interest cap and a lapsed excess in the variable case', () => {
    const years = results.get('Variable')?.years ?? [];
    expect(years.some((row) => row.carriedForward > 0)).toBe(true);
    // The rent never covers the year's own interest, so a smaller pending excess is a lapsed one.
    expect(
      years.some((row, i) => i > 0 && row.carriedForward < (years[i - 1]?.carriedForward ?? 0)),
    ).toBe(true);
    expect(years.some((row) => row.netIncome < 0)).toBe(true);
  });

  it('deducts earlier excess oldest first in the carry-forward case, until it lapses', () => {
    const years = results.get('Arrastre')?.years ?? [];
    const pending = years.map((row) => row.carriedForward);
    // Built up in years 1-2, drawn down from year 3, gone (used or lapsed) by year 7.
    expect(pending[1]).toBeGreaterThan(pending[0] ?? 0);
    expect(pending[2]).toBeLessThan(pending[1] ?? 0);
    expect(pending[6]).toBe(0);
  });

  it('exercises two owners, non-residents and a tourist let', () => {
    const first = (name: string) => results.get(name)?.years[0];
    expect(results.get('Titulares')?.input.owners).toBe(2);
    expect(results.get('Titulares')?.sale.capitalGainsTax).toBeGreaterThan(0);
    // Non-residents: a withholding, no carry-forward, never a negative yearly tax.
    for (const name of ['UE', 'FueraUE', 'FueraUEGastos']) {
      expect(results.get(name)?.sale.withholding).toBeGreaterThan(0);
      expect(
        results.get(name)?.years.every((row) => row.carriedForward === 0 && row.tax >= 0),
      ).toBe(true);
    }
    expect(results.get('FueraUEGastos')?.years.some((row) => row.netIncome < 0)).toBe(true);
    const seasonal = first('Temporada');
    expect(seasonal?.netIncome).toBeGreaterThan(0);
    // Outside the EU without expenses the net income is the rent collected.
    expect(first('FueraUE')?.netIncome).toBe(first('FueraUE')?.rent);
    // The tourist let: 95 × 365 × 62 % = 21.498,50 € of income, and imputed income for the rest.
    expect(first('Turistico')?.rent).toBe(21_498.5);
    expect(first('Turistico')?.imputedIncome).toBeGreaterThan(0);
  });

  it('states the case in words from the codes of the blue cells', () => {
    const caseLine = (name: string) => sheets.get(name)?.[3]?.[0];
    expect(caseLine('Ejemplo')).toBe(
      'Caso: vivienda habitual del inquilino (larga duración); residente en España (IRPF); un titular.',
    );
    expect(caseLine('Titulares')).toBe(
      'Caso: vivienda habitual del inquilino (larga duración); residente en España (IRPF); dos titulares (60 % y 40 %).',
    );
    expect(caseLine('UE')).toContain('residente en otro país de la UE o del EEE (IRNR al 19 %)');
    expect(caseLine('Turistico')).toContain('alquiler turístico');
  });

  it('the worked example keeps the engine figures of analysis.test.ts (TIR 6,92 %, sale 85.472,55 €)', () => {
    const rows = sheets.get('Ejemplo') ?? [];
    expect(cents(cellNumber(rows, saleRow(10, 'netProceeds'), 'B'))).toBe(85_472.55);
    expect(Math.round(cellNumber(rows, metricRow(10, 'irrAfterTax'), 'B') * 100)).toBe(692);
    // 30.000 ÷ 40 % × 1,1 % × 1/12 = 68,75 imputed a year; 10 × (2.890,43 + 60) × 11/12 amortised.
    expect(cents(cellNumber(rows, yearRow(1), column('imputedIncome')))).toBe(68.75);
    expect(cents(cellNumber(rows, saleRow(10, 'accumulatedAmortisation'), 'B'))).toBe(27_045.56);
  });
});

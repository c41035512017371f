// The analysis workbook recalculated by LibreOffice headless gives analyseInvestment's figures, to the cent.
import ExcelJS from 'exceljs';
import {
  ANALYSIS_DEFAULTS,
  irr,
  type AnalysisInput,
  type AnalysisResult,
} from '../../core/tools/investment-analysis';
import { column, metricRow, saleRow, yearRow, type YearColumn } from './analysis-layout';
import { addAnalysisSheet } from './analysis-workbook';
import { recalculated } from '../testing/libreoffice';

/** 0-based index of a column's letters: A → 0, AA → 26. */
const columnIndex = (letters: string) =>
  [...letters].reduce((index, letter) => index * 26 + letter.charCodeAt(0) - 64, 0) - 1;

const cellValue = (rows: string[][], address: { row: number; col: string }): number => {
  const raw = rows[address.row - 1]?.[columnIndex(address.col)] ?? '';
  const value = raw.endsWith('%') ? Number(raw.slice(0, -1)) / 100 : Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value)) throw new Error(`not a number: "${raw}"`);
  return value;
};
const cents = (value: number) => Math.round(value * 100) / 100;

/** The table columns, sheet column → analyseInvestment's year field. */
const TABLE: readonly [YearColumn, keyof AnalysisResult['years'][number]][] = [
  ['rent', 'rent'],
  ['runningCosts', 'runningCosts'],
  ['interest', 'interest'],
  ['principal', 'principal'],
  ['amortisation', 'amortisation'],
  ['netIncome', 'netIncome'],
  ['imputedIncome', 'imputedIncome'],
  ['tax', 'tax'],
  ['tax', 'rentTax'],
  ['carriedForward', 'carriedForward'],
  ['cashFlow', 'cashFlow'],
  ['outstandingLoan', 'outstandingLoan'],
  ['equity', 'equity'],
  ['flowAfterTax', 'equityFlow'],
];

function expectSameFigures(rows: string[][], result: AnalysisResult) {
  const holdYears = result.input.holdYears;
  for (const year of result.years) {
    for (const [col, field] of TABLE) {
      const value = cents(cellValue(rows, { row: yearRow(year.year), col: column(col) }));
      expect({ year: year.year, col, value }).toEqual({
        year: year.year,
        col,
        value: year[field],
      });
    }
  }
  const sale = (key: Parameters<typeof saleRow>[1]) =>
    cents(cellValue(rows, { row: saleRow(holdYears, key), col: 'B' }));
  expect(sale('salePrice')).toBe(result.sale.salePrice);
  expect(sale('accumulatedAmortisation')).toBe(result.sale.accumulatedAmortisation);
  expect(sale('acquisitionValue')).toBe(result.sale.acquisitionValue);
  expect(sale('gain')).toBe(result.sale.gain);
  expect(sale('withholding')).toBe(result.sale.withholding);
  expect(sale('capitalGainsTax')).toBe(result.sale.capitalGainsTax);
  expect(sale('netProceeds')).toBe(result.sale.netProceeds);
  const metric = (key: Parameters<typeof metricRow>[1]) =>
    cellValue(rows, { row: metricRow(holdYears, key), col: 'B' });
  // IRR to 1e-6 against the engine's IRR of the same flows; the page shows it to 2 decimals.
  const irrAfter = metric('irrAfterTax');
  expect(Math.abs(irrAfter - (irr(result.flows.afterTax) ?? Number.NaN))).toBeLessThan(1e-6);
  expect(Math.round(irrAfter * 10_000) / 100).toBe(result.metrics.irrAfterTax);
  const irrBefore = metric('irrBeforeTax');
  expect(Math.abs(irrBefore - (irr(result.flows.beforeTax) ?? Number.NaN))).toBeLessThan(1e-6);
  expect(Math.round(metric('grossYield') * 10_000) / 100).toBe(result.metrics.grossYield);
  expect(Math.round(metric('netYield') * 10_000) / 100).toBe(result.metrics.netYield);
  expect(Math.round(metric('cashOnCashYear1') * 10_000) / 100).toBe(result.metrics.cashOnCashYear1);
}

// The worked example of analysis.test.ts (fixed 3 %, 10 years, plusvalía).
const workedExample: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 150_000,
  deedDate: '2026-06-15',
  renovation: 2_000,
  furniture: 3_000,
  loanAmount: 120_000,
  loanTermYears: 25,
  rateType: 'fixed',
  interestRate: 3,
  openingFeePercent: 0.5,
  monthlyRent: 800,
  ibi: 300,
  communityFees: 600,
  homeInsurance: 200,
  maintenancePercent: 5,
  landCadastralValue: 30_000,
  plusvaliaRatePercent: 29,
};

const CASES: Record<string, AnalysisInput> = {
  Ejemplo: workedExample,
  // Mixed loan repaid before the sale (12-year term, 15-year hold): rates change in year 6.
  Mixto: {
    ...ANALYSIS_DEFAULTS,
    rateType: 'mixed',
    interestRate: 2.4,
    fixedYears: 5,
    euribor: 2.6,
    spread: 0.9,
    loanTermYears: 12,
    holdYears: 15,
    community: 'andalucia',
  },
  // Variable loan, rent below the interest: the cap, the carry-forward and its 4-year lapse.
  Variable: {
    ...ANALYSIS_DEFAULTS,
    price: 300_000,
    loanAmount: 290_000,
    rateType: 'variable',
    euribor: 4.5,
    spread: 1.5,
    monthlyRent: 700,
    emptyMonths: 2,
    rentUpdatePercent: 4,
    maintenancePercent: 10,
    furniture: 8_000,
    holdYears: 14,
    priceChangePercent: -1,
  },
  // 7 % for two years, then 0.8 %: the excess of years 1-2 is deducted from year 3 on, oldest
  // first, and what is left of year 2's lapses after year 6.
  Arrastre: {
    ...ANALYSIS_DEFAULTS,
    price: 300_000,
    loanAmount: 290_000,
    rateType: 'mixed',
    interestRate: 7,
    fixedYears: 2,
    euribor: 0.2,
    spread: 0.6,
    monthlyRent: 800,
    emptyMonths: 2,
    maintenancePercent: 10,
    holdYears: 9,
  },
  // Cash purchase held 40 years: the building is fully amortised after 33⅓ years; new home (VAT).
  Contado: {
    ...ANALYSIS_DEFAULTS,
    propertyType: 'new',
    loanAmount: 0,
    holdYears: 40,
    priceChangePercent: 3.5,
    rentReductionPercent: 90,
    marginalRatePercent: 45,
    managementPercent: 6,
  },
  // The worked example owned 60/40 by two people at 37 % and 24 %: each owner's tax at his rate
  // on his share, and each share of the gain at the savings scale.
  Titulares: {
    ...workedExample,
    owners: 2,
    ownerSharePercent: 60,
    marginalRatePercent: 37,
    secondMarginalRatePercent: 24,
    cadastralValue: 90_000,
    priceChangePercent: 5,
  },
  // Resident in Germany: IRNR at 19 % of the net rent, never below 0, no carry-forward; two empty
  // months of a cadastral value not revised (2 %); the buyer withholds 3 % of the sale price.
  UE: {
    ...ANALYSIS_DEFAULTS,
    residence: 'eu',
    emptyMonths: 2,
    cadastralValue: 120_000,
    cadastralRevised: 0,
    landCadastralValue: 40_000,
    rateType: 'variable',
    euribor: 4.5,
    spread: 1.5,
    holdYears: 8,
  },
  // Resident in the United States: 24 % of the rent collected, without expenses.
  FueraUE: {
    ...ANALYSIS_DEFAULTS,
    residence: 'nonEu',
    cadastralValue: 110_000,
    holdYears: 6,
    priceChangePercent: -2,
  },
  // Outside the EU deducting the expenses (SAN 28-7-2025): 24 % of the net rent, floored at 0.
  FueraUEGastos: {
    ...ANALYSIS_DEFAULTS,
    residence: 'nonEu',
    nonEuDeductExpenses: 1,
    price: 300_000,
    loanAmount: 270_000,
    rateType: 'variable',
    euribor: 4,
    spread: 1.5,
    monthlyRent: 1_100,
    landCadastralValue: 50_000,
    holdYears: 7,
  },
  // A seasonal let owned 50/50: no Ley 12/2023 reduction, three months empty.
  Temporada: {
    ...ANALYSIS_DEFAULTS,
    letting: 'seasonal',
    emptyMonths: 3,
    owners: 2,
    ownerSharePercent: 50,
    marginalRatePercent: 45,
    secondMarginalRatePercent: 30,
    cadastralValue: 95_000,
    holdYears: 5,
  },
  // Tourist let: nightly rate × 365 × occupancy, cleaning per stay and the platform's fee; the
  // nights not let prorate the fixed costs and carry imputed income.
  Turistico: {
    ...ANALYSIS_DEFAULTS,
    letting: 'tourist',
    nightlyRate: 95,
    occupancyPercent: 62,
    averageStayNights: 4,
    cleaningPerStay: 45,
    platformFeePercent: 15,
    cadastralValue: 100_000,
    furniture: 9_000,
    holdYears: 12,
  },
};

describe('analysis workbook recalculated by LibreOffice', () => {
  const results = new Map<string, AnalysisResult>();
  let sheets: Map<string, string[][]>;

  beforeAll(async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.calcProperties.fullCalcOnLoad = true;
    for (const [name, input] of Object.entries(CASES)) {
      results.set(name, addAnalysisSheet(workbook, input, name));
    }
    sheets = recalculated(Buffer.from(await workbook.xlsx.writeBuffer()), Object.keys(CASES));
  }, 240_000);

  it.each(Object.keys(CASES))('gives analyseInvestment figures for %s', (name) => {
    const result = results.get(name);
    if (!result) throw new Error(name);
    expectSameFigures(sheets.get(name) ?? [], result);
  });

  it('exercises the interest cap and a lapsed excess in the variable case', () => {
    const years = results.get('Variable')?.years ?? [];
    expect(years.some((row) => row.carriedForward > 0)).toBe(true);
    // Nothing is deducted from earlier years (the rent never covers the year's own interest), so a
    // smaller pending excess means one lapsed after its 4 years.
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
    // Two owners at different rates pay the sum of two taxes, and the gain is taxed per share.
    expect(results.get('Titulares')?.input.owners).toBe(2);
    expect(results.get('Titulares')?.sale.capitalGainsTax).toBeGreaterThan(0);
    // Non-residents: a withholding, no carry-forward, never a negative yearly tax.
    for (const name of ['UE', 'FueraUE', 'FueraUEGastos']) {
      expect(results.get(name)?.sale.withholding).toBeGreaterThan(0);
      expect(
        results.get(name)?.years.every((row) => row.carriedForward === 0 && row.tax >= 0),
      ).toBe(true);
    }
    // Deducting expenses outside the EU, a loss pays 0, not a negative tax.
    expect(results.get('FueraUEGastos')?.years.some((row) => row.netIncome < 0)).toBe(true);
    // A seasonal let has no reduction: the tax is the full net income at the owners' rates.
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
    expect(caseLine('UE')).toContain('no residente en la UE o el EEE (IRNR al 19 %)');
    expect(caseLine('Turistico')).toContain('alquiler turístico');
  });

  it('the worked example keeps the engine figures of analysis.test.ts (TIR 6,92 %, sale 85.472,55 €)', () => {
    const rows = sheets.get('Ejemplo') ?? [];
    expect(cents(cellValue(rows, { row: saleRow(10, 'netProceeds'), col: 'B' }))).toBe(85_472.55);
    expect(
      Math.round(cellValue(rows, { row: metricRow(10, 'irrAfterTax'), col: 'B' }) * 10_000),
    ).toBe(692);
    // One month empty on a cadastral value of 30,000 ÷ 40 % = 75,000 (estimated from the land):
    // 75,000 × 1,1 % × 1/12 = 68,75 imputed each year; amortisation of the 11 months let only:
    // 10 × (2.890,43 + 60) × 11/12 = 27.045,56 off the acquisition value.
    expect(cents(cellValue(rows, { row: yearRow(1), col: column('imputedIncome') }))).toBe(68.75);
    expect(cents(cellValue(rows, { row: saleRow(10, 'accumulatedAmortisation'), col: 'B' }))).toBe(
      27_045.56,
    );
  });
});

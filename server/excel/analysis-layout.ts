// Where everything sits on the "Análisis" sheet: input rows, year-table columns, sale and metric rows.
import { IRPF_SAVINGS_SCALE } from '../../core/tax/irpf-savings-scale';
import { excelRows, type CellFormat } from '../../core/tools/fields';
import { IRPF_LAST_ROW } from './analysis-irpf-layout';
import type { AnalysisResult } from '../../core/tools/investment-analysis';
import { ANALYSIS_FIELDS } from '../../core/tools/investment-analysis/field-rows';
import {
  IMPUTATION_RATE_OTHER,
  IMPUTATION_RATE_REVISED,
  NON_RESIDENT_GAIN_RATE,
  NON_RESIDENT_RATE,
  SALE_WITHHOLDING_PERCENT,
  type Letting,
  type Residence,
} from '../../core/tools/investment-analysis/regimes';

export interface AnalysisInputCell<Key extends string = string> {
  key: Key;
  label: string;
  format: CellFormat;
  /** The value written into the blue cell (percentages as fractions). */
  value: (result: AnalysisResult) => number;
  help: string;
}

/** Sheet codes of the choices (blue cells hold numbers): the kind of let and the residence. */
export const LETTING_CODES: Readonly<Record<Letting, number>> = {
  longTerm: 1,
  seasonal: 2,
  tourist: 3,
};
export const RESIDENCE_CODES: Readonly<Record<Residence, number>> = {
  resident: 0,
  eu: 1,
  nonEu: 2,
};

/** The rows of the analysis' field table that are in the workbook (the others say why not). */
const FIELD_ROWS = /* @__PURE__ */ excelRows(ANALYSIS_FIELDS);
type FieldKey = (typeof FIELD_ROWS)[number]['name'];

interface ExtraRow extends AnalysisInputCell {
  /** The field row it follows in the sheet. */
  after: FieldKey;
}

/** The input rows that are not number fields: figures of the engine, or a select's choice coded. */
const EXTRA_ROWS = [
  {
    // The purchase engine's total for the community and deed date, or the user's corrections.
    key: 'purchaseCosts',
    after: 'price',
    format: 'euro',
    value: (r) => r.purchase.total,
    label: 'Gastos de compra',
    help: 'Impuestos, notaría, registro, gestoría y tasación, calculados por InmoCalc para tu comunidad en la fecha de la escritura; cámbialos si tienes los reales.',
  },
  {
    // A line of the purchase costs, which the sheet's tax treats apart (a financing cost).
    key: 'appraisal',
    after: 'price',
    format: 'euro',
    value: (r) => r.purchase.appraisal,
    label: 'Tasación del préstamo (dentro de los gastos de compra)',
    help: 'No es valor de adquisición: con préstamo, es un gasto de financiación del primer año.',
  },
  {
    key: 'letting',
    after: 'openingFeePercent',
    format: 'number',
    value: (r) => LETTING_CODES[r.input.letting],
    label: 'Tipo de alquiler (1, 2 o 3)',
    help: '1 = vivienda habitual del inquilino (larga duración); 2 = por temporada; 3 = turístico (por noches).',
  },
  {
    key: 'taxModel',
    after: 'marginalRatePercent',
    format: 'number',
    value: (r) => (r.input.flatRate ? 0 : 1),
    label: 'Modelo del IRPF (1 = escalas, 0 = tipo fijo)',
    help: '1 = las escalas estatal y autonómica sobre tu base (columnas H a M); 0 = el tipo marginal fijo de los enlaces anteriores.',
  },
  {
    key: 'residence',
    after: 'secondMarginalRatePercent',
    format: 'number',
    value: (r) => RESIDENCE_CODES[r.input.residence],
    label: 'Residencia fiscal (0, 1 o 2)',
    help: '0 = residente en España (IRPF); 1 = residente en otro país de la UE o del EEE (IRNR al 19 %); 2 = residente fuera de la UE y del EEE (IRNR al 24 %).',
  },
  {
    // The municipal plusvalía the engine computes from the land value and the town's rate.
    key: 'plusvalia',
    after: 'landCadastralValue',
    format: 'euro',
    value: (r) => r.sale.plusvalia ?? 0,
    label: 'Plusvalía municipal',
    help: 'Calculada por InmoCalc (el menor de los dos métodos) con el valor del suelo y el tipo de tu ayuntamiento; 0 si no los indicaste.',
  },
] as const satisfies readonly ExtraRow[];

/** A blue cell's key: the field's name, or an extra row's. */
export type AnalysisInputKey = FieldKey | (typeof EXTRA_ROWS)[number]['key'];

/** A field row as a cell: its input's value, a percentage as a fraction (Excel's 12 % is 0.12). */
function fieldCell(row: (typeof FIELD_ROWS)[number]): AnalysisInputCell<FieldKey> {
  const { name, excel } = row;
  return {
    key: name,
    label: excel.label ?? row.label,
    format: excel.format,
    value: (r) => (excel.format === 'percent' ? r.input[name] / 100 : r.input[name]),
    help: excel.help,
  };
}

/** The input rows, in sheet order: the field table's, each followed by the extra rows after it. */
export const ANALYSIS_INPUTS: readonly AnalysisInputCell<AnalysisInputKey>[] =
  /* @__PURE__ */ FIELD_ROWS.flatMap((row) => [
    fieldCell(row),
    ...EXTRA_ROWS.filter((extra) => extra.after === row.name),
  ]);

export const FIRST_INPUT_ROW = 6;
const inputRows = new Map<string, number>(
  ANALYSIS_INPUTS.map((field, i) => [field.key, FIRST_INPUT_ROW + i]),
);
/** The absolute address of an input cell, e.g. $B$6 (a key of no row throws: never a wrong cell). */
export function inputCell(key: AnalysisInputKey): string {
  const row = inputRows.get(key);
  if (row === undefined) throw new Error(`No input row ${key}`);
  return `$B$${row}`;
}

/** Values derived from the inputs (formulas), below them. */
export const DERIVED = [
  'termMonths',
  'openingFeeAmount',
  'equity',
  'acquisitionCosts',
  'financingCosts',
  'letShare',
  'constructionShare',
  'cadastralTotal',
  'cadastralBuilding',
  'amortisationBase',
  'buildingCost',
  'imputedIncome',
  'reductionApplied',
  'firstShare',
  'secondShare',
  'nonResidentRate',
] as const;
export type DerivedKey = (typeof DERIVED)[number];
export const FIRST_DERIVED_ROW = FIRST_INPUT_ROW + ANALYSIS_INPUTS.length + 1;
export const derivedCell = (key: DerivedKey) => `$B$${FIRST_DERIVED_ROW + DERIVED.indexOf(key)}`;

/** The savings scale of the IRPF on the gain, one row per tranche: from, rate (columns E:F). */
export const SCALE = IRPF_SAVINGS_SCALE.brackets.map((bracket, index, all) => ({
  from: index === 0 ? 0 : (all[index - 1]?.upTo ?? 0),
  rate: bracket.rate / 100,
}));
export const SCALE_FIRST_ROW = FIRST_INPUT_ROW + 1;

/** The fixed rates of the law (columns E:F, below the scale), as fractions. */
export const RATES = {
  imputationRevised: IMPUTATION_RATE_REVISED / 100,
  imputationOther: IMPUTATION_RATE_OTHER / 100,
  nonResidentEu: NON_RESIDENT_RATE.eu / 100,
  nonResidentOther: NON_RESIDENT_RATE.nonEu / 100,
  nonResidentGain: NON_RESIDENT_GAIN_RATE / 100,
  saleWithholding: SALE_WITHHOLDING_PERCENT / 100,
} as const;
export type RateKey = keyof typeof RATES;
export const RATE_KEYS = Object.keys(RATES) as RateKey[];
export const RATES_FIRST_ROW = SCALE_FIRST_ROW + SCALE.length + 2;
export const rateCell = (key: RateKey) => `$F$${RATES_FIRST_ROW + RATE_KEYS.indexOf(key)}`;

/** Year-table columns, in order; the ones after `gap` explain the tax of the year. */
export const YEAR_COLUMNS = [
  'year',
  'rate',
  'rent',
  'runningCosts',
  'interest',
  'principal',
  'amortisation',
  'netIncome',
  'imputedIncome',
  'tax',
  'cashFlow',
  'outstandingLoan',
  'propertyValue',
  'equity',
  'saleProceeds',
  'flowAfterTax',
  'flowBeforeTax',
  'gap',
  'deductibleCosts',
  'repairs',
  'financing',
  'ownFinance',
  'ownDeducted',
  'excess',
  'excessToDate',
  'usedFromEarlier',
  'consumedToDate',
  'carriedForward',
  'buildingAmortisation',
  'taxableIncome',
  'firstOwnerTax',
  'secondOwnerTax',
  'taxYear',
] as const;
export type YearColumn = (typeof YEAR_COLUMNS)[number];

/** The column letters of a 1-based index: 1 → A, 27 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

export const column = (key: YearColumn): string => columnLetters(YEAR_COLUMNS.indexOf(key) + 1);

/** The year table: header row, then year 0 (the purchase), then years 1..H. */
const ABOVE_TABLE = [FIRST_DERIVED_ROW + DERIVED.length, RATES_FIRST_ROW + RATE_KEYS.length];
export const TABLE_HEADER_ROW = Math.max(...ABOVE_TABLE, IRPF_LAST_ROW) + 2;
export const yearRow = (year: number) => TABLE_HEADER_ROW + 1 + year;

/** Sale and metric rows below the table. */
export const SALE_ROWS = [
  'salePrice',
  'sellingCostsAmount',
  'accumulatedAmortisation',
  'acquisitionValue',
  'gain',
  'firstOwnerGain',
  'firstOwnerGainTax',
  'secondOwnerGain',
  'secondOwnerGainTax',
  'capitalGainsTax',
  'withholding',
  'loanRepaid',
  'earlyRepaymentFee',
  'proceedsBeforeTax',
  'netProceeds',
] as const;
export const METRIC_ROWS = [
  'irrAfterTax',
  'irrBeforeTax',
  'grossYield',
  'netYield',
  'cashOnCashYear1',
] as const;
export type SaleKey = (typeof SALE_ROWS)[number];
export type MetricKey = (typeof METRIC_ROWS)[number];

export const saleRow = (holdYears: number, key: SaleKey) =>
  yearRow(holdYears) + 3 + SALE_ROWS.indexOf(key);
export const metricRow = (holdYears: number, key: MetricKey) =>
  saleRow(holdYears, 'netProceeds') + 3 + METRIC_ROWS.indexOf(key);

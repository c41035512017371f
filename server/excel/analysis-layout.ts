// Where everything sits on the "Análisis" sheet: input rows, year-table columns, sale and metric rows.
import { IRPF_SAVINGS_SCALE } from '../../core/tax/irpf-savings-scale';
import type { AnalysisResult, ResolvedInput } from '../../core/tools/investment-analysis';

export type AnalysisCellFormat = 'euro' | 'percent' | 'number';

export interface AnalysisInputCell<Key extends string = string> {
  key: Key;
  label: string;
  format: AnalysisCellFormat;
  /** The value written into the blue cell (percentages as fractions). */
  value: (result: AnalysisResult) => number;
  help: string;
}

/** The fields of the resolved input that are numbers. */
type NumberField = {
  [K in keyof ResolvedInput]-?: ResolvedInput[K] extends number ? K : never;
}[keyof ResolvedInput];

/** An input row: sheet key, format, source (a number field of the input, or a figure of the result), label, help. */
type InputRow = readonly [
  key: string,
  format: AnalysisCellFormat,
  source: NumberField | ((result: AnalysisResult) => number),
  label: string,
  help: string,
];

const FIXED_COST = 'Gasto fijo del primer año.';
const ON_RENT = 'Sobre el alquiler cobrado.';

/** The input rows, in sheet order, from the analysis' resolved input (and three engine figures). */
const INPUT_ROWS = [
  ['price', 'euro', 'price', 'Precio de compra', 'Sin impuestos ni gastos.'],
  [
    'purchaseCosts',
    'euro',
    (r) => r.purchase.total,
    'Gastos de compra',
    'Impuestos, notaría, registro, gestoría y tasación, calculados por InmoCalc para tu comunidad; cámbialos si tienes los reales.',
  ],
  ['renovation', 'euro', 'renovation', 'Reforma al comprar', 'Se amortiza con la vivienda.'],
  ['furniture', 'euro', 'furniture', 'Muebles', 'Se amortizan al 10 % durante 10 años.'],
  ['loan', 'euro', 'loanAmount', 'Importe del préstamo', '0 si compras al contado.'],
  [
    'termMonths',
    'number',
    (r) => (r.input.loanAmount > 0 ? Math.max(1, Math.round(r.input.loanTermYears * 12)) : 0),
    'Plazo del préstamo (meses)',
    'Años × 12. El tipo de cada año está en la tabla.',
  ],
  [
    'openingFee',
    'percent',
    'openingFeePercent',
    'Comisión de apertura',
    'Sobre el importe del préstamo.',
  ],
  ['monthlyRent', 'euro', 'monthlyRent', 'Alquiler mensual', 'Renta del primer año.'],
  [
    'emptyMonths',
    'number',
    'emptyMonths',
    'Meses vacía al año',
    'Entre un inquilino y el siguiente.',
  ],
  [
    'rentUpdate',
    'percent',
    'rentUpdatePercent',
    'Subida anual del alquiler y los gastos fijos',
    'Se aplica desde el segundo año.',
  ],
  ['ibi', 'euro', 'ibi', 'IBI al año', FIXED_COST],
  ['communityFees', 'euro', 'communityFees', 'Comunidad al año', FIXED_COST],
  ['homeInsurance', 'euro', 'homeInsurance', 'Seguro de hogar al año', FIXED_COST],
  ['otherCosts', 'euro', 'otherCosts', 'Otros gastos al año', FIXED_COST],
  ['defaultInsurance', 'percent', 'defaultInsurancePercent', 'Seguro de impago', ON_RENT],
  [
    'maintenance',
    'percent',
    'maintenancePercent',
    'Mantenimiento',
    'Sobre el alquiler cobrado; cuenta como reparaciones en el IRPF.',
  ],
  ['management', 'percent', 'managementPercent', 'Gestión', ON_RENT],
  [
    'marginalRate',
    'percent',
    'marginalRatePercent',
    'Tipo marginal de IRPF',
    'El de tu última declaración.',
  ],
  [
    'reduction',
    'percent',
    'rentReductionPercent',
    'Reducción por alquiler de vivienda',
    'Ley 12/2023: 50 % general, 60 %, 70 % o 90 % según el caso.',
  ],
  [
    'constructionShare',
    'percent',
    'constructionSharePercent',
    'Parte de construcción del valor',
    'La da el recibo del IBI; el suelo no se amortiza.',
  ],
  [
    'priceChange',
    'percent',
    'priceChangePercent',
    'Revalorización anual',
    'Del precio de la vivienda.',
  ],
  [
    'sellingCosts',
    'percent',
    'sellingCostsPercent',
    'Gastos de venta',
    'Sobre el precio de venta.',
  ],
  [
    'plusvalia',
    'euro',
    (r) => r.sale.plusvalia ?? 0,
    'Plusvalía municipal',
    'Calculada por InmoCalc (el menor de los dos métodos) con el valor del suelo y el tipo de tu ayuntamiento; 0 si no los indicaste.',
  ],
] as const satisfies readonly InputRow[];

export type AnalysisInputKey = (typeof INPUT_ROWS)[number][0];

/** A row as a cell: a field of the input is written as is, a percentage as a fraction (Excel's 12 % is 0.12). */
function inputCellOf([key, format, source, label, help]: (typeof INPUT_ROWS)[number]) {
  const value =
    typeof source === 'function'
      ? source
      : (r: AnalysisResult) => (format === 'percent' ? r.input[source] / 100 : r.input[source]);
  return { key, label, format, value, help } satisfies AnalysisInputCell<AnalysisInputKey>;
}

export const ANALYSIS_INPUTS: readonly AnalysisInputCell<AnalysisInputKey>[] =
  INPUT_ROWS.map(inputCellOf);

export const FIRST_INPUT_ROW = 6;
const inputRows = new Map<string, number>(
  ANALYSIS_INPUTS.map((field, i) => [field.key, FIRST_INPUT_ROW + i]),
);
/** The absolute address of an input cell, e.g. $B$6. */
export const inputCell = (key: AnalysisInputKey) => `$B$${inputRows.get(key) ?? 0}`;

/** Values derived from the inputs (formulas), below them. */
export const DERIVED = ['openingFeeAmount', 'equity', 'amortisationBase'] as const;
export type DerivedKey = (typeof DERIVED)[number];
export const FIRST_DERIVED_ROW = FIRST_INPUT_ROW + ANALYSIS_INPUTS.length + 1;
export const derivedCell = (key: DerivedKey) => `$B$${FIRST_DERIVED_ROW + DERIVED.indexOf(key)}`;

/** The savings scale of the IRPF on the gain, one row per tranche: from, rate (columns E:F). */
export const SCALE = IRPF_SAVINGS_SCALE.brackets.map((bracket, index, all) => ({
  from: index === 0 ? 0 : (all[index - 1]?.upTo ?? 0),
  rate: bracket.rate / 100,
}));
export const SCALE_FIRST_ROW = FIRST_INPUT_ROW + 1;

/** Year-table columns, in order; `visible` columns are the issue's, the rest explain the IRPF cap. */
export const YEAR_COLUMNS = [
  'year',
  'rate',
  'rent',
  'runningCosts',
  'interest',
  'principal',
  'amortisation',
  'netIncome',
  'rentTax',
  'cashFlow',
  'outstandingLoan',
  'propertyValue',
  'equity',
  'saleProceeds',
  'flowAfterTax',
  'flowBeforeTax',
  'gap',
  'repairs',
  'ownFinance',
  'ownDeducted',
  'excess',
  'excessToDate',
  'usedFromEarlier',
  'consumedToDate',
  'carriedForward',
] as const;
export type YearColumn = (typeof YEAR_COLUMNS)[number];

export const column = (key: YearColumn): string =>
  String.fromCharCode(65 + YEAR_COLUMNS.indexOf(key));

export const YEAR_HEADERS: Record<YearColumn, string> = {
  year: 'Año',
  rate: 'Tipo de interés del año',
  rent: 'Alquiler cobrado',
  runningCosts: 'Gastos',
  interest: 'Intereses',
  principal: 'Capital amortizado del préstamo',
  amortisation: 'Amortización fiscal',
  netIncome: 'Rendimiento neto (IRPF)',
  rentTax: 'IRPF del alquiler',
  cashFlow: 'Flujo de caja después de impuestos',
  outstandingLoan: 'Préstamo pendiente',
  propertyValue: 'Valor de la vivienda',
  equity: 'Patrimonio neto',
  saleProceeds: 'Venta neta',
  flowAfterTax: 'Flujo del inversor (después de impuestos)',
  flowBeforeTax: 'Flujo del inversor (antes de impuestos)',
  gap: '',
  repairs: 'Reparaciones (mantenimiento)',
  ownFinance: 'Intereses + reparaciones del año',
  ownDeducted: 'Deducidos del año (límite: el alquiler)',
  excess: 'Exceso del año',
  excessToDate: 'Exceso acumulado',
  usedFromEarlier: 'Exceso de años anteriores deducido',
  consumedToDate: 'Exceso deducido o caducado acumulado',
  carriedForward: 'Exceso pendiente (4 años)',
};

/** The year table: header row, then year 0 (the purchase), then years 1..H. */
export const TABLE_HEADER_ROW = FIRST_DERIVED_ROW + DERIVED.length + 2;
export const yearRow = (year: number) => TABLE_HEADER_ROW + 1 + year;

/** Sale and metric rows below the table. */
export const SALE_ROWS = [
  'salePrice',
  'sellingCostsAmount',
  'accumulatedAmortisation',
  'acquisitionValue',
  'gain',
  'capitalGainsTax',
  'loanRepaid',
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

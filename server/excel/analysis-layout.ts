// Where everything sits on the "Análisis" sheet: input rows, year-table columns, sale and metric rows.
import { IRPF_SAVINGS_SCALE } from '../../core/tax/irpf-savings-scale';
import type { AnalysisResult } from '../../core/tools/investment-analysis';

export type AnalysisCellFormat = 'euro' | 'percent' | 'number';

export interface AnalysisInputCell {
  key: string;
  label: string;
  format: AnalysisCellFormat;
  /** The value written into the blue cell (percentages as fractions). */
  value: (result: AnalysisResult) => number;
  help: string;
}

const pct = (value: number) => value / 100;

/** The input cells, in sheet order, from the analysis' resolved input (and two engine figures). */
export const ANALYSIS_INPUTS = [
  {
    key: 'price',
    label: 'Precio de compra',
    format: 'euro',
    value: (r) => r.input.price,
    help: 'Sin impuestos ni gastos.',
  },
  {
    key: 'purchaseCosts',
    label: 'Gastos de compra',
    format: 'euro',
    value: (r) => r.purchase.total,
    help: 'Impuestos, notaría, registro, gestoría y tasación, calculados por InmoCalc para tu comunidad; cámbialos si tienes los reales.',
  },
  {
    key: 'renovation',
    label: 'Reforma al comprar',
    format: 'euro',
    value: (r) => r.input.renovation,
    help: 'Se amortiza con la vivienda.',
  },
  {
    key: 'furniture',
    label: 'Muebles',
    format: 'euro',
    value: (r) => r.input.furniture,
    help: 'Se amortizan al 10 % durante 10 años.',
  },
  {
    key: 'loan',
    label: 'Importe del préstamo',
    format: 'euro',
    value: (r) => r.input.loanAmount,
    help: '0 si compras al contado.',
  },
  {
    key: 'termMonths',
    label: 'Plazo del préstamo (meses)',
    format: 'number',
    value: (r) =>
      r.input.loanAmount > 0 ? Math.max(1, Math.round(r.input.loanTermYears * 12)) : 0,
    help: 'Años × 12. El tipo de cada año está en la tabla.',
  },
  {
    key: 'openingFee',
    label: 'Comisión de apertura',
    format: 'percent',
    value: (r) => pct(r.input.openingFeePercent),
    help: 'Sobre el importe del préstamo.',
  },
  {
    key: 'monthlyRent',
    label: 'Alquiler mensual',
    format: 'euro',
    value: (r) => r.input.monthlyRent,
    help: 'Renta del primer año.',
  },
  {
    key: 'emptyMonths',
    label: 'Meses vacía al año',
    format: 'number',
    value: (r) => r.input.emptyMonths,
    help: 'Entre un inquilino y el siguiente.',
  },
  {
    key: 'rentUpdate',
    label: 'Subida anual del alquiler y los gastos fijos',
    format: 'percent',
    value: (r) => pct(r.input.rentUpdatePercent),
    help: 'Se aplica desde el segundo año.',
  },
  {
    key: 'ibi',
    label: 'IBI al año',
    format: 'euro',
    value: (r) => r.input.ibi,
    help: 'Gasto fijo del primer año.',
  },
  {
    key: 'communityFees',
    label: 'Comunidad al año',
    format: 'euro',
    value: (r) => r.input.communityFees,
    help: 'Gasto fijo del primer año.',
  },
  {
    key: 'homeInsurance',
    label: 'Seguro de hogar al año',
    format: 'euro',
    value: (r) => r.input.homeInsurance,
    help: 'Gasto fijo del primer año.',
  },
  {
    key: 'otherCosts',
    label: 'Otros gastos al año',
    format: 'euro',
    value: (r) => r.input.otherCosts,
    help: 'Gasto fijo del primer año.',
  },
  {
    key: 'defaultInsurance',
    label: 'Seguro de impago',
    format: 'percent',
    value: (r) => pct(r.input.defaultInsurancePercent),
    help: 'Sobre el alquiler cobrado.',
  },
  {
    key: 'maintenance',
    label: 'Mantenimiento',
    format: 'percent',
    value: (r) => pct(r.input.maintenancePercent),
    help: 'Sobre el alquiler cobrado; cuenta como reparaciones en el IRPF.',
  },
  {
    key: 'management',
    label: 'Gestión',
    format: 'percent',
    value: (r) => pct(r.input.managementPercent),
    help: 'Sobre el alquiler cobrado.',
  },
  {
    key: 'marginalRate',
    label: 'Tipo marginal de IRPF',
    format: 'percent',
    value: (r) => pct(r.input.marginalRatePercent),
    help: 'El de tu última declaración.',
  },
  {
    key: 'reduction',
    label: 'Reducción por alquiler de vivienda',
    format: 'percent',
    value: (r) => pct(r.input.rentReductionPercent),
    help: 'Ley 12/2023: 50 % general, 60 %, 70 % o 90 % según el caso.',
  },
  {
    key: 'constructionShare',
    label: 'Parte de construcción del valor',
    format: 'percent',
    value: (r) => pct(r.input.constructionSharePercent),
    help: 'La da el recibo del IBI; el suelo no se amortiza.',
  },
  {
    key: 'priceChange',
    label: 'Revalorización anual',
    format: 'percent',
    value: (r) => pct(r.input.priceChangePercent),
    help: 'Del precio de la vivienda.',
  },
  {
    key: 'sellingCosts',
    label: 'Gastos de venta',
    format: 'percent',
    value: (r) => pct(r.input.sellingCostsPercent),
    help: 'Sobre el precio de venta.',
  },
  {
    key: 'plusvalia',
    label: 'Plusvalía municipal',
    format: 'euro',
    value: (r) => r.sale.plusvalia ?? 0,
    help: 'Calculada por InmoCalc (el menor de los dos métodos) con el valor del suelo y el tipo de tu ayuntamiento; 0 si no los indicaste.',
  },
] as const satisfies readonly AnalysisInputCell[];

export type AnalysisInputKey = (typeof ANALYSIS_INPUTS)[number]['key'];

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

// Where everything sits on the "Análisis" sheet: input rows, year-table columns, sale and metric rows.
import { IRPF_SAVINGS_SCALE } from '../../core/tax/irpf-savings-scale';
import type { AnalysisResult, ResolvedInput } from '../../core/tools/investment-analysis';
import {
  IMPUTATION_RATE_OTHER,
  IMPUTATION_RATE_REVISED,
  NON_RESIDENT_GAIN_RATE,
  NON_RESIDENT_RATE,
  SALE_WITHHOLDING_PERCENT,
  type Letting,
  type Residence,
} from '../../core/tools/investment-analysis/regimes';

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

const FIXED_COST = 'Gasto fijo del primer año; se deduce solo por el tiempo alquilado.';
const ON_RENT = 'Sobre el alquiler cobrado.';
const TOURIST = 'Solo alquiler turístico.';

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

/** The input rows, in sheet order, from the analysis' resolved input (and a few engine figures). */
const INPUT_ROWS = [
  ['price', 'euro', 'price', 'Precio de compra', 'Sin impuestos ni gastos.'],
  [
    'purchaseCosts',
    'euro',
    (r) => r.purchase.total,
    'Gastos de compra',
    'Impuestos, notaría, registro, gestoría y tasación, calculados por InmoCalc para tu comunidad en la fecha de la escritura; cámbialos si tienes los reales.',
  ],
  [
    'appraisal',
    'euro',
    (r) => r.purchase.appraisal,
    'Tasación del préstamo (dentro de los gastos de compra)',
    'No es valor de adquisición: con préstamo, es un gasto de financiación del primer año.',
  ],
  [
    'renovation',
    'euro',
    'renovation',
    'Reforma al comprar',
    'Es una mejora: se amortiza al 3 % entera.',
  ],
  ['furniture', 'euro', 'furniture', 'Muebles', 'Se amortizan al 10 % al año.'],
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
    'Sobre el importe del préstamo; gasto de financiación del primer año.',
  ],
  [
    'letting',
    'number',
    (r) => LETTING_CODES[r.input.letting],
    'Tipo de alquiler (1, 2 o 3)',
    '1 = vivienda habitual del inquilino (larga duración); 2 = por temporada; 3 = turístico (por noches).',
  ],
  [
    'monthlyRent',
    'euro',
    'monthlyRent',
    'Alquiler mensual',
    'Renta del primer año (larga duración o temporada).',
  ],
  [
    'emptyMonths',
    'number',
    'emptyMonths',
    'Meses vacía al año',
    'Entre un inquilino y el siguiente (larga duración o temporada).',
  ],
  ['nightlyRate', 'euro', 'nightlyRate', 'Precio por noche', TOURIST],
  ['occupancy', 'percent', 'occupancyPercent', 'Ocupación', `${TOURIST} Noches alquiladas ÷ 365.`],
  ['averageStay', 'number', 'averageStayNights', 'Estancia media (noches)', TOURIST],
  ['cleaningPerStay', 'euro', 'cleaningPerStay', 'Limpieza por estancia', TOURIST],
  [
    'platformFee',
    'percent',
    'platformFeePercent',
    'Comisión de la plataforma',
    `${TOURIST} Sobre los ingresos.`,
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
    'residence',
    'number',
    (r) => RESIDENCE_CODES[r.input.residence],
    'Residencia fiscal (0, 1 o 2)',
    '0 = residente en España (IRPF); 1 = no residente en la UE o el EEE (IRNR al 19 %); 2 = no residente fuera (IRNR al 24 %).',
  ],
  [
    'nonEuDeductExpenses',
    'number',
    'nonEuDeductExpenses',
    'Fuera de la UE: deducir gastos (1 = sí, 0 = no)',
    '1 sigue la sentencia de la Audiencia Nacional de 28-7-2025 (no firme); 0, el criterio de Hacienda: 24 % de los ingresos íntegros.',
  ],
  ['owners', 'number', 'owners', 'Titulares (1 o 2)', 'Cada uno declara su parte.'],
  [
    'ownerShare',
    'percent',
    'ownerSharePercent',
    'Parte del primer titular',
    'Con dos titulares; el segundo tiene el resto.',
  ],
  [
    'marginalRate',
    'percent',
    'marginalRatePercent',
    'Tipo marginal de IRPF (primer titular)',
    'El de tu última declaración.',
  ],
  [
    'secondMarginalRate',
    'percent',
    'secondMarginalRatePercent',
    'Tipo marginal de IRPF del segundo titular',
    'Solo con dos titulares.',
  ],
  [
    'reduction',
    'percent',
    'rentReductionPercent',
    'Reducción por alquiler de vivienda',
    'Ley 12/2023: 50 % general, 60 %, 70 % o 90 % según el caso; solo residentes y vivienda habitual del inquilino.',
  ],
  [
    'constructionShare',
    'percent',
    'constructionSharePercent',
    'Parte de construcción del valor',
    'La da el recibo del IBI; el suelo no se amortiza.',
  ],
  [
    'cadastralValue',
    'euro',
    'cadastralValue',
    'Valor catastral',
    'El del recibo del IBI; con 0 se estima con el del suelo y la parte de construcción.',
  ],
  [
    'landCadastralValue',
    'euro',
    'landCadastralValue',
    'Valor catastral del suelo',
    'Del recibo del IBI.',
  ],
  [
    'cadastralRevised',
    'number',
    'cadastralRevised',
    'Valores catastrales revisados (1 = sí, 0 = no)',
    '1: valoración colectiva general en vigor en el año o en los diez anteriores (imputación del 1,1 %); 0: el 2 %.',
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
export const DERIVED = [
  'openingFeeAmount',
  'equity',
  'acquisitionCosts',
  'financingCosts',
  'letShare',
  'cadastralTotal',
  'cadastralBuilding',
  'amortisationBase',
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

export const YEAR_HEADERS: Record<YearColumn, string> = {
  year: 'Año',
  rate: 'Tipo de interés del año',
  rent: 'Alquiler cobrado',
  runningCosts: 'Gastos',
  interest: 'Intereses',
  principal: 'Capital amortizado del préstamo',
  amortisation: 'Amortización fiscal (tiempo alquilado)',
  netIncome: 'Rendimiento neto',
  imputedIncome: 'Imputación de rentas (tiempo vacía)',
  tax: 'Impuesto del año (alquiler e imputación)',
  cashFlow: 'Flujo de caja después de impuestos',
  outstandingLoan: 'Préstamo pendiente',
  propertyValue: 'Valor de la vivienda',
  equity: 'Patrimonio neto',
  saleProceeds: 'Venta neta',
  flowAfterTax: 'Flujo del inversor (después de impuestos)',
  flowBeforeTax: 'Flujo del inversor (antes de impuestos)',
  gap: '',
  deductibleCosts: 'Gastos deducibles (sin reparaciones; fijos por el tiempo alquilado)',
  repairs: 'Reparaciones (mantenimiento)',
  financing: 'Intereses y gastos de financiación deducibles (tiempo alquilado)',
  ownFinance: 'Financiación + reparaciones del año',
  ownDeducted: 'Deducidos del año (límite: el alquiler)',
  excess: 'Exceso del año',
  excessToDate: 'Exceso acumulado',
  usedFromEarlier: 'Exceso de años anteriores deducido',
  consumedToDate: 'Exceso deducido o caducado acumulado',
  carriedForward: 'Exceso pendiente (4 años; no residentes: ninguno)',
  buildingAmortisation: 'Amortización de construcción y reforma',
  taxableIncome: 'Base del alquiler (tras la reducción)',
  firstOwnerTax: 'Impuesto del primer titular',
  secondOwnerTax: 'Impuesto del segundo titular',
};

/** The year table: header row, then year 0 (the purchase), then years 1..H. */
export const TABLE_HEADER_ROW =
  Math.max(FIRST_DERIVED_ROW + DERIVED.length, RATES_FIRST_ROW + RATE_KEYS.length) + 2;
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

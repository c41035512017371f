// The investment-analysis form without zod: its values, field table by step, defaults, storage key and share link.
// The page imports these; the zod schema (schema.ts) loads only when a form is restored or used.
import {
  COMMUNITY_OPTIONS,
  PROPERTY_TYPES,
  defaultLoanAmount,
  type CommunityCode,
  type PropertyType,
} from '../purchase-costs/fields';
import type { RateType } from '../mortgage/rate-path';
import {
  ANALYSIS_DEFAULTS,
  MARGINAL_RATE_OPTIONS,
  SHARE_PARAMS,
  type AnalysisInput,
} from './inputs';
import { RENT_REDUCTIONS } from './rent-reductions';

/** The number fields of the form: every input of the share link but the choices and the date. */
export const ANALYSIS_NUMBER_KEYS = [
  'price',
  'referenceValue',
  'renovation',
  'furniture',
  'loanAmount',
  'loanTermYears',
  'interestRate',
  'fixedYears',
  'euribor',
  'spread',
  'openingFeePercent',
  'monthlyRent',
  'emptyMonths',
  'rentUpdatePercent',
  'ibi',
  'communityFees',
  'homeInsurance',
  'defaultInsurancePercent',
  'maintenancePercent',
  'managementPercent',
  'otherCosts',
  'marginalRatePercent',
  'rentReductionPercent',
  'constructionSharePercent',
  'holdYears',
  'priceChangePercent',
  'sellingCostsPercent',
  'landCadastralValue',
  'plusvaliaRatePercent',
] as const satisfies readonly (keyof AnalysisInput)[];

export type AnalysisNumberKey = (typeof ANALYSIS_NUMBER_KEYS)[number];

/** What the form holds once valid: numbers (0 meaning "not given" for the optional ones), choices, a date. */
export type AnalysisFormValues = Record<AnalysisNumberKey, number> & {
  community: CommunityCode;
  propertyType: PropertyType;
  rateType: RateType;
  /** YYYY-MM-DD or undefined. */
  deedDate?: string;
};

/** Costs, optional values and what can be nothing: empty means 0. */
export const ANALYSIS_ZERO_WHEN_EMPTY: readonly AnalysisNumberKey[] = [
  'referenceValue',
  'renovation',
  'furniture',
  'openingFeePercent',
  'ibi',
  'communityFees',
  'homeInsurance',
  'defaultInsurancePercent',
  'maintenancePercent',
  'managementPercent',
  'otherCosts',
  'landCadastralValue',
  'plusvaliaRatePercent',
];

/** Local-storage keys: the form (as every calculator) and the saved scenarios. */
export const ANALYSIS_STORAGE_KEY = 'investment-analysis-form';
export const SCENARIOS_STORAGE_KEY = 'investment-analysis-scenarios';

/** The engine's defaults as form values: the loan shown as its 80 % of the price. */
export const ANALYSIS_FORM_DEFAULTS: AnalysisFormValues = {
  ...pickNumbers(ANALYSIS_DEFAULTS),
  community: ANALYSIS_DEFAULTS.community,
  propertyType: ANALYSIS_DEFAULTS.propertyType,
  rateType: ANALYSIS_DEFAULTS.rateType,
  deedDate: undefined,
};

function pickNumbers(input: AnalysisInput): Record<AnalysisNumberKey, number> {
  const numbers = {} as Record<AnalysisNumberKey, number>;
  for (const key of ANALYSIS_NUMBER_KEYS) numbers[key] = input[key] ?? 0;
  numbers.loanAmount = input.loanAmount ?? defaultLoanAmount(input.price);
  return numbers;
}

/** The model's input for valid form values (0 in an optional value means it was not given). */
export function toAnalysisInput(values: AnalysisFormValues): AnalysisInput {
  const optional = (value: number) => (value > 0 ? value : undefined);
  return {
    ...values,
    referenceValue: optional(values.referenceValue),
    landCadastralValue: optional(values.landCadastralValue),
    plusvaliaRatePercent: optional(values.plusvaliaRatePercent),
    deedDate: values.deedDate ? (values.deedDate as AnalysisInput['deedDate']) : undefined,
  };
}

/** The share link's values, named and ordered as the issue lists them; no empty date. */
export function analysisShareValues(
  values: Partial<Record<string, unknown>>,
): Record<string, string | number> {
  const shared: Record<string, string | number> = {};
  for (const key of SHARE_PARAMS) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value)) shared[key] = value;
    else if (typeof value === 'string' && value !== '') shared[key] = value;
  }
  return shared;
}

/**
 * The form a share link opens: the defaults with what the link carries (numbers as JavaScript
 * numbers, choices as codes). A link without a loan amount (the comparator's "Analizar a fondo"
 * sends price, rent and community) finances 80 % of the linked price, as the model does.
 * @example fromShareParams({ price: '300000' }).loanAmount // 240000
 */
export function fromShareParams(shared: Partial<Record<string, string>>): AnalysisFormValues {
  const values: Record<string, unknown> = { ...ANALYSIS_FORM_DEFAULTS };
  for (const key of SHARE_PARAMS) {
    const text = shared[key];
    if (text === undefined || text.trim() === '') continue;
    if ((ANALYSIS_NUMBER_KEYS as readonly string[]).includes(key)) {
      const value = Number(text);
      if (Number.isFinite(value)) values[key] = value;
    } else values[key] = text.trim();
  }
  if (shared.loanAmount === undefined) {
    values.loanAmount = defaultLoanAmount(values.price as number);
  }
  return values as AnalysisFormValues;
}

/** A select's options for the form. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One input of the form: a number (with unit) or a select. */
export type AnalysisField =
  | { kind: 'number'; name: AnalysisNumberKey; label: string; unit: string; hint: string }
  | {
      kind: 'select';
      name: AnalysisNumberKey | 'community' | 'propertyType' | 'rateType';
      label: string;
      hint: string;
      options: readonly FieldOption[];
    }
  | { kind: 'date'; name: 'deedDate'; label: string; hint: string };

export interface AnalysisStep {
  id: 'compra' | 'financiacion' | 'alquiler' | 'irpf' | 'venta';
  title: string;
  intro: string;
  fields: readonly AnalysisField[];
}

const num = (
  name: AnalysisNumberKey,
  label: string,
  unit: string,
  hint: string,
): AnalysisField => ({ kind: 'number', name, label, unit, hint });

const RATE_TYPE_OPTIONS: readonly FieldOption[] = [
  { value: 'fixed', label: 'Fijo' },
  { value: 'variable', label: 'Variable (Euríbor + diferencial)' },
  { value: 'mixed', label: 'Mixto (fijo unos años, luego variable)' },
];

/** The reductions by percent: 60 % appears once (works or a contract before 26-5-2023). */
const REDUCTION_OPTIONS: readonly FieldOption[] = RENT_REDUCTIONS.filter(
  (reduction, index, all) => all.findIndex((r) => r.percent === reduction.percent) === index,
).map((reduction) => ({
  value: String(reduction.percent),
  label:
    reduction.percent === 60
      ? '60 %: obras de rehabilitación en los dos años anteriores, o contrato firmado antes del 26 de mayo de 2023'
      : reduction.label,
}));

/** The five steps of the issue, in order, each field with its hint (defaults: ANALYSIS_FORM_DEFAULTS). */
export const ANALYSIS_STEPS: readonly AnalysisStep[] = [
  {
    id: 'compra',
    title: 'Compra',
    intro: 'El piso, dónde está y lo que pagas antes de alquilarlo.',
    fields: [
      num('price', 'Precio de compra', '€', 'El precio que figura en la escritura.'),
      {
        kind: 'select',
        name: 'community',
        label: 'Comunidad autónoma',
        hint: 'Decide el ITP o el IVA de la compra.',
        options: COMMUNITY_OPTIONS,
      },
      {
        kind: 'select',
        name: 'propertyType',
        label: 'Tipo de vivienda',
        hint: 'Usada paga ITP; nueva paga IVA y AJD.',
        options: PROPERTY_TYPES,
      },
      num(
        'referenceValue',
        'Valor de referencia del Catastro (opcional)',
        '€',
        'Si es mayor que el precio, el ITP se calcula sobre él. Consúltalo en la Sede del Catastro.',
      ),
      {
        kind: 'date',
        name: 'deedDate',
        label: 'Fecha de la escritura (opcional)',
        hint: 'Fecha el año de la venta (año de compra + años hasta la venta).',
      },
      num(
        'renovation',
        'Reforma al comprar',
        '€',
        'Obras antes del primer alquiler; suma al coste.',
      ),
      num('furniture', 'Muebles', '€', 'Se amortizan al 10 % anual durante 10 años.'),
    ],
  },
  {
    id: 'financiacion',
    title: 'Financiación',
    intro: 'La hipoteca que pides. Pon 0 en el importe si compras al contado.',
    fields: [
      num(
        'loanAmount',
        'Importe del préstamo',
        '€',
        'Por defecto, el 80 % del precio. 0 = al contado.',
      ),
      num('loanTermYears', 'Plazo', 'años', 'Entre 1 y 50 años.'),
      {
        kind: 'select',
        name: 'rateType',
        label: 'Tipo de interés',
        hint: 'Fijo, variable o mixto, como en tu oferta.',
        options: RATE_TYPE_OPTIONS,
      },
      num(
        'interestRate',
        'Interés fijo (TIN)',
        '%',
        'El tipo fijo, o el de los años fijos del mixto.',
      ),
      num('fixedYears', 'Años a tipo fijo (mixto)', 'años', 'Solo para el mixto.'),
      num(
        'euribor',
        'Euríbor supuesto',
        '%',
        'Para el variable y el mixto; se mantiene todo el plazo.',
      ),
      num('spread', 'Diferencial', '%', 'Lo que suma el banco al Euríbor.'),
      num(
        'openingFeePercent',
        'Comisión de apertura',
        '%',
        'Sobre el importe del préstamo; muchas ofertas no la cobran.',
      ),
    ],
  },
  {
    id: 'alquiler',
    title: 'Alquiler',
    intro: 'Lo que cobras y lo que pagas cada año como propietario.',
    fields: [
      num('monthlyRent', 'Alquiler mensual', '€/mes', 'Lo que paga el inquilino cada mes.'),
      num(
        'emptyMonths',
        'Meses vacío al año',
        'meses',
        'Entre inquilinos; 1 mes al año es prudente.',
      ),
      num(
        'rentUpdatePercent',
        'Actualización anual del alquiler',
        '%',
        'También actualiza los gastos fijos.',
      ),
      num('ibi', 'IBI', '€/año', 'El recibo anual del ayuntamiento.'),
      num('communityFees', 'Comunidad de propietarios', '€/año', 'Cuota anual (12 × la mensual).'),
      num('homeInsurance', 'Seguro de hogar', '€/año', 'Prima anual.'),
      num(
        'defaultInsurancePercent',
        'Seguro de impago',
        '%',
        'Porcentaje del alquiler cobrado; suele ir del 3 al 5 %.',
      ),
      num(
        'maintenancePercent',
        'Mantenimiento y reparaciones',
        '%',
        'Porcentaje del alquiler cobrado.',
      ),
      num(
        'managementPercent',
        'Gestión (agencia)',
        '%',
        'Porcentaje del alquiler si lo gestiona una agencia.',
      ),
      num('otherCosts', 'Otros gastos', '€/año', 'Suministros que pagues tú, tasas, etc.'),
    ],
  },
  {
    id: 'irpf',
    title: 'IRPF del alquiler',
    intro: 'Propietario persona física que alquila como vivienda habitual del inquilino.',
    fields: [
      {
        kind: 'select',
        name: 'marginalRatePercent',
        label: 'Tu tipo marginal de IRPF',
        hint: 'Búscalo en tu última declaración: el tipo del último tramo de tu base liquidable general.',
        options: MARGINAL_RATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
      },
      {
        kind: 'select',
        name: 'rentReductionPercent',
        label: 'Reducción por alquiler de vivienda (Ley 12/2023)',
        hint: 'Solo se aplica una y solo al rendimiento neto positivo.',
        options: REDUCTION_OPTIONS,
      },
      num(
        'constructionSharePercent',
        'Parte de construcción del valor',
        '%',
        'El recibo del IBI (valor catastral) la da: construcción / total.',
      ),
    ],
  },
  {
    id: 'venta',
    title: 'Venta',
    intro: 'Cuándo vendes y a qué precio: la salida también paga impuestos.',
    fields: [
      num('holdYears', 'Años hasta la venta', 'años', 'Entre 1 y 50 años.'),
      num('priceChangePercent', 'Variación anual del precio', '%', 'Negativa si crees que bajará.'),
      num(
        'sellingCostsPercent',
        'Gastos de venta',
        '%',
        'Agencia, notaría y cancelación, sobre el precio de venta.',
      ),
      num(
        'landCadastralValue',
        'Valor catastral del suelo (opcional)',
        '€',
        'En el recibo del IBI. Sin él no se calcula la plusvalía municipal.',
      ),
      num(
        'plusvaliaRatePercent',
        'Tipo de plusvalía de tu ayuntamiento (opcional)',
        '%',
        'Hasta el 30 %; está en su ordenanza fiscal.',
      ),
    ],
  },
];

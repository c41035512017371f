// The investment-analysis form's five steps: which fields each one shows, in order; a number
// field's label, unit and hint are its row's (field-rows.ts).
import { COMMUNITY_OPTIONS, PROPERTY_TYPES } from '../purchase-costs/fields';
import { rowOf } from '../fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { MARGINAL_RATE_OPTIONS } from './inputs';
import { RENT_REDUCTIONS } from './rent-reductions';

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

/** A number field as its row in the field table describes it. */
function num(name: AnalysisNumberKey): AnalysisField {
  const { label, unit = '', hint = '' } = rowOf(ANALYSIS_FIELDS, name);
  return { kind: 'number', name, label, unit, hint };
}

/** A select of a number field: its label and hint from the row. */
function numberSelect(name: AnalysisNumberKey, options: readonly FieldOption[]): AnalysisField {
  const { label, hint = '' } = rowOf(ANALYSIS_FIELDS, name);
  return { kind: 'select', name, label, hint, options };
}

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
      num('price'),
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
      num('referenceValue'),
      {
        kind: 'date',
        name: 'deedDate',
        label: 'Fecha de la escritura (opcional)',
        hint: 'Fecha el año de la venta (año de compra + años hasta la venta).',
      },
      num('renovation'),
      num('furniture'),
    ],
  },
  {
    id: 'financiacion',
    title: 'Financiación',
    intro: 'La hipoteca que pides. Pon 0 en el importe si compras al contado.',
    fields: [
      num('loanAmount'),
      num('loanTermYears'),
      {
        kind: 'select',
        name: 'rateType',
        label: 'Tipo de interés',
        hint: 'Fijo, variable o mixto, como en tu oferta.',
        options: RATE_TYPE_OPTIONS,
      },
      num('interestRate'),
      num('fixedYears'),
      num('euribor'),
      num('spread'),
      num('openingFeePercent'),
    ],
  },
  {
    id: 'alquiler',
    title: 'Alquiler',
    intro: 'Lo que cobras y lo que pagas cada año como propietario.',
    fields: [
      num('monthlyRent'),
      num('emptyMonths'),
      num('rentUpdatePercent'),
      num('ibi'),
      num('communityFees'),
      num('homeInsurance'),
      num('defaultInsurancePercent'),
      num('maintenancePercent'),
      num('managementPercent'),
      num('otherCosts'),
    ],
  },
  {
    id: 'irpf',
    title: 'IRPF del alquiler',
    intro: 'Propietario persona física que alquila como vivienda habitual del inquilino.',
    fields: [
      numberSelect(
        'marginalRatePercent',
        MARGINAL_RATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label })),
      ),
      numberSelect('rentReductionPercent', REDUCTION_OPTIONS),
      num('constructionSharePercent'),
    ],
  },
  {
    id: 'venta',
    title: 'Venta',
    intro: 'Cuándo vendes y a qué precio: la salida también paga impuestos.',
    fields: [
      num('holdYears'),
      num('priceChangePercent'),
      num('sellingCostsPercent'),
      num('landCadastralValue'),
      num('plusvaliaRatePercent'),
    ],
  },
];

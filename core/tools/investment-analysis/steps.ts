// The investment-analysis form's five steps: which fields each one shows, in order; a number
// field's label, unit and hint are its row's (field-rows.ts).
import { COMMUNITY_OPTIONS, PROPERTY_TYPES } from '../purchase-costs/fields';
import { rowOf } from '../fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { MARGINAL_RATE_OPTIONS } from './inputs';
import { LETTING_OPTIONS, RESIDENCE_OPTIONS, type Letting, type Residence } from './regimes';
import { RENT_REDUCTIONS } from './rent-reductions';

/** A select's options for the form. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The form's values a field's visibility depends on. */
export interface FieldContext {
  letting: Letting;
  residence: Residence;
  owners: number;
}

/**
 * The context of values as the form or an input holds them (an owners select gives text).
 * @example fieldContext({ owners: '2' }) // { letting: 'longTerm', residence: 'resident', owners: 2 }
 */
export function fieldContext(values: {
  letting?: Letting;
  residence?: Residence;
  owners?: unknown;
}): FieldContext {
  return {
    letting: values.letting ?? 'longTerm',
    residence: values.residence ?? 'resident',
    owners: Number(values.owners) === 2 ? 2 : 1,
  };
}

/** One input of the form: a number (with unit) or a select; `shownWhen` hides it when it does not apply. */
export type AnalysisField = (
  | { kind: 'number'; name: AnalysisNumberKey; label: string; unit: string; hint: string }
  | {
      kind: 'select';
      name: AnalysisNumberKey | 'community' | 'propertyType' | 'rateType' | 'residence' | 'letting';
      label: string;
      hint: string;
      options: readonly FieldOption[];
    }
  | { kind: 'date'; name: 'deedDate'; label: string; hint: string }
) & { shownWhen?: (context: FieldContext) => boolean };

export interface AnalysisStep {
  id: 'compra' | 'financiacion' | 'alquiler' | 'irpf' | 'venta' | 'criterios';
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

const tourist = ({ letting }: FieldContext) => letting === 'tourist';
const monthly = (context: FieldContext) => !tourist(context);
const resident = ({ residence }: FieldContext) => residence === 'resident';
const twoOwners = (context: FieldContext) => context.owners === 2;

const OWNER_OPTIONS: readonly FieldOption[] = [
  { value: '1', label: 'Uno' },
  { value: '2', label: 'Dos (cada uno declara su parte)' },
];
const YES_NO: readonly FieldOption[] = [
  { value: '1', label: 'Sí' },
  { value: '0', label: 'No' },
];
const MARGINAL_OPTIONS: readonly FieldOption[] = MARGINAL_RATE_OPTIONS.map((o) => ({
  value: String(o.value),
  label: o.label,
}));

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
      ? '60 %: obras de rehabilitación en los dos años anteriores, o contrato firmado antes de 2024'
      : reduction.label,
}));

/** The five steps of the issue and the purchase criteria, in order, each field with its hint (defaults: ANALYSIS_FORM_DEFAULTS). */
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
        hint: 'Decide los impuestos de la compra (los tipos en vigor ese día) y el año de la venta.',
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
    intro: 'Cómo alquilas, lo que cobras y lo que pagas cada año como propietario.',
    fields: [
      {
        kind: 'select',
        name: 'letting',
        label: 'Tipo de alquiler',
        hint: 'La reducción del IRPF solo existe si es la vivienda habitual del inquilino.',
        options: LETTING_OPTIONS,
      },
      { ...num('monthlyRent'), shownWhen: monthly },
      { ...num('emptyMonths'), shownWhen: monthly },
      { ...num('nightlyRate'), shownWhen: tourist },
      { ...num('occupancyPercent'), shownWhen: tourist },
      { ...num('averageStayNights'), shownWhen: tourist },
      { ...num('cleaningPerStay'), shownWhen: tourist },
      { ...num('platformFeePercent'), shownWhen: tourist },
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
    title: 'Impuestos del alquiler',
    intro:
      'Quién es el dueño y dónde tributa: uno o dos propietarios, personas físicas, residentes en España (IRPF) o no (IRNR).',
    fields: [
      numberSelect('owners', OWNER_OPTIONS),
      {
        kind: 'select',
        name: 'residence',
        label: 'Residencia fiscal de los propietarios',
        hint: 'Un no residente en la UE o el EEE debe venir de un país con intercambio de información tributaria. Declara con el modelo 210, y al vender el comprador le retiene el 3 % (modelo 211).',
        options: RESIDENCE_OPTIONS,
      },
      { ...numberSelect('marginalRatePercent', MARGINAL_OPTIONS), shownWhen: resident },
      { ...num('ownerSharePercent'), shownWhen: twoOwners },
      {
        ...numberSelect('secondMarginalRatePercent', MARGINAL_OPTIONS),
        shownWhen: (context) => twoOwners(context) && resident(context),
      },
      {
        ...numberSelect('nonEuDeductExpenses', YES_NO),
        shownWhen: ({ residence }) => residence === 'nonEu',
      },
      {
        ...numberSelect('rentReductionPercent', REDUCTION_OPTIONS),
        shownWhen: (context) => resident(context) && context.letting === 'longTerm',
      },
      num('constructionSharePercent'),
      num('cadastralValue'),
      numberSelect('cadastralRevised', [
        { value: '1', label: 'Sí (se imputa el 1,1 %)' },
        { value: '0', label: 'No (se imputa el 2 %)' },
      ]),
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
  {
    id: 'criterios',
    title: 'Tus criterios',
    intro:
      'Cuándo te compensa: la TIR mínima después de impuestos y lo que quieres que te quede cada mes. La respuesta aparece arriba de los resultados.',
    fields: [num('benchmarkPercent'), num('minIrrPercent'), num('minMonthlyCashFlow')],
  },
];

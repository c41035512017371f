// The investment-analysis form's steps. Each number field sits in the step its row names
// (rows/), in the link's order; the choices and the date are placed here, beside their rows.
import { COMMUNITY_OPTIONS, PROPERTY_TYPES } from '../purchase-costs/fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { SHARE_PARAMS, type ShareParam } from './inputs';
import type { RateType } from '../mortgage/rate-path';
import { LETTING_OPTIONS, RESIDENCE_OPTIONS, type Letting, type Residence } from './regimes';
import type { AnalysisRow, FieldContext, FieldOption, StepId } from './rows/kit';

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

/** The loan fields of one rate type only, as /hipoteca asks them: a fixed loan has no Euríbor. */
const RATE_TYPE_FIELDS: Readonly<Partial<Record<string, readonly RateType[]>>> = {
  interestRate: ['fixed', 'mixed'],
  fixedYears: ['mixed'],
  euribor: ['variable', 'mixed'],
  spread: ['variable', 'mixed'],
};

/** @example rateFieldShown('euribor', 'fixed') // false */
export function rateFieldShown(name: string, rateType: RateType | undefined): boolean {
  const types = RATE_TYPE_FIELDS[name];
  return !types || rateType === undefined || types.includes(rateType);
}

type ChoiceName =
  | 'community'
  | 'propertyType'
  | 'rateType'
  | 'residence'
  | 'letting'
  | 'taxResidence'
  | 'vatHotelServices';

/** One input of the form: a number (with unit) or a select; `shownWhen` hides it when it does not apply. */
export type AnalysisField = (
  | { kind: 'number'; name: AnalysisNumberKey; label: string; unit: string; hint: string }
  | {
      kind: 'select';
      name: AnalysisNumberKey | ChoiceName;
      label: string;
      hint: string;
      options: readonly FieldOption[];
    }
  | { kind: 'date'; name: 'deedDate'; label: string; hint: string }
) & { shownWhen?: (context: FieldContext) => boolean };

export interface AnalysisStep {
  id: StepId;
  title: string;
  intro: string;
  fields: readonly AnalysisField[];
}

/** The choices and the date: no row of the table, each with the step that asks for it. */
const OTHER_FIELDS: Readonly<Record<Exclude<ShareParam, AnalysisNumberKey>, AnalysisField>> = {
  community: {
    kind: 'select',
    name: 'community',
    label: 'Comunidad autónoma',
    hint: 'Decide el ITP o el IVA de la compra.',
    options: COMMUNITY_OPTIONS,
  },
  propertyType: {
    kind: 'select',
    name: 'propertyType',
    label: 'Tipo de vivienda',
    hint: 'Usada paga ITP; nueva paga IVA y AJD.',
    options: PROPERTY_TYPES,
  },
  deedDate: {
    kind: 'date',
    name: 'deedDate',
    label: 'Fecha de la escritura (opcional)',
    hint: 'Decide los impuestos de la compra (los tipos en vigor ese día) y el año de la venta.',
  },
  rateType: {
    kind: 'select',
    name: 'rateType',
    label: 'Tipo de interés',
    hint: 'Fijo, variable o mixto, como en tu oferta.',
    options: [
      { value: 'fixed', label: 'Fijo' },
      { value: 'variable', label: 'Variable (Euríbor + diferencial)' },
      { value: 'mixed', label: 'Mixto (fijo unos años, luego variable)' },
    ],
  },
  letting: {
    kind: 'select',
    name: 'letting',
    label: 'Tipo de alquiler',
    hint: 'Solo el alquiler de vivienda habitual del inquilino tiene reducción en el impuesto, y solo para quien reside en España.',
    options: LETTING_OPTIONS,
  },
  vatHotelServices: {
    kind: 'select',
    name: 'vatHotelServices',
    label: 'Servicios de tipo hotelero',
    hint: 'Limpieza durante la estancia, cambio de ropa, recepción: con ellos cobras un 10 % de IVA (el precio por noche que escribes lo incluye y se lo pagas a Hacienda) y deduces el IVA de la limpieza, la plataforma y los suministros; sin ellos, el alquiler está exento (Ley 37/1992, arts. 20.Uno.23.º y 91.Uno.2.2.º).',
    options: [
      { value: 'false', label: 'No: alquiler exento de IVA' },
      { value: 'true', label: 'Sí: IVA del 10 %' },
    ],
    shownWhen: ({ letting }) => letting === 'tourist',
  },
  residence: {
    kind: 'select',
    name: 'residence',
    label: 'Residencia fiscal de los propietarios',
    hint: 'Residiendo en otro país de la UE o del EEE (con intercambio de información tributaria) se tributa por el IRNR al 19 % del rendimiento neto; fuera de ellos, al 24 % de los ingresos. Se declara con el modelo 210, y al vender el comprador retiene el 3 % del precio (modelo 211).',
    options: RESIDENCE_OPTIONS,
  },
  taxResidence: {
    kind: 'select',
    name: 'taxResidence',
    label: 'Comunidad donde residís',
    hint: 'La de tu domicilio fiscal: decide la escala autonómica del IRPF. Navarra y el País Vasco tienen su propio IRPF.',
    options: [{ value: '', label: 'La misma que la vivienda' }, ...COMMUNITY_OPTIONS],
    shownWhen: ({ residence }) => residence === 'resident',
  },
};

const OTHER_STEP = {
  community: 'compra',
  propertyType: 'compra',
  deedDate: 'compra',
  rateType: 'financiacion',
  letting: 'alquiler',
  vatHotelServices: 'alquiler',
  residence: 'irpf',
  taxResidence: 'irpf',
} as const satisfies Record<keyof typeof OTHER_FIELDS, StepId>;

/** A step's own fields: a name from another step does not compile in its `first` or `last`. */
type StepParam<S extends StepId> =
  | Extract<(typeof ANALYSIS_FIELDS)[number], { step: S }>['name']
  | {
      [N in keyof typeof OTHER_STEP]: (typeof OTHER_STEP)[N] extends S ? N : never;
    }[keyof typeof OTHER_STEP];

type StepText = {
  [S in StepId]: {
    id: S;
    title: string;
    intro: string;
    /** Fields the form asks first or last, out of the link's order. */
    first?: readonly StepParam<S>[];
    last?: readonly StepParam<S>[];
  };
}[StepId];

/** The five steps of the issue and the purchase criteria, in order. */
const STEP_TEXTS: readonly StepText[] = [
  {
    id: 'compra',
    title: 'Compra',
    intro: 'El piso, dónde está y lo que pagas antes de alquilarlo.',
  },
  {
    id: 'financiacion',
    title: 'Financiación',
    intro: 'La hipoteca que pides. Pon 0 en el importe si compras al contado.',
  },
  {
    id: 'alquiler',
    title: 'Alquiler',
    intro: 'Cómo alquilas, lo que cobras y lo que pagas cada año como propietario.',
  },
  {
    id: 'irpf',
    title: 'Impuestos del alquiler',
    intro:
      'Quién es el dueño y dónde tributa: uno o dos propietarios, personas físicas, residentes en España (IRPF) o no (IRNR).',
    first: ['owners', 'residence', 'taxResidence', 'otherIncome'],
    last: ['cadastralValue', 'cadastralRevised'],
  },
  {
    id: 'venta',
    title: 'Venta',
    intro: 'Cuándo vendes y a qué precio: la salida también paga impuestos.',
  },
  {
    id: 'criterios',
    title: 'Tus criterios',
    intro:
      'Cuándo te compensa: la TIR mínima después de impuestos y lo que quieres que te quede cada mes. La respuesta aparece arriba de los resultados.',
  },
];

const ROWS = new Map<string, AnalysisRow & { name: AnalysisNumberKey }>(
  ANALYSIS_FIELDS.map((row) => [row.name, row]),
);

/** A number field as its row describes it: a select when the row offers options. */
function rowField(row: AnalysisRow & { name: AnalysisNumberKey }): AnalysisField {
  const { name, label, unit = '', hint = '', options, shownWhen } = row;
  const field: AnalysisField = options
    ? { kind: 'select', name, label, hint, options }
    : { kind: 'number', name, label, unit, hint };
  return shownWhen ? { ...field, shownWhen } : field;
}

function fieldOf(name: ShareParam): AnalysisField {
  const row = ROWS.get(name);
  return row ? rowField(row) : OTHER_FIELDS[name as keyof typeof OTHER_FIELDS];
}

const stepOf = (name: ShareParam): StepId =>
  ROWS.get(name)?.step ?? OTHER_STEP[name as keyof typeof OTHER_STEP];

/** A step's fields: its rows and choices in the link's order, save those it asks first or last. */
function stepFields(
  id: StepId,
  first: readonly ShareParam[] = [],
  last: readonly ShareParam[] = [],
) {
  const moved = new Set([...first, ...last]);
  const middle = SHARE_PARAMS.filter((name) => stepOf(name) === id && !moved.has(name));
  return [...first, ...middle, ...last].map(fieldOf);
}

/** The form's steps, each field with its hint (defaults: ANALYSIS_FORM_DEFAULTS). */
export const ANALYSIS_STEPS: readonly AnalysisStep[] = /* @__PURE__ */ STEP_TEXTS.map(
  ({ first, last, ...text }) => ({ ...text, fields: stepFields(text.id, first, last) }),
);

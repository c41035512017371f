// The rent tax step's rows: the owners, their shares and other income (the IRPF scales run on it; old
// links' flat rates still read), the cadastral values, the rent reduction and the construction share.
import { ANALYSIS_MESSAGES as M } from '../messages';
import {
  GENERAL_RENT_REDUCTION,
  REDUCTION_OPTION_LABELS,
  RENT_REDUCTIONS,
} from '../rent-reductions';
import {
  MONEY,
  PERCENT,
  between,
  resident,
  stepRows,
  twoOwners,
  type FieldContext,
  type FieldOption,
} from './kit';

/**
 * The usual combined marginal rates of the IRPF general base by tranche of taxable base: the state
 * scale of art. 63 LIRPF (9.5 / 12 / 15 / 18.5 / 22.5 / 24.5 %) plus a regional scale at the same
 * rates with a 22.5 % top. Each community sets its own regional scale, so the owner's exact rate is
 * the one of the last tax return; the select offers these as a starting point.
 */
export const MARGINAL_RATE_OPTIONS: readonly FieldOption[] = [
  { value: '19', label: '19 % (base liquidable hasta 12.450 €)' },
  { value: '24', label: '24 % (de 12.450 a 20.200 €)' },
  { value: '30', label: '30 % (de 20.200 a 35.200 €)' },
  { value: '37', label: '37 % (de 35.200 a 60.000 €)' },
  { value: '45', label: '45 % (de 60.000 a 300.000 €)' },
  { value: '47', label: '47 % (más de 300.000 €)' },
];

/** The general base assumed when none is given: a middle salary's, said in the hint. */
export const TYPICAL_OTHER_INCOME = 30_000;
const TYPICAL_TEXT = '30.000 €';
const typicalIncome = {
  derived: () => TYPICAL_OTHER_INCOME,
  text: TYPICAL_TEXT,
};
const never = () => false;
const residentCouple = (context: FieldContext) => twoOwners(context) && resident(context);

const YES_NO: readonly FieldOption[] = [
  { value: '1', label: 'Sí' },
  { value: '0', label: 'No' },
];

/** The reductions by percent: 60 % appears once (works or a contract before 26-5-2023, DT 38.ª LIRPF). */
const REDUCTION_OPTIONS: readonly FieldOption[] = RENT_REDUCTIONS.filter(
  (reduction, index, all) => all.findIndex((r) => r.percent === reduction.percent) === index,
).map((reduction) => ({
  value: String(reduction.percent),
  label: REDUCTION_OPTION_LABELS[reduction.percent] ?? reduction.label,
}));

/** The options are short: the hint says each reduction's conditions in full. */
const REDUCTION_HINT = `${RENT_REDUCTIONS.filter((r) => r.percent > GENERAL_RENT_REDUCTION)
  .map((r) => r.label.replace(/ \(la calculadora[^)]*\)/, ''))
  .join('. ')}. Solo se aplica una, y solo al rendimiento neto positivo.`;

export const TAX_ROWS = /* @__PURE__ */ stepRows('irpf', [
  {
    // Old links' flat rate: with it and without `otherIncome` the model keeps that rate (regimes.ts).
    name: 'marginalRatePercent',
    label: 'Tipo marginal fijo del enlace',
    unit: '%',
    hint: 'Los enlaces anteriores traían un tipo marginal; si indicas tu base liquidable, se calcula con las escalas.',
    ...between(0, 60, M.marginalRate),
    empty: 'unknown',
    options: MARGINAL_RATE_OPTIONS,
    shownWhen: never,
    excel: {
      format: 'percent',
      help: 'Solo con el modelo de tipo fijo (celda «Modelo del IRPF» = 0): el tipo del primer titular.',
      label: 'Tipo marginal fijo del primer titular (enlaces anteriores)',
    },
  },
  {
    name: 'otherIncome',
    label: 'Tu base liquidable general, sin este piso',
    unit: '€',
    hint: `La «base liquidable general sometida a gravamen» de tu última declaración de la renta (casilla 0505 del modelo 100), sin rentas de este piso: sueldo menos cotizaciones y reducciones. Si lo dejas vacío, ${TYPICAL_TEXT}.`,
    ...MONEY,
    empty: typicalIncome,
    shownWhen: resident,
    excel: {
      format: 'euro',
      help: 'Base liquidable general del primer titular sin este piso: sobre ella se suma el alquiler para aplicar las escalas.',
      label: 'Base liquidable general del primer titular (sin este piso)',
    },
  },
  {
    name: 'owners',
    label: 'Propietarios',
    unit: '',
    hint: 'Si sois dos (una pareja, por ejemplo), cada uno declara su parte.',
    ...between(1, 2, M.owners),
    integer: M.owners,
    default: 1,
    empty: 'default',
    options: [
      { value: '1', label: 'Uno' },
      { value: '2', label: 'Dos (cada uno declara su parte)' },
    ],
    excel: { format: 'number', help: 'Cada uno declara su parte.', label: 'Titulares (1 o 2)' },
  },
  {
    name: 'ownerSharePercent',
    label: 'Parte del primer propietario',
    unit: '%',
    hint: 'Con dos propietarios: la del segundo es el resto. En la escritura.',
    ...between(1, 99, M.ownerShare),
    default: 50,
    empty: 'default',
    shownWhen: twoOwners,
    excel: {
      format: 'percent',
      help: 'Con dos titulares; el segundo tiene el resto.',
      label: 'Parte del primer titular',
    },
  },
  {
    name: 'secondMarginalRatePercent',
    label: 'Tipo marginal fijo del segundo propietario (enlaces anteriores)',
    unit: '%',
    hint: 'Solo con el tipo fijo de un enlace anterior.',
    ...between(0, 60, M.marginalRate),
    default: 30,
    empty: 'default',
    options: MARGINAL_RATE_OPTIONS,
    shownWhen: never,
    excel: {
      format: 'percent',
      help: 'Solo con el modelo de tipo fijo y dos titulares.',
      label: 'Tipo marginal fijo del segundo titular (enlaces anteriores)',
    },
  },
  {
    name: 'secondOtherIncome',
    label: 'Base liquidable general del segundo propietario, sin este piso',
    unit: '€',
    hint: `La casilla 0505 de su última declaración. Si lo dejas vacío, ${TYPICAL_TEXT}.`,
    ...MONEY,
    empty: typicalIncome,
    shownWhen: residentCouple,
    excel: {
      format: 'euro',
      help: 'Solo con dos titulares.',
      label: 'Base liquidable general del segundo titular (sin este piso)',
    },
  },
  {
    name: 'otherSavingsIncome',
    label: 'Otras rentas del ahorro el año de la venta',
    unit: '€',
    hint: 'Intereses, dividendos u otras ganancias de ese año (casilla 0510, «base liquidable del ahorro»): suben el tipo de la ganancia de la venta. Si no sabes, 0.',
    ...MONEY,
    default: 0,
    empty: 0,
    newer: true,
    shownWhen: resident,
    excel: {
      format: 'euro',
      help: 'Base del ahorro del primer titular sin la venta: la ganancia tributa encima.',
      label: 'Otras rentas del ahorro del primer titular',
    },
  },
  {
    // The gain is split by shares: the second owner's own savings income moves his tranches too.
    name: 'secondOtherSavingsIncome',
    label: 'Otras rentas del ahorro del segundo propietario el año de la venta',
    unit: '€',
    hint: 'Las suyas (casilla 0510); si no sabes, 0.',
    ...MONEY,
    default: 0,
    empty: 0,
    newer: true,
    shownWhen: residentCouple,
    excel: {
      format: 'euro',
      help: 'Solo con dos titulares.',
      label: 'Otras rentas del ahorro del segundo titular',
    },
  },
  {
    name: 'nonEuDeductExpenses',
    label: 'Deducir gastos siendo no residente fuera de la UE',
    unit: '',
    hint: 'La Audiencia Nacional lo admitió en 2025 (sentencia recurrible); Hacienda no lo acepta.',
    ...between(0, 1, M.yesNo),
    integer: M.yesNo,
    default: 0,
    empty: 'default',
    options: YES_NO,
    shownWhen: ({ residence }: FieldContext) => residence === 'nonEu',
    excel: {
      format: 'number',
      help: '1 sigue la sentencia de la Audiencia Nacional de 28-7-2025 (no firme); 0, el criterio de Hacienda: 24 % de los ingresos íntegros.',
      label: 'Fuera de la UE: deducir gastos (1 = sí, 0 = no)',
    },
  },
  {
    name: 'cadastralValue',
    label: 'Valor catastral total (opcional)',
    unit: '€',
    hint: 'En el recibo del IBI. Sirve para la renta imputada de los meses vacíos y la amortización.',
    ...MONEY,
    empty: 0,
    excel: {
      format: 'euro',
      help: 'El del recibo del IBI; con 0 se estima con el del suelo y la parte de construcción.',
      label: 'Valor catastral',
    },
  },
  {
    name: 'cadastralRevised',
    label: 'Valores catastrales revisados desde 2016',
    unit: '',
    hint: 'Si tu municipio tuvo una valoración colectiva general en los últimos diez años, se imputa el 1,1 %; si no, el 2 %.',
    ...between(0, 1, M.yesNo),
    integer: M.yesNo,
    default: 1,
    empty: 'default',
    options: [
      { value: '1', label: 'Sí (se imputa el 1,1 %)' },
      { value: '0', label: 'No (se imputa el 2 %)' },
    ],
    excel: {
      format: 'number',
      help: '1: valoración colectiva general en vigor en el año o en los diez anteriores (imputación del 1,1 %); 0: el 2 %.',
      label: 'Valores catastrales revisados (1 = sí, 0 = no)',
    },
  },
  {
    name: 'rentReductionPercent',
    label: 'Reducción por alquiler de vivienda (Ley 12/2023)',
    unit: '%',
    hint: REDUCTION_HINT,
    ...PERCENT,
    default: GENERAL_RENT_REDUCTION,
    empty: 'required',
    options: REDUCTION_OPTIONS,
    shownWhen: (context: FieldContext) => resident(context) && context.letting === 'longTerm',
    excel: {
      format: 'percent',
      help: 'Ley 12/2023: 50 % general, 60 %, 70 % o 90 % según el caso; solo residentes y vivienda habitual del inquilino.',
    },
  },
  {
    name: 'constructionSharePercent',
    label: 'Parte de construcción del valor',
    unit: '%',
    hint: 'El recibo del IBI la da: construcción / total. Si indicas el valor catastral y el del suelo, se usa la proporción entre ellos (art. 14.2.a del Reglamento del IRPF) y este porcentaje no cuenta.',
    ...PERCENT,
    default: 60,
    empty: 'required',
    excel: { format: 'percent', help: 'La da el recibo del IBI; el suelo no se amortiza.' },
  },
]);

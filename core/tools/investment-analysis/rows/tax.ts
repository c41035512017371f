// The rent tax step's rows: the owners, their marginal rates and shares, the cadastral values, the
// rent reduction and the construction share of the value (what amortises).
import { ANALYSIS_MESSAGES as M } from '../messages';
import { GENERAL_RENT_REDUCTION, RENT_REDUCTIONS } from '../rent-reductions';
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

const YES_NO: readonly FieldOption[] = [
  { value: '1', label: 'Sí' },
  { value: '0', label: 'No' },
];

/** The reductions by percent: 60 % appears once (works or a contract before 26-5-2023). */
const REDUCTION_OPTIONS: readonly FieldOption[] = RENT_REDUCTIONS.filter(
  (reduction, index, all) => all.findIndex((r) => r.percent === reduction.percent) === index,
).map((reduction) => ({
  value: String(reduction.percent),
  label:
    reduction.percent === 60
      ? '60 %: obras de rehabilitación en los dos años anteriores, o contrato celebrado antes del 26 de mayo de 2023'
      : reduction.label,
}));

export const TAX_ROWS = /* @__PURE__ */ stepRows('irpf', [
  {
    name: 'marginalRatePercent',
    label: 'Tu tipo marginal de IRPF',
    unit: '%',
    hint: 'Búscalo en tu última declaración: el tipo del último tramo de tu base liquidable general.',
    ...between(0, 60, M.marginalRate),
    default: 30,
    empty: 'required',
    options: MARGINAL_RATE_OPTIONS,
    shownWhen: resident,
    excel: {
      format: 'percent',
      help: 'El de tu última declaración.',
      label: 'Tipo marginal de IRPF (primer titular)',
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
    label: 'Tipo marginal de IRPF del segundo propietario',
    unit: '%',
    hint: 'El del último tramo de su base liquidable general.',
    ...between(0, 60, M.marginalRate),
    default: 30,
    empty: 'default',
    options: MARGINAL_RATE_OPTIONS,
    shownWhen: (context: FieldContext) => twoOwners(context) && resident(context),
    excel: {
      format: 'percent',
      help: 'Solo con dos titulares.',
      label: 'Tipo marginal de IRPF del segundo titular',
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
    hint: 'Solo se aplica una y solo al rendimiento neto positivo.',
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
    hint: 'El recibo del IBI (valor catastral) la da: construcción / total.',
    ...PERCENT,
    default: 60,
    empty: 'required',
    excel: { format: 'percent', help: 'La da el recibo del IBI; el suelo no se amortiza.' },
  },
]);

// The Spanish texts of the mortgage page's first load: form, rate types, live summary, explanation.
// The results' texts travel with the lazy results (results-text.ts).
import { rowOf } from '../../../core/tools/fields';
import { MORTGAGE_FIELDS, type MortgageNumberKey } from '../../../core/tools/mortgage/fields';
import type { RateType } from '../../../core/tools/mortgage/rate-path';
import type { NumberFieldDef } from '../calculator/CalculatorForm';

type FieldDef = NumberFieldDef<MortgageNumberKey>;

/** The field's row in core/tools/mortgage/fields.ts: its label, unit and hint. */
const field = (name: MortgageNumberKey): FieldDef => rowOf(MORTGAGE_FIELDS, name);

/** A mixed loan's rate is the one of its fixed years. */
const MIXED_RATE: FieldDef = {
  ...field('interestRate'),
  label: 'Tipo fijo de los primeros años',
  hint: 'El TIN de los años a tipo fijo.',
};

/** The fields each rate type needs, in form order (the others keep their values, hidden). */
export const MORTGAGE_FIELDS_BY_TYPE: Readonly<Record<RateType, readonly FieldDef[]>> = {
  fixed: [
    field('loanAmount'),
    field('interestRate'),
    field('loanTermYears'),
    field('openingFeePercent'),
  ],
  variable: [
    field('loanAmount'),
    field('euribor'),
    field('spread'),
    field('loanTermYears'),
    field('openingFeePercent'),
  ],
  mixed: [
    field('loanAmount'),
    MIXED_RATE,
    field('fixedYears'),
    field('euribor'),
    field('spread'),
    field('loanTermYears'),
    field('openingFeePercent'),
  ],
};

export const RATE_TYPE_OPTIONS: readonly { value: RateType; label: string; hint: string }[] = [
  { value: 'fixed', label: 'Fijo', hint: 'La misma cuota toda la vida del préstamo.' },
  {
    value: 'variable',
    label: 'Variable',
    hint: 'Euríbor más diferencial, revisado cada 12 meses.',
  },
  {
    value: 'mixed',
    label: 'Mixto',
    hint: 'Unos años a tipo fijo y después Euríbor más diferencial.',
  },
];

export const MORTGAGE_TEXT = {
  formTitle: 'Datos de la hipoteca',
  rateType: 'Tipo de interés',
  submit: 'Calcular hipoteca',
  euriborName: 'Euríbor a 12 meses',
  euriborHint: 'Media mensual; su mes y su fuente están arriba. Cámbialo si conoces otro dato.',
  summary: (parts: { monthlyPayment: string; totalInterest: string }) =>
    `Resultados actualizados: cuota mensual ${parts.monthlyPayment}, intereses totales ${parts.totalInterest}.`,
} as const;

export const MORTGAGE_INFO = {
  title: 'Cómo se calcula la cuota de tu hipoteca',
  paragraphs: [
    'Usamos el sistema francés, el habitual en España: cada cuota lleva una parte de intereses y otra de capital; al principio predominan los intereses y al final el capital. En una hipoteca variable o mixta el banco revisa el tipo cada 12 meses y recalcula la cuota sobre el capital pendiente y los meses que quedan.',
    'Con la cuota verás un único veredicto, «¿Te daría el banco esta hipoteca?»: escribe tus ingresos netos, deudas, ahorros, precio, uso y edad, y te decimos si es viable, ajustada o no viable, y por qué.',
    'La tabla de estrés muestra cuánto subirían la cuota y el coste total si el Euríbor subiera uno, dos o tres puntos (en una hipoteca fija, lo que pagarías con un tipo más alto).',
  ],
  bandsTitle: 'Otra referencia: el esfuerzo sobre ingresos brutos',
  bands: [
    'Algunas guías miden la cuota sobre los ingresos brutos: hasta el 30 % se considera holgado, entre el 30 % y el 40 % al límite y por encima del 40 % arriesgado.',
    'Los bancos españoles miran los ingresos netos, que es lo que usa nuestro veredicto; estas bandas son solo una explicación, no el veredicto.',
  ],
} as const;

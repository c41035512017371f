// The Spanish texts of the mortgage results, loaded with them (not with the page).
import { formatEuros, formatPercent } from '../../../core/format';

const points = (n: number) => `+${n} ${n === 1 ? 'punto' : 'puntos'}`;

export const REPORT_TITLE = 'Informe de hipoteca';

export const RESULTS = {
  monthlyPayment: 'Cuota mensual',
  firstPayment: 'Primera cuota',
  paymentAfterFixed: 'Cuota tras el tramo fijo',
  paymentAfterFixedHint: (years: number, rate: string) =>
    `Desde el año ${years + 1}, con Euríbor más diferencial (${rate}).`,
  taeFixedHint: (appraisal: string) =>
    `Incluye la comisión de apertura y la tasación (${appraisal}, nuestra estimación), que la Ley 5/2019 (art. 4.12) cuenta en el coste del préstamo: es la cifra para comparar ofertas.`,
  taeVariableHint: (euribor: string, appraisal: string) =>
    `Incluye la comisión de apertura y la tasación (${appraisal}, nuestra estimación). Supone que el Euríbor se queda en ${euribor} toda la vida del préstamo; cambiará si el Euríbor cambia.`,
  totalInterest: 'Intereses totales',
  totalPayment: 'Total a pagar',
  totalPaymentHint: (fee: string, percent: string) =>
    `Más ${fee} de comisión de apertura (${percent}) al firmar.`,
} as const;

export const STRESS_TEXT = {
  titleVariable: 'Si el Euríbor sube',
  titleFixed: 'Si el tipo de interés fuera más alto',
  introVariable:
    'La cuota y el coste si el Euríbor subiera y se quedara ahí en todas las revisiones.',
  introMixed:
    'Tu cuota no cambia durante los años fijos; la subida se nota desde la primera revisión.',
  introFixed:
    'Tu cuota fija no cambia con el Euríbor: así quedaría con una oferta de tipo más alto.',
  caption: 'Cuota y coste total con un tipo más alto',
  scenario: 'Escenario',
  payment: 'Cuota',
  peak: 'Cuota máxima',
  total: 'Total a pagar',
  more: (amount: string) => `+${amount} que hoy`,
  points,
  euribor: (n: number) => `Euríbor ${points(n)}`,
  rate: (n: number) => `Tipo ${points(n)}`,
  peakYear: (year: number) => `desde el año ${year}`,
} as const;

export const PATH_TEXT = {
  title: '¿Y si el Euríbor cambia?',
  intro:
    'Elige cómo crees que irá el Euríbor: la cuota se recalcula en cada revisión anual con el valor de ese año.',
  introMixed:
    'Elige cómo crees que irá el Euríbor: tu cuota no cambia en los años fijos y después se recalcula cada año con el valor de ese año.',
  legend: 'Camino del Euríbor',
  kinds: { rising: 'Sube', flat: 'Se mantiene', falling: 'Baja' },
  describe: (kind: 'rising' | 'flat' | 'falling', rates: readonly string[]) =>
    kind === 'flat'
      ? `El Euríbor se queda en ${rates[0] ?? ''} todos los años.`
      : `${kind === 'rising' ? 'Sube' : 'Baja'} medio punto en cada revisión durante 4 años y se queda ahí: ${rates.join(', ')}. Es un supuesto, no una previsión.`,
  first: 'Primera cuota',
  peak: 'Cuota más alta',
  peakYear: (year: number) => `desde el año ${year}`,
  total: 'Total a pagar',
  difference: 'Frente al Euríbor estable',
  signed: (amount: number) =>
    amount === 0
      ? 'lo mismo'
      : amount > 0
        ? `${formatEuros(amount)} más`
        : `${formatEuros(-amount)} menos`,
} as const;

export const CHART_TEXT = {
  paymentTitle: 'Cuota mensual a lo largo del préstamo',
  paymentDescribe: (changes: string) =>
    `La cuota cambia en cada revisión del tipo: ${changes}. El cuadro de amortización tiene todas las cifras.`,
  paymentFlat: (payment: string) =>
    `La cuota es la misma todos los meses: ${payment}. El cuadro de amortización tiene todas las cifras.`,
  reset: (year: number, payment: string, rate: string) => `año ${year}, ${payment} al ${rate}`,
  title: 'Capital e intereses pagados cada año',
  principal: 'Capital',
  interest: 'Intereses',
  describe: (
    first: { interest: string; principal: string },
    last: { year: number; interest: string; principal: string },
  ) =>
    `El año 1 pagas ${first.interest} de intereses y ${first.principal} de capital; el año ${last.year}, ${last.interest} de intereses y ${last.principal} de capital. Al principio la mayor parte de la cuota son intereses y, con los años, pesa cada vez más el capital. El cuadro de amortización tiene todas las cifras.`,
  year: (year: number) => `Año ${year}`,
} as const;

export const TABLE_TEXT = {
  title: 'Cuadro de amortización',
  caption: 'Cuadro de amortización por años. Despliega un año para ver sus meses.',
  period: 'Periodo',
  rate: 'Tipo',
  payment: 'Cuota',
  interest: 'Intereses',
  principal: 'Capital amortizado',
  balance: 'Capital pendiente',
  year: (year: number) => `Año ${year}`,
  month: (month: number) => `Mes ${month}`,
  showMonths: (year: number) => `Ver los meses del año ${year}`,
} as const;

export const SOURCE_TEXT = {
  euribor: (month: string) => `Fuente del Euríbor a ${month}:`,
} as const;

/** The Euríbor the notes name: its value and month in words ("febrero de 2026"). */
export interface EuriborNote {
  value: number;
  month: string;
}

export const METHOD_NOTES = (hasVariable: boolean, euribor: EuriborNote): string[] => [
  'Sistema francés: cuota constante mientras no cambia el tipo; cada cuota paga primero los intereses del mes (capital pendiente × tipo ÷ 12) y el resto amortiza capital.',
  ...(hasVariable
    ? [
        `Variable y mixta: el tipo se revisa cada 12 meses (en la mixta, desde el fin del tramo fijo) y la cuota se recalcula sobre el capital pendiente y los meses que quedan, como hacen los bancos. Suponemos que el Euríbor se queda en el valor que escribes (la tabla «¿Y si el Euríbor cambia?» lo hace subir o bajar); Euríbor a ${euribor.month}: ${formatPercent(euribor.value, { upTo: 3 })}, media mensual del Banco de España.`,
        'Ningún tipo baja de 0 %: la Ley 5/2019 (art. 21.4) prohíbe los intereses negativos y las cláusulas suelo.',
      ]
    : []),
  'TAE con la fórmula de la Directiva europea de crédito inmobiliario (2014/17/UE, anexo I), que recoge la Ley 5/2019: el tipo anual que iguala lo que recibes (el préstamo menos la comisión de apertura y la tasación, que la ley cuenta en el coste del préstamo) con las cuotas; en variables y mixtas es la «TAE variable», con el Euríbor de hoy.',
  'Comisión por amortizar antes (Ley 5/2019, art. 23): en variables, como máximo el 0,25 % del importe los 3 primeros años o el 0,15 % los 5 primeros, según el contrato; en fijas, el 2 % los 10 primeros años y el 1,5 % después, y nunca más que la pérdida del banco.',
  'Veredicto: la cuota más alta de los diez primeros años (en variables y mixtas, la de después de cada revisión), con tus otras deudas, hasta el 35 % de los ingresos netos (ajustada por encima del 30 %); préstamo hasta el 80 % del menor entre precio y tasación en vivienda habitual y el 70 % en segunda vivienda o inversión; ahorros que cubran la entrada y los gastos; y terminar de pagar antes de los 75 años. Son la práctica habitual de los bancos, pendiente de confirmar con un texto oficial. Los gastos de compra salen de nuestra calculadora de gastos por comunidad.',
  'No modelamos: periodos de carencia, tipo fijo inicial de 6-12 meses en variables, diferenciales distintos por tramo, seguros no vinculados, ni la variación real del Euríbor: las sendas que sube y baja son supuestos, no previsiones. No mostramos la curva de futuros del mercado porque ningún organismo oficial la publica.',
];

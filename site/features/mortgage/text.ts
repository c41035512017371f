// Every Spanish text of the mortgage calculator page, once.
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import type { NumberFieldDef } from '../calculator/CalculatorForm';

export const MORTGAGE_FIELDS: readonly NumberFieldDef<keyof MortgageFormValues>[] = [
  { name: 'loanAmount', label: 'Importe de la hipoteca', unit: '€' },
  { name: 'interestRate', label: 'Tipo de interés anual', unit: '%' },
  { name: 'loanTermYears', label: 'Plazo', unit: 'años' },
  {
    name: 'monthlyIncome',
    label: 'Ingresos mensuales brutos',
    unit: '€',
    hint: 'Suma de los ingresos del hogar que van a pagar la hipoteca.',
  },
];

export const MORTGAGE_TEXT = {
  formTitle: 'Datos de la hipoteca',
  submit: 'Calcular hipoteca',
  results: {
    monthlyPayment: 'Cuota mensual',
    totalInterest: 'Intereses totales',
    totalPayment: 'Total a pagar',
    debtToIncomeRatio: 'Esfuerzo sobre tus ingresos',
    maxAffordablePayment: 'Cuota máxima recomendada',
  },
  maxAffordableHint: 'El 28 % de tus ingresos mensuales brutos.',
  stressTitle: 'Si el tipo de interés sube',
  stressLine: (points: number, rate: string) =>
    `+${points} ${points === 1 ? 'punto' : 'puntos'} (${rate}):`,
  stressIncrease: (amount: string) => `(+${amount} al mes)`,
  perMonth: 'al mes',
  summary: (parts: {
    monthlyPayment: string;
    totalInterest: string;
    ratio: string;
    verdict: string;
  }) =>
    `Resultados actualizados: cuota mensual ${parts.monthlyPayment}, intereses totales ${parts.totalInterest}, esfuerzo ${parts.ratio}: ${parts.verdict}.`,
  table: {
    title: 'Cuadro de amortización',
    caption: 'Cuadro de amortización por años. Despliega un año para ver sus meses.',
    period: 'Periodo',
    payment: 'Cuota',
    interest: 'Intereses',
    principal: 'Capital amortizado',
    balance: 'Capital pendiente',
    year: (year: number) => `Año ${year}`,
    month: (month: number) => `Mes ${month}`,
    showMonths: (year: number) => `Ver los meses del año ${year}`,
  },
  chart: {
    title: 'Capital e intereses pagados cada año',
    principal: 'Capital',
    interest: 'Intereses',
    describe: (
      first: { interest: string; principal: string },
      last: { year: number; interest: string; principal: string },
    ) =>
      `El año 1 pagas ${first.interest} de intereses y ${first.principal} de capital; el año ${last.year}, ${last.interest} de intereses y ${last.principal} de capital. Al principio la mayor parte de la cuota son intereses y, con los años, pesa cada vez más el capital. El cuadro de amortización tiene todas las cifras.`,
  },
} as const;

export const MORTGAGE_INFO = {
  title: 'Cómo se calcula la cuota de tu hipoteca',
  paragraphs: [
    'Usamos el sistema francés, el habitual en España: pagas la misma cuota todos los meses y en cada una hay una parte de intereses y otra de capital. Al principio predominan los intereses; al final, el capital.',
    'El esfuerzo es el porcentaje de tus ingresos que se lleva la cuota. Los bancos suelen pedir que la hipoteca no supere el 30-35 % de los ingresos netos del hogar, así que conviene tener margen.',
    'La línea de estrés muestra cuánto subiría la cuota de una hipoteca variable si el tipo de interés aumentara uno o dos puntos.',
  ],
  bandsTitle: 'Qué significa el resultado',
  bands: [
    'Hasta el 30 % de tus ingresos: Hipoteca Aprobable.',
    'Entre el 30 % y el 40 %: Límite Aceptable; el banco mirará con lupa el resto de tus deudas.',
    'Más del 40 %: Riesgo Alto; prueba con más plazo, más entrada o un importe menor.',
  ],
} as const;

// The explanation of each figure of a property, as a tax adviser would write it beside the number.
import { formatEurosCents as eur, formatNumber, formatPercent } from '../../format';
import type { AmortisationResult } from './amortisation';
import { spanishDate } from './calendar';
import type { ExpenseKind, ReturnProperty } from './document';
import type { InterestCap } from './expenses';
import { IMPUTATION_DA55, LIRPF_URL, RIRPF_URL } from './law';
import type { ExplanationLine, PropertyResult } from './result';

export const EXPENSE_LABELS: Readonly<Record<ExpenseKind, string>> = {
  interest: 'Intereses del préstamo',
  repairs: 'Reparación y conservación',
  ibi: 'IBI y tasas municipales',
  communityFees: 'Comunidad de propietarios',
  insurance: 'Seguros',
  services: 'Suministros y servicios',
  management: 'Gestión y administración del alquiler',
  otherTaxes: 'Otros tributos y recargos',
  legal: 'Defensa jurídica y formalización del contrato',
  doubtfulDebts: 'Saldos de dudoso cobro',
};

export interface LineContext {
  taxYear: number;
  cap: InterestCap;
  amortisation: AmortisationResult;
  otherExpenses: number;
}

/** Sentence case inside a list; "IBI" stays in capitals. */
const lowerFirst = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
const pct = (value: number) => formatPercent(value, { upTo: 2 });
const days = (count: number) => `${formatNumber(count)} ${count === 1 ? 'día' : 'días'}`;

function incomeLines(property: ReturnProperty, r: PropertyResult): ExplanationLine[] {
  const perContract = r.contracts
    .map((c) => {
      const rent = property.contracts[c.index]?.monthlyRent ?? 0;
      return `contrato ${c.index + 1}: ${eur(rent)} al mes del ${spanishDate(c.from)} al ${spanishDate(c.to)} (${days(c.days)}), ${eur(c.grossIncome)}`;
    })
    .join('; ');
  const contractsText = perContract.charAt(0).toUpperCase() + perContract.slice(1);
  return [
    {
      key: 'grossIncome',
      label: 'Ingresos íntegros',
      amount: r.grossIncome,
      article: 'art. 22 LIRPF',
      url: LIRPF_URL,
      explanation: r.contracts.length
        ? `La renta de los días alquilados: cada mes completo cuenta la renta mensual y un mes incompleto, la parte de sus días. ${contractsText}.`
        : 'No hubo alquiler en el ejercicio: no hay ingresos del capital inmobiliario.',
    },
  ];
}

function expenseExplanation(r: PropertyResult): string {
  if (r.daysLet === 0) return 'Sin días alquilados no se deduce ningún gasto.';
  if (r.daysLet >= r.daysOwned)
    return 'Alquilado todo el tiempo que fue tuyo: los gastos cuentan enteros.';
  return `Alquilado ${days(r.daysLet)} de ${days(r.daysOwned)}: IBI, comunidad, seguros, suministros, tributos, intereses y reparaciones se deducen en la proporción de los días alquilados (${pct((r.daysLet / r.daysOwned) * 100)}); la gestión del alquiler, la defensa jurídica y los saldos de dudoso cobro, que solo existen por el alquiler, se deducen enteros.`;
}

function capLines(r: PropertyResult, ctx: LineContext): ExplanationLine[] {
  const used = ctx.cap.usedCarried.map((e) => `${eur(e.amount)} de ${e.year}`).join(', ');
  return [
    {
      key: 'interestAndRepairs',
      label: 'Intereses y reparaciones deducidos',
      amount: r.interestAndRepairs,
      article: 'art. 23.1.a).1.º LIRPF; art. 13.a) RIRPF',
      url: LIRPF_URL,
      explanation: `Intereses más reparación y conservación no pueden pasar de los ingresos íntegros (${eur(r.grossIncome)}). Primero se aplican los excesos pendientes de años anteriores, del más antiguo al más reciente${used ? ` (${used})` : ''}, y después los de este año (${eur(ctx.cap.ownDeducted)}).`,
    },
    {
      key: 'excessCarriedForward',
      label: 'Exceso a deducir en los cuatro años siguientes',
      amount: r.excessCarriedForward,
      article: 'art. 23.1.a).1.º LIRPF',
      url: LIRPF_URL,
      explanation:
        r.excessCarriedForward > 0
          ? `Lo que este año supera el límite se puede deducir hasta ${ctx.taxYear + 4}, con el mismo límite en cada año.`
          : 'Este año no queda exceso por encima del límite.',
    },
  ];
}

function amortisationLines(property: ReturnProperty, r: PropertyResult, ctx: LineContext) {
  const b = ctx.amortisation.building;
  const base =
    b.buildingSharePercent == null
      ? 'Falta el valor catastral con su parte de suelo: sin él no se puede separar la construcción del suelo y la amortización del inmueble queda en 0 €.'
      : `3 % de ${eur(b.base)}: el mayor entre el coste de adquisición${b.cost != null ? ` (${eur(b.cost)})` : ''} y el valor catastral, por la parte de construcción (${pct(b.buildingSharePercent)}), por ${days(r.daysLet)} alquilados de ${days(r.daysInYear)}: ${eur(ctx.amortisation.buildingYear)}.`;
  const inherited =
    property.acquisition.kind === 'purchase'
      ? ''
      : ' En una herencia o donación el coste es el valor declarado en el Impuesto sobre Sucesiones y Donaciones más los gastos y tributos pagados por la adquisición.';
  const bought = property.acquisition.date ? Number(property.acquisition.date.slice(0, 4)) : null;
  // 3 % a year reaches the whole cost of the building in 33 years and a third.
  const ceiling =
    bought != null && ctx.taxYear - bought > 33 && ctx.amortisation.buildingYear > 0
      ? ' Han pasado más de 33 años desde la adquisición: si la amortizaste cada año, quizá ya hayas deducido todo el coste de la construcción, que es el tope; entonces no queda nada por amortizar.'
      : '';
  const improvements = property.improvements.length
    ? ` Mejoras: 3 % de su coste desde su fecha, por los días alquilados desde entonces: ${eur(ctx.amortisation.improvementsYear)}.`
    : '';
  return [
    {
      key: 'buildingAmortisation',
      label: 'Amortización del inmueble y las mejoras',
      amount: r.buildingAmortisation,
      article: 'art. 23.1.b) LIRPF; art. 14.2.a) RIRPF',
      url: RIRPF_URL,
      explanation: base + inherited + ceiling + improvements,
    },
    {
      key: 'furnitureAmortisation',
      label: 'Amortización del mobiliario',
      amount: r.furnitureAmortisation,
      article: 'art. 14.2.b) RIRPF',
      url: RIRPF_URL,
      explanation: property.furniture.length
        ? '10 % al año del coste de muebles y enseres (tabla de amortización simplificada), desde su fecha y por los días alquilados.'
        : 'No hay mobiliario que amortizar.',
    },
  ];
}

export function propertyLines(
  property: ReturnProperty,
  r: PropertyResult,
  ctx: LineContext,
): ExplanationLine[] {
  const expenseText = r.expenses
    .filter((line) => line.deductible > 0 && line.kind !== 'interest' && line.kind !== 'repairs')
    .map((line) => `${lowerFirst(EXPENSE_LABELS[line.kind])} ${eur(line.deductible)}`)
    .join(', ');
  return [
    ...incomeLines(property, r),
    {
      key: 'otherExpenses',
      label: 'Otros gastos deducibles',
      amount: ctx.otherExpenses,
      article: 'art. 23.1.a) LIRPF; art. 13 RIRPF',
      url: LIRPF_URL,
      explanation: `${expenseExplanation(r)}${expenseText ? ` Deducibles: ${expenseText}.` : ''}`,
    },
    ...capLines(r, ctx),
    ...amortisationLines(property, r, ctx),
    ...resultLines(r, ctx.taxYear),
  ];
}

function resultLines(r: PropertyResult, taxYear: number): ExplanationLine[] {
  return [
    {
      key: 'deductibleExpenses',
      label: 'Total de gastos deducibles',
      amount: r.deductibleExpenses,
      article: 'art. 23.1 LIRPF',
      url: LIRPF_URL,
      explanation: 'Gastos, intereses y reparaciones dentro del límite, y amortizaciones.',
    },
    {
      key: 'netIncome',
      label: 'Rendimiento neto',
      amount: r.netIncome,
      article: 'art. 23.1 LIRPF',
      url: LIRPF_URL,
      explanation:
        r.netIncome < 0
          ? 'Ingresos menos gastos: negativo, se compensa con tus demás rentas de la base general y no tiene reducción.'
          : 'Ingresos íntegros menos gastos deducibles.',
    },
    {
      key: 'reduction',
      label: 'Reducción por alquiler de vivienda',
      amount: r.reduction,
      article: 'art. 23.2 LIRPF; disposición transitoria 38.ª LIRPF',
      url: LIRPF_URL,
      explanation: reductionText(r),
    },
    {
      key: 'reducedNetIncome',
      label: 'Rendimiento neto reducido',
      amount: r.reducedNetIncome,
      article: 'art. 23.2 LIRPF',
      url: LIRPF_URL,
      explanation: 'El rendimiento neto menos la reducción.',
    },
    declaredLine(r),
    {
      key: 'imputedIncome',
      label: 'Imputación de rentas inmobiliarias',
      amount: r.imputedIncome,
      article:
        r.imputation.revision === 'since2012' && r.imputation.days > 0
          ? 'art. 85 LIRPF; disposición adicional 55.ª LIRPF'
          : 'art. 85 LIRPF',
      url: LIRPF_URL,
      explanation: imputationText(r, taxYear),
    },
  ];
}

function declaredLine(r: PropertyResult): ExplanationLine {
  const relatives = r.contracts.filter((c) => c.relativeMinimum != null);
  return {
    key: 'declaredIncome',
    label: 'Rendimiento declarado',
    amount: r.declaredIncome,
    article: 'art. 24 LIRPF',
    url: LIRPF_URL,
    explanation: relatives.length
      ? `Alquiler a un familiar hasta el tercer grado: el rendimiento de cada contrato no puede ser menor que la imputación del art. 85 por sus días (${relatives.map((c) => `contrato ${c.index + 1}: mínimo ${eur(c.relativeMinimum ?? 0)}, rendimiento ${eur(c.reducedNetIncome)}`).join('; ')}).`
      : 'Es el rendimiento neto reducido: ningún contrato es con un familiar.',
  };
}

function imputationText(r: PropertyResult, taxYear: number): string {
  const im = r.imputation;
  if (im.days === 0) return 'No hubo días a tu disposición sin alquilar: no hay imputación.';
  if (im.basis === 'none')
    return 'La vivienda habitual (y su garaje) no imputa renta; sin valor catastral ni de adquisición no se puede calcular la imputación.';
  if (im.basis === 'acquisition')
    return `${days(im.days)} a tu disposición sin alquilar de ${days(r.daysInYear)}: 1,1 % del 50 % del valor de adquisición (${eur(im.base)}), porque no hay valor catastral, en proporción a esos días.`;
  const year = im.revisedYear;
  const revised = year == null ? ', sin año de revisión catastral' : `, revisado en ${year}`;
  return `${days(im.days)} a tu disposición sin alquilar de ${days(r.daysInYear)}: ${pct(im.ratePercent)} del valor catastral (${eur(im.base)})${revised}, en proporción a esos días.${revisionNote(im.revision, year, taxYear)}`;
}

/** Why the cadastral value takes 1,1 % or 2 % this year. */
function revisionNote(
  revision: PropertyResult['imputation']['revision'],
  year: number | null,
  taxYear: number,
): string {
  const da55 = IMPUTATION_DA55[taxYear];
  if (revision === 'tenYears')
    return ' El 1,1 % corresponde a un valor revisado en el año o en los diez anteriores (art. 85.1).';
  if (revision === 'since2012' && da55)
    return ` En ${taxYear} el 1,1 % se aplica a todo valor revisado desde ${da55.since}: disposición adicional 55.ª LIRPF, prorrogada por el ${da55.decree}; el Congreso derogó el decreto en ${da55.repealed}, después del devengo del 31 de diciembre, y la Agencia Tributaria aplica el 1,1 %.`;
  if (revision === 'older' && year != null && year >= 2012)
    return ` La revisión tiene más de diez años y en ${taxYear} ninguna norma en vigor mantiene el 1,1 % para los valores revisados desde 2012: el 2 % del art. 85.1.`;
  if (revision === 'older') return ' La revisión tiene más de diez años: el 2 % del art. 85.1.';
  return ' Sin el año de la revisión tomamos el 2 %.';
}

function reductionText(r: PropertyResult): string {
  if (!r.contracts.length) return 'Sin contrato no hay reducción.';
  const reasons = r.contracts.map((c) => `Contrato ${c.index + 1}: ${c.reductionReason}`).join(' ');
  if (r.netIncome <= 0)
    return `La reducción solo se aplica a un rendimiento neto positivo: este año no hay. ${reasons}`;
  return `Se aplica al rendimiento neto positivo, repartido entre los contratos en proporción a su rendimiento, cada uno con su porcentaje. ${reasons}`;
}

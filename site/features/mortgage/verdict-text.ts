// The financing verdict and its warnings in Spanish: one sentence naming the limiting factor, and
// one text per `data-warning` key (what banks usually lend, its source, the money needed then). Pure.
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import type {
  FinancingJudgement,
  FinancingWarningKey,
  PropertyUse,
} from '../../../core/tools/mortgage/index';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.afford;

/** Where the 80/70 % comes from, said honestly: market practice, no official text found. */
export const LTV_SOURCE = 'práctica habitual de los bancos, pendiente de confirmar';

/** "80 %", "33,41 %": as the analysis writes a share, no ",00". */
const percent = (value: number) => formatPercent(value, { upTo: 2 });

/**
 * The verdict's sentence after its word (Viable, Ajustada, No viable): why, with the figures.
 * @example verdictSentence(notViableForSavings, 'investment')
 * // 'te faltan ahorros. Los bancos suelen prestar hasta el 70 % … te faltan 31.118 €.'
 */
export function verdictSentence(j: FinancingJudgement, use: PropertyUse): string {
  const ratio = percent(j.debtRatio);
  const payment = formatEurosCents(j.peakPayment);
  switch (j.limitingFactor) {
    case 'savings':
      // The 'ltv' warning under the verdict says the money needed at that share: not said twice.
      return j.warnings.includes('ltv')
        ? `${TEXT.factors.savings}. Los bancos suelen prestar hasta el ${formatPercent(j.ltvLimit, 0)} para ${TEXT.useNames[use]} (${formatEuros(j.maxLoanByLtv)}): con tus ${formatEuros(j.savings)}, te faltan ${formatEuros(j.shortfall)}.`
        : `${TEXT.factors.savings}. Con este préstamo necesitas aportar ${formatEuros(j.cashNeeded)} entre entrada y gastos y tienes ${formatEuros(j.savings)}: te faltan ${formatEuros(j.shortfall)}.`;
    case 'ltv':
      return `${TEXT.factors.ltv}, pero tus ahorros sí cubren lo que aportarías con el préstamo que suelen conceder.`;
    case 'income':
      return `${TEXT.factors.income}. La cuota más alta de los diez primeros años (${payment}), con tus otras deudas, se lleva el ${ratio} de tus ingresos netos; los bancos suelen aceptar hasta el ${formatPercent(j.ratioLimit, 0)}.`;
    case 'age':
      // The 'age' warning gives the age at the end and the longest term.
      return `${TEXT.factors.age}.`;
    default:
      return j.verdict === 'tight'
        ? `la cuota más alta de los diez primeros años (${payment}), con tus otras deudas, se lleva el ${ratio} de tus ingresos netos: dentro del ${formatPercent(j.ratioLimit, 0)} que suelen aceptar los bancos, pero por encima del ${formatPercent(j.prudentRatio, 0)} prudente.`
        : `la cuota más alta de los diez primeros años (${payment}), con tus otras deudas, se lleva el ${ratio} de tus ingresos netos, y tus ahorros cubren los ${formatEuros(Math.max(0, j.cashNeeded))} de entrada y gastos.`;
  }
}

/** Each warning's text, by its `data-warning` key. */
export function warningText(
  key: FinancingWarningKey,
  j: FinancingJudgement,
  use: PropertyUse,
  price: number,
): string {
  switch (key) {
    case 'ltv':
      return `Pides el ${percent(j.loanToValue)} del valor de la vivienda. Para ${TEXT.useNames[use]} los bancos suelen prestar hasta el ${formatPercent(j.ltvLimit, 0)} del menor entre precio y tasación (${formatEuros(j.maxLoanByLtv)}); con ese préstamo necesitarías aportar ${formatEuros(j.cashNeededAtLtv)} entre entrada y gastos. Fuente: ${LTV_SOURCE}.`;
    case 'loanAbovePrice':
      // Above the price is above any share banks lend: the 'ltv' warning gives the money at it.
      return `El préstamo (${formatEuros(j.loan)}) es mayor que el precio (${formatEuros(price)}): los bancos no suelen financiar más que el valor de la vivienda, y los gastos de compra se pagan con ahorros.`;
    case 'age':
      return `Terminarías de pagar con ${j.ageAtEnd} años. Los bancos suelen pedir que la hipoteca acabe antes de los ${j.maxAgeAtEnd} (${LTV_SOURCE}): con tu edad, el plazo máximo sería de ${j.maxTermYears} años.`;
  }
}

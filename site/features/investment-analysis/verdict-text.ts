// "¿Me compensa?" in Spanish: the summary sentence, the verdict's sentence naming the benchmark or
// the criterion that fails, the criteria lines and the financing warnings. Pure (tested).
import { formatEuros, formatPercent } from '../../../core/format';
import { figureMonthLabel, type MarketFigure } from '../../../core/market-figures';
import type {
  FinancingCheck,
  FinancingWarningKey,
} from '../../../core/tools/investment-analysis/financing';
import type { Verdict, VerdictValue } from '../../../core/tools/investment-analysis/verdict';
import { LTV_SOURCE } from '../mortgage/verdict-text';
import { byOwners, ONE_RESIDENT, type Voice } from './voice';

const BOND = 'el bono español a 10 años';

/** Euros a month, signed as the page shows it: "−257 €/mes". */
const perMonth = (value: number) => `${formatEuros(value)}/mes`;

/** What the money does, in one sentence: the year-1 month and the TIR against the benchmark. */
export function summarySentence(
  verdict: Verdict,
  holdYears: number,
  voice: Voice = ONE_RESIDENT,
): string {
  const say = (one: string, two: string) => byOwners(voice, one, two);
  const after = `el primer año después de la hipoteca, los gastos y el ${voice.tax}`;
  const month =
    verdict.monthlyCashFlowYear1 >= 0
      ? `${say('te', 'os')} quedan ${perMonth(verdict.monthlyCashFlowYear1)} ${after}`
      : `${say('pones', 'ponéis')} ${perMonth(-verdict.monthlyCashFlowYear1)} de ${say('tu', 'vuestro')} bolsillo ${after}`;
  const irr =
    verdict.irr.value === null
      ? verdict.noIrr === 'nothingPutIn'
        ? `no ${say('pones', 'ponéis')} dinero propio, así que su rentabilidad no tiene límite`
        : `no ${say('recuperas', 'recuperáis')} en ${holdYears} años el dinero que ${say('pones', 'ponéis')}`
      : `${say('tu', 'vuestro')} dinero rinde un ${formatPercent(verdict.irr.value)} al año después de impuestos, frente al ${formatPercent(verdict.benchmarkPercent)} del bono español a 10 años`;
  return `Con este piso ${month}, y ${irr}.`;
}

/** The verdict's first words, as the issue gives them. */
export const VERDICT_WORDS: Readonly<Record<VerdictValue, string>> = {
  yes: 'Sí, cumple tus criterios',
  no: 'No',
  mixed: 'Depende',
};

/**
 * The verdict in one sentence: what fails names the benchmark or the criterion.
 * @example verdictSentence(barcelona, 8) // 'No: rinde menos que el bono español a 10 años (3,17 %).'
 */
export function verdictSentence(
  verdict: Verdict,
  holdYears: number,
  voice: Voice = ONE_RESIDENT,
): string {
  const say = (one: string, two: string) => byOwners(voice, one, two);
  const { irr, monthlyCashFlow } = verdict;
  const bench = formatPercent(verdict.benchmarkPercent);
  const your = say('tu', 'vuestro');
  const nothingPutIn = `no ${say('pones', 'ponéis')} dinero propio`;
  if (verdict.verdict === 'yes') {
    return `${VERDICT_WORDS.yes}: ${irr.value === null ? nothingPutIn : `rinde un ${formatPercent(irr.value)} al año después de impuestos (${your} mínimo: ${formatPercent(irr.minimum)})`} y el primer año ${say('te', 'os')} quedan ${perMonth(monthlyCashFlow.value ?? 0)} (${your} mínimo: ${perMonth(monthlyCashFlow.minimum)}).`;
  }
  if (verdict.verdict === 'no') {
    if (irr.value === null) {
      return `No: no ${say('recuperas', 'recuperáis')} ${your} dinero en ${holdYears} años; ${BOND} rinde un ${bench}.`;
    }
    return irr.value < verdict.benchmarkPercent
      ? `No: rinde menos que ${BOND} (${bench}).`
      : `No: rinde menos que ${say('tu', 'vuestra')} TIR mínima (${formatPercent(irr.minimum)}), aunque más que ${BOND} (${bench}).`;
  }
  const cash = monthlyCashFlow.value ?? 0;
  const month =
    cash < 0
      ? `el primer año ${say('pones', 'ponéis')} ${perMonth(-cash)} de ${your} bolsillo`
      : `el primer año solo ${say('te', 'os')} quedan ${perMonth(cash)}`;
  return `Depende: la rentabilidad cumple (${irr.value === null ? nothingPutIn : formatPercent(irr.value)}), pero ${month} y ${your} mínimo es ${perMonth(monthlyCashFlow.minimum)}.`;
}

/** The two criteria as lines of the verdict. */
export function criterionLines(verdict: Verdict, holdYears: number, voice: Voice = ONE_RESIDENT) {
  const met = (ok: boolean) => (ok ? 'cumple' : 'no cumple');
  const your = byOwners(voice, 'tu', 'vuestro');
  const nothingPutIn = `sin límite (no ${byOwners(voice, 'pones', 'ponéis')} dinero)`;
  const notRecovered = `no ${byOwners(voice, 'recuperas', 'recuperáis')} ${your} dinero en ${holdYears} años`;
  return [
    {
      key: 'irr',
      met: verdict.irr.met,
      text: `TIR después de impuestos: ${verdict.irr.value === null ? (verdict.noIrr === 'nothingPutIn' ? nothingPutIn : notRecovered) : formatPercent(verdict.irr.value)}; ${your} mínimo, ${formatPercent(verdict.irr.minimum)}: ${met(verdict.irr.met)}.`,
    },
    {
      key: 'monthlyCashFlow',
      met: verdict.monthlyCashFlow.met,
      text: `Flujo de caja al mes el primer año, después de ${voice.tax}: ${perMonth(verdict.monthlyCashFlow.value ?? 0)}; ${your} mínimo, ${perMonth(verdict.monthlyCashFlow.minimum)}: ${met(verdict.monthlyCashFlow.met)}.`,
    },
  ] as const;
}

/**
 * Where the benchmark comes from: the dated figure when it is the one used, the user's own otherwise.
 * @example benchmarkSource(3.17, BOND_10Y_DEFAULT) // 'Febrero de 2026 · Tesoro Público, subasta a 10 años del 19-2-2026'
 */
export function benchmarkSource(benchmarkPercent: number, figure: MarketFigure): string | null {
  if (benchmarkPercent !== figure.value) return null;
  const month = figureMonthLabel(figure.month);
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} · ${figure.source}`;
}

/** The financing warnings: what banks usually lend, its source, and the money needed then. */
export function financingWarning(
  key: FinancingWarningKey,
  check: FinancingCheck,
  price: number,
  loan: number,
): string {
  const limit = formatPercent(check.ltvLimit, 0);
  if (key === 'loanAbovePrice') {
    return `El préstamo (${formatEuros(loan)}) supera el precio (${formatEuros(price)}): los bancos no suelen financiar más que el precio, y los gastos de compra los pagas tú (${LTV_SOURCE}).`;
  }
  return `Pides el ${formatPercent(check.loanToValue, { upTo: 2 })} del precio. Para comprar una vivienda que vas a alquilar${check.limitedBy === 'residence' ? ' sin residir en España' : ''}, los bancos suelen prestar hasta el ${limit} del precio o de la tasación, si es menor (${LTV_SOURCE}). Con un préstamo del ${limit} (${formatEuros(check.loanAtLimit)}) tendrías que aportar ${formatEuros(check.moneyNeededAtLimit)} entre entrada y gastos.`;
}

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

const BOND = 'el bono español a 10 años';

/** Euros a month, signed as the page shows it: "−257 €/mes". */
const perMonth = (value: number) => `${formatEuros(value)}/mes`;

/** What the money does, in one sentence: the year-1 month and the TIR against the benchmark. */
export function summarySentence(verdict: Verdict, holdYears: number): string {
  const month =
    verdict.monthlyCashFlowYear1 >= 0
      ? `te quedan ${perMonth(verdict.monthlyCashFlowYear1)} el primer año después de la hipoteca, los gastos y el IRPF`
      : `pones ${perMonth(-verdict.monthlyCashFlowYear1)} de tu bolsillo el primer año después de la hipoteca, los gastos y el IRPF`;
  const irr =
    verdict.irr.value === null
      ? verdict.noIrr === 'nothingPutIn'
        ? 'no pones dinero propio, así que su rentabilidad no tiene límite'
        : `no recuperas en ${holdYears} años el dinero que pones`
      : `tu dinero rinde un ${formatPercent(verdict.irr.value)} al año después de impuestos, frente al ${formatPercent(verdict.benchmarkPercent)} del bono español a 10 años`;
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
export function verdictSentence(verdict: Verdict, holdYears: number): string {
  const { irr, monthlyCashFlow } = verdict;
  const bench = formatPercent(verdict.benchmarkPercent);
  if (verdict.verdict === 'yes') {
    return `${VERDICT_WORDS.yes}: ${irr.value === null ? 'no pones dinero propio' : `rinde un ${formatPercent(irr.value)} al año después de impuestos (tu mínimo: ${formatPercent(irr.minimum)})`} y el primer año te quedan ${perMonth(monthlyCashFlow.value ?? 0)} (tu mínimo: ${perMonth(monthlyCashFlow.minimum)}).`;
  }
  if (verdict.verdict === 'no') {
    if (irr.value === null) {
      return `No: no recuperas tu dinero en ${holdYears} años; ${BOND} rinde un ${bench}.`;
    }
    return irr.value < verdict.benchmarkPercent
      ? `No: rinde menos que ${BOND} (${bench}).`
      : `No: rinde menos que tu TIR mínima (${formatPercent(irr.minimum)}), aunque más que ${BOND} (${bench}).`;
  }
  const cash = monthlyCashFlow.value ?? 0;
  const month =
    cash < 0
      ? `el primer año pones ${perMonth(-cash)} de tu bolsillo`
      : `el primer año solo te quedan ${perMonth(cash)}`;
  return `Depende: la rentabilidad cumple (${irr.value === null ? 'no pones dinero propio' : formatPercent(irr.value)}), pero ${month} y tu mínimo es ${perMonth(monthlyCashFlow.minimum)}.`;
}

/** The two criteria as lines of the verdict. */
export function criterionLines(verdict: Verdict, holdYears: number) {
  const met = (ok: boolean) => (ok ? 'cumple' : 'no cumple');
  return [
    {
      key: 'irr',
      met: verdict.irr.met,
      text: `TIR después de impuestos: ${verdict.irr.value === null ? (verdict.noIrr === 'nothingPutIn' ? 'sin límite (no pones dinero)' : `no recuperas tu dinero en ${holdYears} años`) : formatPercent(verdict.irr.value)}; tu mínimo, ${formatPercent(verdict.irr.minimum)}: ${met(verdict.irr.met)}.`,
    },
    {
      key: 'monthlyCashFlow',
      met: verdict.monthlyCashFlow.met,
      text: `Flujo de caja al mes el primer año, después de IRPF: ${perMonth(verdict.monthlyCashFlow.value ?? 0)}; tu mínimo, ${perMonth(verdict.monthlyCashFlow.minimum)}: ${met(verdict.monthlyCashFlow.met)}.`,
    },
  ] as const;
}

/**
 * Where the benchmark comes from: the dated figure when it is the one used, the user's own otherwise.
 * @example benchmarkSource(3.17, BOND_10Y_DEFAULT) // 'Febrero de 2026 · Tesoro Público (subasta a 10 años del 19-2-2026)'
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
  return `Pides el ${formatPercent(check.loanToValue, { upTo: 2 })} del precio. Para comprar una vivienda que vas a alquilar, los bancos suelen prestar hasta el ${limit} del precio o de la tasación, si es menor (${LTV_SOURCE}). Con un préstamo del ${limit} (${formatEuros(check.loanAtLimit)}) tendrías que aportar ${formatEuros(check.moneyNeededAtLimit)} entre entrada y gastos.`;
}

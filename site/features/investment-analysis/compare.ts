// Up to three saved analyses side by side: which one wins on the verdict's criteria, and each
// metric's figures, its best and a sentence that says why.
import { formatEuros, formatNumber, formatPercent } from '../../../core/format';
import { EQUITY_MULTIPLE, MONEY_PUT_IN } from '../../../core/analysis-metrics';
import { CASH_FLOW, GROSS_YIELD, NET_YIELD, RETURN_ON_YOUR_MONEY } from '../../../core/metrics';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import type { VerdictValue } from '../../../core/tools/investment-analysis/verdict';
import { VERDICT_WORDS } from './verdict-text';

/** A metric's name inside a sentence ("Gana «A» en rentabilidad neta"). */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export interface ComparedMetric {
  key: string;
  label: string;
  /** Which way is better, and why, in the sentence. */
  better: 'higher' | 'lower';
  format: 'percent' | 'euros' | 'number';
  value: (analysis: AnalysisResult) => number | null;
}

export const COMPARED_METRICS: readonly ComparedMetric[] = [
  {
    key: 'irrAfterTax',
    label: 'TIR después de impuestos',
    better: 'higher',
    format: 'percent',
    value: (a) => a.metrics.irrAfterTax,
  },
  {
    key: 'monthlyCashFlowYear1',
    label: 'flujo de caja al mes del año 1, después de impuestos',
    better: 'higher',
    format: 'euros',
    value: (a) => a.verdict.monthlyCashFlowYear1,
  },
  {
    key: 'irrBeforeTax',
    label: 'TIR antes de impuestos',
    better: 'higher',
    format: 'percent',
    value: (a) => a.metrics.irrBeforeTax,
  },
  {
    key: 'cashOnCashYear1',
    label: `${inSentence(RETURN_ON_YOUR_MONEY.name)} del año 1`,
    better: 'higher',
    format: 'percent',
    value: (a) => a.metrics.cashOnCashYear1,
  },
  {
    key: 'netYield',
    label: inSentence(NET_YIELD.name),
    better: 'higher',
    format: 'percent',
    value: (a) => a.metrics.netYield,
  },
  {
    key: 'grossYield',
    label: inSentence(GROSS_YIELD.name),
    better: 'higher',
    format: 'percent',
    value: (a) => a.metrics.grossYield,
  },
  {
    key: 'equityMultiple',
    label: inSentence(EQUITY_MULTIPLE.name),
    better: 'higher',
    format: 'number',
    value: (a) => a.metrics.equityMultiple,
  },
  {
    key: 'cashFlowYear1',
    label: `${inSentence(CASH_FLOW.name)} del año 1`,
    better: 'higher',
    format: 'euros',
    value: (a) => a.metrics.cashFlowYear1,
  },
  {
    key: 'equity',
    label: inSentence(MONEY_PUT_IN.name),
    better: 'lower',
    format: 'euros',
    value: (a) => a.initial.equity,
  },
  {
    key: 'taxesTotal',
    label: 'impuestos totales',
    better: 'lower',
    format: 'euros',
    value: (a) => a.taxes.total,
  },
];

export function formatCompared(value: number | null, format: ComparedMetric['format']): string {
  if (value === null) return '—';
  if (format === 'percent') return formatPercent(value);
  if (format === 'euros') return formatEuros(value);
  return formatNumber(value, { upTo: 2 });
}

export interface MetricComparison {
  metric: ComparedMetric;
  values: (number | null)[];
  /** Index of the best analysis; null on a tie or when fewer than two have the figure. */
  winner: number | null;
  sentence: string;
}

/**
 * @example compareAnalyses([{ name: 'A', analysis: a }, { name: 'B', analysis: b }])[0].sentence
 * // 'Gana «A» en TIR después de impuestos: 7,02 % frente a 5,10 % de «B» (más alta es mejor).'
 */
export function compareAnalyses(
  items: readonly { name: string; analysis: AnalysisResult }[],
): MetricComparison[] {
  return COMPARED_METRICS.map((metric) => {
    const values = items.map((item) => metric.value(item.analysis));
    const ranked = values
      .map((value, index) => ({ value, index }))
      .filter((entry): entry is { value: number; index: number } => entry.value !== null)
      .sort((a, b) => (metric.better === 'higher' ? b.value - a.value : a.value - b.value));
    const [best, second] = ranked;
    const direction = metric.better === 'higher' ? 'más alto es mejor' : 'más bajo es mejor';
    if (!best || !second) {
      return {
        metric,
        values,
        winner: null,
        sentence: `Sin comparación en ${metric.label}: falta la cifra.`,
      };
    }
    const name = (index: number) => `«${items[index]?.name ?? ''}»`;
    if (best.value === second.value) {
      const tied = ranked.filter((entry) => entry.value === best.value).map((e) => name(e.index));
      return {
        metric,
        values,
        winner: null,
        sentence: `Empate en ${metric.label} entre ${tied.slice(0, -1).join(', ')} y ${tied.at(-1) ?? ''}: ${formatCompared(best.value, metric.format)}.`,
      };
    }
    return {
      metric,
      values,
      winner: best.index,
      sentence: `Gana ${name(best.index)} en ${metric.label}: ${formatCompared(best.value, metric.format)} frente a ${formatCompared(second.value, metric.format)} de ${name(second.index)} (${direction}).`,
    };
  });
}

/** Better verdicts first: one that meets both criteria, then one that meets the TIR only, then none. */
const VERDICT_RANK: Readonly<Record<VerdictValue, number>> = { yes: 2, mixed: 1, no: 0 };

/** The TIR as a rank: no TIR because nothing is put in beats any; one that is never recovered, none. */
const irrRank = (a: AnalysisResult) =>
  a.verdict.irr.value ?? (a.verdict.noIrr === 'nothingPutIn' ? Infinity : -Infinity);

/**
 * The better verdict, then TIR, then monthly cash flow; never the lowest tax: a deal that pays less
 * tax because it earns less does not win.
 */
export function overallWinner(items: readonly { name: string; analysis: AnalysisResult }[]): {
  winner: number | null;
  sentence: string;
} {
  const compare = (x: AnalysisResult, y: AnalysisResult) =>
    VERDICT_RANK[y.verdict.verdict] - VERDICT_RANK[x.verdict.verdict] ||
    irrRank(y) - irrRank(x) ||
    y.verdict.monthlyCashFlowYear1 - x.verdict.monthlyCashFlowYear1;
  const ranked = items
    .map((item, index) => ({ ...item, index }))
    .sort((x, y) => compare(x.analysis, y.analysis));
  const [best, second] = ranked;
  const each = items
    .map((item) => `«${item.name}», ${VERDICT_WORDS[item.analysis.verdict.verdict].toLowerCase()}`)
    .join('; ');
  if (!best || !second || compare(best.analysis, second.analysis) === 0) {
    return { winner: null, sentence: `Ninguno gana según tus criterios: ${each}.` };
  }
  const why =
    VERDICT_RANK[best.analysis.verdict.verdict] > VERDICT_RANK[second.analysis.verdict.verdict]
      ? 'su veredicto es mejor'
      : irrRank(best.analysis) > irrRank(second.analysis)
        ? 'con el mismo veredicto, rinde más después de impuestos'
        : 'con el mismo veredicto y la misma TIR, le queda más cada mes';
  return {
    winner: best.index,
    sentence: `Gana «${best.name}» según tus criterios (${why}): ${each}.`,
  };
}

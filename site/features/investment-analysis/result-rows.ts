// The analysis' cards under the verdict and in "Más indicadores", named as core/*metrics.ts name them.
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import type { ResultFormat, ResultTone } from '../../components/ui/ResultCard';
import { resultRow, type ResultRow } from '../../components/ui/ResultGrid';
import { RESULTS } from './results-text';

type Row = ResultRow<AnalysisResult>;
type MetricKey = keyof typeof RESULTS.metrics;

/** Colour means "meets the criterion or beats the benchmark", never the sign of the figure. */
const meets = (value: number | null, threshold: number): ResultTone =>
  value === null ? 'neutral' : value >= threshold ? 'positive' : 'negative';

/** A figure that does not exist says why: by default, not recovered in time. */
function metric(
  field: MetricKey,
  value: (r: AnalysisResult) => number | null,
  format: ResultFormat,
  extra: Partial<Row> = {},
): Row {
  const [label, hint] = RESULTS.metrics[field];
  const missing = (r: AnalysisResult) => RESULTS.notRecovered(r.input.holdYears);
  return { ...resultRow(field, label, value, format, { hint, missing }), ...extra };
}

const againstBenchmark = (field: MetricKey, value: (r: AnalysisResult) => number | null) =>
  metric(field, value, 'percent', { tone: (r) => meets(value(r), r.input.benchmarkPercent) });

const tourist = (r: AnalysisResult) => r.input.letting === 'tourist';

export const ANALYSIS_TOP_ROWS: readonly Row[] = [
  metric('equity', (r) => r.initial.equity, 'euros'),
  metric('cashFlowYear1', (r) => r.metrics.cashFlowYear1, 'euros', {
    tone: (r) => meets(r.metrics.cashFlowYear1, r.input.minMonthlyCashFlow * 12),
  }),
];

export const ANALYSIS_MORE_ROWS: readonly Row[] = [
  againstBenchmark('irrBeforeTax', (r) => r.metrics.irrBeforeTax),
  againstBenchmark('irrUnlevered', (r) => r.metrics.irrUnlevered),
  againstBenchmark('cashOnCashYear1', (r) => r.metrics.cashOnCashYear1),
  againstBenchmark('netYield', (r) => r.metrics.netYield),
  metric('grossYield', (r) => r.metrics.grossYield, 'percent'),
  metric('equityMultiple', (r) => r.metrics.equityMultiple, 'number', {
    missing: RESULTS.nothingPutIn,
  }),
  metric('totalPurchaseCosts', (r) => r.initial.purchaseCosts, 'eurosCents'),
  metric('breakEvenRent', (r) => r.metrics.breakEvenRent, 'euros', {
    label: (r) => (tourist(r) ? RESULTS.breakEvenNight[0] : RESULTS.metrics.breakEvenRent[0]),
    hint: (r) => (tourist(r) ? RESULTS.breakEvenNight[1] : RESULTS.metrics.breakEvenRent[1]),
    missing: RESULTS.noBreakEven,
  }),
  metric('dscrYear1', (r) => r.metrics.dscrYear1, 'number', { missing: RESULTS.noLoan }),
  metric('paybackYear', (r) => r.metrics.paybackYear, 'number'),
];

/** The cards the PDF's key figures repeat after the verdict's three, in the PDF's order. */
export const REPORT_METRICS: readonly MetricKey[] = [
  'irrBeforeTax',
  'cashFlowYear1',
  'cashOnCashYear1',
  'netYield',
  'grossYield',
  'equity',
  'totalPurchaseCosts',
];

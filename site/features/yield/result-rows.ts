// The rental-yield figures, in the order the page and the PDF show them; labels from core/metrics.ts
// through the page's texts.
import {
  CASH_FLOW_VERDICT_LABELS,
  ROI_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  type GrossYieldVerdict,
  type RentalYieldResult,
} from '../../../core/tools/yield/engine';
import { yieldWarnings } from '../../../core/plausibility';
import type { ResultTone } from '../../components/ui/ResultCard';
import { resultRow as row, type ResultRow } from '../../components/ui/ResultGrid';
import { YIELD_TEXT } from './text';

const LABELS = YIELD_TEXT.results;

const TONES: Readonly<Record<GrossYieldVerdict, ResultTone>> = {
  excellent: 'positive',
  moderate: 'neutral',
  low: 'negative',
};

const verdict = (label: string) => `${YIELD_TEXT.verdictPrefix} ${label}`;
const cashTone = (result: RentalYieldResult): ResultTone =>
  result.cashFlowVerdict === 'positive' ? 'positive' : 'negative';

/** Whether a field of these values has a plausibility note: then no card praises the result. */
export function doubtfulYield(values: Parameters<typeof yieldWarnings>[0]): boolean {
  return Object.values(yieldWarnings(values)).some(Boolean);
}

/** Under a plausibility note the cards keep their figures but say no "Excelente" and no green. */
export function yieldResultRows(doubtful = false): readonly ResultRow<RentalYieldResult>[] {
  const level = (
    pick: (r: RentalYieldResult) => GrossYieldVerdict,
    labels: typeof YIELD_VERDICT_LABELS,
  ) => ({
    tone: (r: RentalYieldResult): ResultTone => (doubtful ? 'neutral' : TONES[pick(r)]),
    hint: (r: RentalYieldResult) => (doubtful ? YIELD_TEXT.doubtful : verdict(labels[pick(r)])),
  });
  const cash = (r: RentalYieldResult): ResultTone => (doubtful ? 'neutral' : cashTone(r));
  return [
    row('netYield', LABELS.netYield, (r) => r.netYield, 'percent', {
      hint: YIELD_TEXT.netHint,
      headline: true,
    }),
    row('grossYield', LABELS.grossYield, (r) => r.grossYield, 'percent', {
      ...level((r) => r.grossYieldVerdict, YIELD_VERDICT_LABELS),
    }),
    row('monthlyMortgage', LABELS.monthlyMortgage, (r) => r.monthlyMortgage, 'euros'),
    row('monthlyCashFlow', LABELS.monthlyCashFlow, (r) => r.monthlyCashFlow, 'euros', {
      tone: cash,
      hint: (r) => CASH_FLOW_VERDICT_LABELS[r.cashFlowVerdict],
    }),
    row('annualCashFlow', LABELS.annualCashFlow, (r) => r.annualCashFlow, 'euros', {
      tone: cash,
    }),
    row('totalROI', LABELS.totalROI, (r) => r.totalROI, 'percent', {
      ...level((r) => r.roiVerdict, ROI_VERDICT_LABELS),
    }),
  ];
}

export const YIELD_RESULT_ROWS = /* @__PURE__ */ yieldResultRows();

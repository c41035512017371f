// The rental-yield figures, in the order the page and the PDF show them; labels from core/metrics.ts
// through the page's texts.
import {
  CASH_FLOW_VERDICT_LABELS,
  ROI_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  type GrossYieldVerdict,
  type RentalYieldResult,
} from '../../../core/tools/yield/engine';
import type { ResultTone } from '../../components/ui/ResultCard';
import type { ResultRow } from '../../components/ui/ResultGrid';
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

export const YIELD_RESULT_ROWS: readonly ResultRow<RentalYieldResult>[] = [
  {
    field: 'netYield',
    label: LABELS.netYield,
    value: (r) => r.netYield,
    format: 'percent',
    hint: YIELD_TEXT.netHint,
    headline: true,
  },
  {
    field: 'grossYield',
    label: LABELS.grossYield,
    value: (r) => r.grossYield,
    format: 'percent',
    tone: (r) => TONES[r.grossYieldVerdict],
    hint: (r) => verdict(YIELD_VERDICT_LABELS[r.grossYieldVerdict]),
  },
  {
    field: 'monthlyMortgage',
    label: LABELS.monthlyMortgage,
    value: (r) => r.monthlyMortgage,
    format: 'euros',
  },
  {
    field: 'monthlyCashFlow',
    label: LABELS.monthlyCashFlow,
    value: (r) => r.monthlyCashFlow,
    format: 'euros',
    tone: cashTone,
    hint: (r) => CASH_FLOW_VERDICT_LABELS[r.cashFlowVerdict],
  },
  {
    field: 'annualCashFlow',
    label: LABELS.annualCashFlow,
    value: (r) => r.annualCashFlow,
    format: 'euros',
    tone: cashTone,
  },
  {
    field: 'totalROI',
    label: LABELS.totalROI,
    value: (r) => r.totalROI,
    format: 'percent',
    tone: (r) => TONES[r.roiVerdict],
    hint: (r) => verdict(ROI_VERDICT_LABELS[r.roiVerdict]),
  },
];

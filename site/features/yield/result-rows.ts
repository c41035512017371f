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

export const YIELD_RESULT_ROWS: readonly ResultRow<RentalYieldResult>[] = [
  row('netYield', LABELS.netYield, (r) => r.netYield, 'percent', {
    hint: YIELD_TEXT.netHint,
    headline: true,
  }),
  row('grossYield', LABELS.grossYield, (r) => r.grossYield, 'percent', {
    tone: (r) => TONES[r.grossYieldVerdict],
    hint: (r) => verdict(YIELD_VERDICT_LABELS[r.grossYieldVerdict]),
  }),
  row('monthlyMortgage', LABELS.monthlyMortgage, (r) => r.monthlyMortgage, 'euros'),
  row('monthlyCashFlow', LABELS.monthlyCashFlow, (r) => r.monthlyCashFlow, 'euros', {
    tone: cashTone,
    hint: (r) => CASH_FLOW_VERDICT_LABELS[r.cashFlowVerdict],
  }),
  row('annualCashFlow', LABELS.annualCashFlow, (r) => r.annualCashFlow, 'euros', {
    tone: cashTone,
  }),
  row('totalROI', LABELS.totalROI, (r) => r.totalROI, 'percent', {
    tone: (r) => TONES[r.roiVerdict],
    hint: (r) => verdict(ROI_VERDICT_LABELS[r.roiVerdict]),
  }),
];

// The yield calculator's result cards with their verdicts, and the maximum-price helper.
import * as React from 'react';
import {
  CASH_FLOW_VERDICT_LABELS,
  ROI_VERDICT_LABELS,
  YIELD_VERDICT_LABELS,
  type GrossYieldVerdict,
  type RentalYieldResult,
} from '../../../core/tools/yield/engine';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import MetricFormulas from '../../components/ui/MetricFormulas';
import ResultCard, { type ResultTone } from '../../components/ui/ResultCard';
import { ResultMethod, ResultsPanel } from '../calculator/ResultsPanel';
import PdfButton from '../report/PdfButton';
import { yieldReport } from '../report/yield-report';
import { REPORT_TITLES } from '../report/report-model';
import ReportHeader from '../report/ReportHeader';
import ExcelDownload from '../excel/ExcelDownload';
import type { LinkHost } from '../calculator/useLinkedForm';
import TargetPrice from './TargetPrice';
import { YIELD_INFO, YIELD_TEXT } from './text';

const LABELS = YIELD_TEXT.results;

const TONES: Readonly<Record<GrossYieldVerdict, ResultTone>> = {
  excellent: 'positive',
  moderate: 'neutral',
  low: 'negative',
};

const verdict = (label: string) => `${YIELD_TEXT.verdictPrefix} ${label}`;

export default function YieldResults({
  result,
  values,
  link,
  stale,
}: {
  result: RentalYieldResult;
  values: YieldFormValues;
  /** The calculator's share link: the maximum-price target goes into it and comes back. */
  link: LinkHost;
  stale: boolean;
}) {
  const cashTone: ResultTone = result.cashFlowVerdict === 'positive' ? 'positive' : 'negative';
  return (
    <ResultsPanel
      stale={stale}
      action={
        <PdfButton report={(href, now) => yieldReport(result, values, href, now)} link={link} />
      }
      printHeader={<ReportHeader title={REPORT_TITLES.yield} link={link} />}
    >
      <div className="result-grid">
        <ResultCard
          headline
          field="netYield"
          label={LABELS.netYield}
          value={result.netYield}
          format="percent"
          hint={YIELD_TEXT.netHint}
        />
        <ResultCard
          field="grossYield"
          label={LABELS.grossYield}
          value={result.grossYield}
          format="percent"
          tone={TONES[result.grossYieldVerdict]}
          hint={verdict(YIELD_VERDICT_LABELS[result.grossYieldVerdict])}
        />
        <ResultCard
          field="monthlyMortgage"
          label={LABELS.monthlyMortgage}
          value={result.monthlyMortgage}
          format="euros"
        />
        <ResultCard
          field="monthlyCashFlow"
          label={LABELS.monthlyCashFlow}
          value={result.monthlyCashFlow}
          format="euros"
          tone={cashTone}
          hint={CASH_FLOW_VERDICT_LABELS[result.cashFlowVerdict]}
        />
        <ResultCard
          field="annualCashFlow"
          label={LABELS.annualCashFlow}
          value={result.annualCashFlow}
          format="euros"
          tone={cashTone}
        />
        <ResultCard
          field="totalROI"
          label={LABELS.totalROI}
          value={result.totalROI}
          format="percent"
          tone={TONES[result.roiVerdict]}
          hint={verdict(ROI_VERDICT_LABELS[result.roiVerdict])}
        />
      </div>
      <TargetPrice values={values} link={link} />
      <ResultMethod>
        <MetricFormulas metrics={YIELD_INFO.formulas} />
      </ResultMethod>
      {/* The Excel template, pre-filled with these inputs, so the numbers can be taken away. */}
      <ExcelDownload input={values} />
    </ResultsPanel>
  );
}

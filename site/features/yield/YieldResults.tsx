// The yield calculator's result cards with their verdicts, and the maximum-price helper.
import * as React from 'react';
import type { RentalYieldResult } from '../../../core/tools/yield/engine';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import MetricFormulas from '../../components/ui/MetricFormulas';
import ResultGrid from '../../components/ui/ResultGrid';
import { ResultMethod, ResultsPanel } from '../calculator/ResultsPanel';
import PdfButton from '../report/PdfButton';
import ReportHeader from '../report/ReportHeader';
import ExcelDownload from '../excel/ExcelDownload';
import type { LinkHost } from '../calculator/useLinkedForm';
import { YIELD_REPORT_TITLE, yieldReport } from './report';
import { doubtfulYield, yieldResultRows } from './result-rows';
import TargetPrice from './TargetPrice';
import { YIELD_INFO } from './text';

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
  return (
    <ResultsPanel
      stale={stale}
      action={
        <PdfButton report={(href, now) => yieldReport(result, values, href, now)} link={link} />
      }
      printHeader={<ReportHeader title={YIELD_REPORT_TITLE} link={link} />}
    >
      <ResultGrid rows={yieldResultRows(doubtfulYield(values))} result={result} />
      <TargetPrice values={values} link={link} />
      <ResultMethod>
        <MetricFormulas metrics={YIELD_INFO.formulas} />
      </ResultMethod>
      {/* The Excel template, pre-filled with these inputs, so the numbers can be taken away. */}
      <ExcelDownload input={values} />
    </ResultsPanel>
  );
}

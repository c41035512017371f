// The analysis results: the verdict on top (VerdictPanel), "Más indicadores", taxes by kind, the sale, what-ifs, charts, year and month tables, method, scenarios.
import * as React from 'react';
import {
  toAnalysisInput,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import type { PurchaseCostsOverride } from '../../../core/tools/investment-analysis/inputs';
import type { MarketFigure } from '../../../core/market-figures';
import ResultGrid from '../../components/ui/ResultGrid';
import StaleNote from '../calculator/StaleNote';
import type { LinkHost } from '../calculator/useLinkedForm';
import AnalysisExcelButton from '../excel/AnalysisExcelButton';
import PdfButton from '../report/PdfButton';
import ReportHeader from '../report/ReportHeader';
import AnalysisCharts from './AnalysisCharts';
import AnalysisMethod, { InputsSummary } from './AnalysisMethod';
import IrpfBlock from './IrpfBlock';
import CoupleBlock from './CoupleBlock';
import LicenceNote from './LicenceNote';
import { LET_MODE_FIGURES_DEFAULT, type LetModeFigures } from '../../../core/let-modes';
import type { AnalysisOutcome } from './outcome';
import { analysisReport } from './report';
import { withoutDefaults } from './report-link';
import { ANALYSIS_MORE_ROWS, ANALYSIS_TOP_ROWS } from './result-rows';
import ReductionNote from './ReductionNote';
import { RESULTS } from './results-text';
import { SaleBlock, TaxesBlock } from './SaleAndTaxes';
import Scenarios from './Scenarios';
import Sensitivities from './Sensitivities';
import VerdictPanel from './VerdictPanel';
import YearTable, { MonthTable } from './YearTable';

const METRICS_GRID = 'result-grid analysis-metrics';

export default function AnalysisResults({
  outcome,
  stale,
  values,
  override,
  onOpen,
  link,
  bond,
  letModes = LET_MODE_FIGURES_DEFAULT,
}: {
  outcome: AnalysisOutcome;
  stale: boolean;
  values: AnalysisFormValues | undefined;
  override: PurchaseCostsOverride | undefined;
  onOpen: (values: AnalysisFormValues, override: PurchaseCostsOverride | undefined) => void;
  /** The calculator's share link: the what-if target and the scenario's name go into it. */
  link: LinkHost;
  /** The dated 10-year bond yield the benchmark defaults to (its month and source are shown). */
  bond: MarketFigure;
  /** The editors' tourist-licence list shown with the verdict of a tourist let. */
  letModes?: LetModeFigures;
}) {
  const { analysis } = outcome;
  const titleId = React.useId();
  return (
    <section className="card tool__results stack analysis-results" aria-labelledby={titleId}>
      <div className="tool__results-head">
        <h2 id={titleId}>{RESULTS.title}</h2>
        <div className="tool__results-actions no-print">
          <PdfButton
            report={(href, now) => analysisReport(outcome, href, now)}
            link={{ shareLink: () => withoutDefaults(link.shareLink()) }}
          />
          {values && (
            <AnalysisExcelButton
              input={{ ...toAnalysisInput(values), purchaseCostsOverride: override }}
            />
          )}
        </div>
      </div>
      <ReportHeader title={RESULTS.reportTitle} link={link} />
      <StaleNote stale={stale} />
      <VerdictPanel analysis={analysis} bond={bond} />
      <LicenceNote analysis={analysis} figures={letModes} />
      <ResultGrid rows={ANALYSIS_TOP_ROWS} result={analysis} className={METRICS_GRID} />
      <details className="analysis-more">
        <summary>{RESULTS.moreTitle}</summary>
        <p className="field__hint">{RESULTS.moreIntro}</p>
        <ResultGrid rows={ANALYSIS_MORE_ROWS} result={analysis} className={METRICS_GRID} />
      </details>
      <TaxesBlock analysis={analysis} />
      <CoupleBlock analysis={analysis} />
      <IrpfBlock analysis={analysis} />
      <ReductionNote answer={outcome.reduction} />
      <SaleBlock analysis={analysis} />
      <Sensitivities outcome={outcome} link={link} />
      <AnalysisCharts years={analysis.years} equity={analysis.initial.equity} />
      <YearTable analysis={analysis} />
      <MonthTable year={analysis.years[0]} />
      <AnalysisMethod analysis={analysis} />
      <InputsSummary input={outcome.input} />
      <Scenarios current={values} override={override} onOpen={onOpen} link={link} />
    </section>
  );
}

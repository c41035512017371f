// The analysis results: the verdict on top (VerdictPanel), "Más indicadores", taxes by kind, the sale, what-ifs, charts, year and month tables, method, scenarios.
import * as React from 'react';
import { formatEuros, formatEurosCents } from '../../../core/format';
import { PLUSVALIA_NOT_COMPUTED } from '../../../core/tools/investment-analysis/sale';
import {
  toAnalysisInput,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import type { PurchaseCostsOverride } from '../../../core/tools/investment-analysis/inputs';
import type { MarketFigure } from '../../../core/market-figures';
import ResultCard, { type ResultFormat } from '../../components/ui/ResultCard';
import StaleNote from '../calculator/StaleNote';
import type { LinkHost } from '../calculator/useLinkedForm';
import AnalysisExcelButton from '../excel/AnalysisExcelButton';
import { analysisReport } from '../report/analysis-report';
import PdfButton from '../report/PdfButton';
import ReportHeader from '../report/ReportHeader';
import AnalysisCharts from './AnalysisCharts';
import AnalysisMethod, { InputsSummary } from './AnalysisMethod';
import type { AnalysisOutcome } from './outcome';
import { RESULTS } from './results-text';
import Scenarios from './Scenarios';
import Sensitivities from './Sensitivities';
import VerdictPanel from './VerdictPanel';
import YearTable, { MonthTable } from './YearTable';

type MetricKey = keyof typeof RESULTS.metrics;

/** A metric card; a figure that does not exist (no IRR, no loan) says why instead of showing 0. */
function Metric({
  field,
  value,
  format,
  tone = 'neutral',
  label,
  hint,
  missing,
}: {
  field: string;
  value: number | null;
  format: ResultFormat;
  tone?: 'positive' | 'negative' | 'neutral';
  label: string;
  hint: string;
  /** What the card says when the figure does not exist. */
  missing: string;
}) {
  if (value === null) {
    return (
      <div className="result-card result-card--neutral">
        <p className="result-card__label">{label}</p>
        <p className="result-card__value" data-result={field} data-value="">
          {missing}
        </p>
        <p className="result-card__hint">{hint}</p>
      </div>
    );
  }
  return (
    <ResultCard field={field} value={value} format={format} tone={tone} label={label} hint={hint} />
  );
}

/** Colour means "meets the criterion or beats the benchmark", never the sign of the figure. */
const meets = (value: number | null, threshold: number) =>
  value === null ? 'neutral' : value >= threshold ? 'positive' : 'negative';

export default function AnalysisResults({
  outcome,
  stale,
  values,
  override,
  onOpen,
  link,
  bond,
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
}) {
  const { analysis } = outcome;
  const { metrics, initial, taxes, sale, input } = analysis;
  const titleId = React.useId();
  const { benchmarkPercent, minMonthlyCashFlow } = input;
  const notRecovered = RESULTS.notRecovered(input.holdYears);
  const card = (
    key: MetricKey,
    value: number | null,
    format: ResultFormat,
    tone: 'positive' | 'negative' | 'neutral' = 'neutral',
    missing = notRecovered,
  ) => (
    <Metric
      field={key}
      value={value}
      format={format}
      tone={tone}
      label={RESULTS.metrics[key][0]}
      hint={RESULTS.metrics[key][1]}
      missing={missing}
    />
  );
  return (
    <section className="card tool__results stack analysis-results" aria-labelledby={titleId}>
      <div className="tool__results-head">
        <h2 id={titleId}>{RESULTS.title}</h2>
        <div className="tool__results-actions no-print">
          <PdfButton report={(href, now) => analysisReport(outcome, href, now)} link={link} />
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
      <div className="result-grid analysis-metrics">
        {card('equity', initial.equity, 'euros')}
        {card(
          'cashFlowYear1',
          metrics.cashFlowYear1,
          'euros',
          meets(metrics.cashFlowYear1, minMonthlyCashFlow * 12),
        )}
      </div>
      <details className="analysis-more">
        <summary>{RESULTS.moreTitle}</summary>
        <p className="field__hint">{RESULTS.moreIntro}</p>
        <div className="result-grid analysis-metrics">
          {card(
            'irrBeforeTax',
            metrics.irrBeforeTax,
            'percent',
            meets(metrics.irrBeforeTax, benchmarkPercent),
          )}
          {card(
            'irrUnlevered',
            metrics.irrUnlevered,
            'percent',
            meets(metrics.irrUnlevered, benchmarkPercent),
          )}
          {card(
            'cashOnCashYear1',
            metrics.cashOnCashYear1,
            'percent',
            meets(metrics.cashOnCashYear1, benchmarkPercent),
          )}
          {card('netYield', metrics.netYield, 'percent', meets(metrics.netYield, benchmarkPercent))}
          {card('grossYield', metrics.grossYield, 'percent')}
          {card(
            'equityMultiple',
            metrics.equityMultiple,
            'number',
            'neutral',
            RESULTS.nothingPutIn,
          )}
          {card('totalPurchaseCosts', initial.purchaseCosts, 'eurosCents')}
          {input.letting === 'tourist' ? (
            <Metric
              field="breakEvenRent"
              value={metrics.breakEvenRent}
              format="euros"
              label={RESULTS.breakEvenNight[0]}
              hint={RESULTS.breakEvenNight[1]}
              missing={RESULTS.noBreakEven}
            />
          ) : (
            card('breakEvenRent', metrics.breakEvenRent, 'euros', 'neutral', RESULTS.noBreakEven)
          )}
          {card('dscrYear1', metrics.dscrYear1, 'number', 'neutral', RESULTS.noLoan)}
          {card('paybackYear', metrics.paybackYear, 'number')}
        </div>
      </details>

      <div className="analysis-block">
        <h3>{RESULTS.taxesTitle}</h3>
        <dl className="analysis-list">
          <dt>{RESULTS.taxes.purchase}</dt>
          <dd data-result="tax.purchase" data-value={taxes.purchase}>
            {formatEurosCents(taxes.purchase)}
          </dd>
          <dt>{RESULTS.taxes.rent}</dt>
          <dd data-result="tax.rent" data-value={taxes.rent}>
            {formatEurosCents(taxes.rent)}
            {taxes.rent < 0 && <small> {RESULTS.rentTaxNegative}</small>}
          </dd>
          <dt>{RESULTS.taxes.capitalGains}</dt>
          <dd data-result="tax.capitalGains" data-value={taxes.capitalGains}>
            {formatEurosCents(taxes.capitalGains)}
          </dd>
          <dt>{RESULTS.taxes.plusvalia}</dt>
          <dd data-result="tax.plusvalia" data-value={sale.plusvalia ?? ''}>
            {sale.plusvalia === null ? PLUSVALIA_NOT_COMPUTED : formatEurosCents(taxes.plusvalia)}
          </dd>
          <dt className="analysis-list__total">{RESULTS.taxes.total}</dt>
          <dd className="analysis-list__total" data-result="tax.total" data-value={taxes.total}>
            {formatEurosCents(taxes.total)}
          </dd>
        </dl>
      </div>

      <div className="analysis-block">
        <h3>{RESULTS.saleTitle(sale.year)}</h3>
        <dl className="analysis-list">
          <dt>{RESULTS.sale.salePrice}</dt>
          <dd>{formatEuros(sale.salePrice)}</dd>
          <dt>{RESULTS.sale.sellingCosts}</dt>
          <dd>−{formatEuros(sale.sellingCosts)}</dd>
          <dt>{RESULTS.sale.plusvalia}</dt>
          <dd>
            {sale.plusvalia === null
              ? RESULTS.none
              : `−${formatEuros(sale.plusvalia)} (${RESULTS.plusvaliaMethod[sale.plusvaliaMethod ?? ''] ?? ''})`}
          </dd>
          <dt>{RESULTS.sale.acquisitionValue}</dt>
          <dd data-result="sale.acquisitionValue" data-value={sale.acquisitionValue}>
            {formatEuros(sale.acquisitionValue)}
          </dd>
          <dt>{sale.gain < 0 ? RESULTS.sale.loss : RESULTS.sale.gain}</dt>
          <dd data-result="sale.gain" data-value={sale.gain}>
            {formatEuros(Math.abs(sale.gain))}
          </dd>
          {sale.withholding > 0 && (
            <>
              <dt>{RESULTS.sale.withholding}</dt>
              <dd data-result="sale.withholding" data-value={sale.withholding}>
                {formatEuros(sale.withholding)}
              </dd>
            </>
          )}
          <dt>{RESULTS.sale.capitalGainsTax}</dt>
          <dd>−{formatEuros(sale.capitalGainsTax)}</dd>
          <dt>{RESULTS.sale.loanRepaid}</dt>
          <dd>−{formatEuros(sale.loanRepaid)}</dd>
          <dt className="analysis-list__total">{RESULTS.sale.netProceeds}</dt>
          <dd
            className="analysis-list__total"
            data-result="sale.netProceeds"
            data-value={sale.netProceeds}
          >
            {formatEuros(sale.netProceeds)}
          </dd>
        </dl>
      </div>

      <Sensitivities outcome={outcome} link={link} />
      <AnalysisCharts years={analysis.years} equity={initial.equity} />
      <YearTable analysis={analysis} />
      <MonthTable year={analysis.years[0]} />
      <AnalysisMethod analysis={analysis} />
      <InputsSummary input={outcome.input} />
      <Scenarios current={values} override={override} onOpen={onOpen} link={link} />
    </section>
  );
}

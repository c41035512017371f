// The analysis results: headline TIR after tax, the metrics, taxes by kind, the sale, what-ifs, charts, year table, method, scenarios.
import * as React from 'react';
import { formatEuros, formatEurosCents } from '../../../core/format';
import { PLUSVALIA_NOT_COMPUTED } from '../../../core/tools/investment-analysis/sale';
import {
  toAnalysisInput,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import type { PurchaseCostsOverride } from '../../../core/tools/investment-analysis/inputs';
import ResultCard, { type ResultFormat } from '../../components/ui/ResultCard';
import { ResultLegend } from '../calculator/ResultsPanel';
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
import YearTable from './YearTable';

type MetricKey = keyof typeof RESULTS.metrics;

/** A metric card; a figure that does not exist (no IRR, no loan) says so instead of showing 0. */
function Metric({
  field,
  value,
  format,
  tone = 'neutral',
  headline = false,
  label,
  hint,
}: {
  field: string;
  value: number | null;
  format: ResultFormat;
  tone?: 'positive' | 'negative' | 'neutral';
  headline?: boolean;
  label: string;
  hint: string;
}) {
  if (value === null) {
    return (
      <div
        className={`result-card result-card--neutral${headline ? ' result-card--headline' : ''}`}
      >
        <p className="result-card__label">{label}</p>
        <p className="result-card__value" data-result={field} data-value="">
          {RESULTS.noIrr}
        </p>
        <p className="result-card__hint">{headline ? RESULTS.noIrrHint : hint}</p>
      </div>
    );
  }
  return (
    <ResultCard
      field={field}
      value={value}
      format={format}
      tone={tone}
      headline={headline}
      label={label}
      hint={hint}
    />
  );
}

const toneOf = (value: number | null) =>
  value === null ? 'neutral' : value >= 0 ? 'positive' : 'negative';

export default function AnalysisResults({
  outcome,
  stale,
  values,
  override,
  onOpen,
  submits,
  link,
}: {
  outcome: AnalysisOutcome;
  stale: boolean;
  values: AnalysisFormValues | undefined;
  override: PurchaseCostsOverride | undefined;
  onOpen: (values: AnalysisFormValues, override: PurchaseCostsOverride | undefined) => void;
  /** Submits so far: each one on a phone (results under the long form) brings the results into view. */
  submits: number;
  /** The calculator's share link: the what-if target and the scenario's name go into it. */
  link: LinkHost;
}) {
  const { analysis } = outcome;
  const { metrics, initial, taxes, sale, input } = analysis;
  const titleId = React.useId();
  const section = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    if (submits > 0 && window.matchMedia('(max-width: 55.99rem)').matches) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [submits]);
  const card = (key: MetricKey, value: number | null, format: ResultFormat, tone = false) => (
    <Metric
      field={key}
      value={value}
      format={format}
      tone={tone ? toneOf(value) : 'neutral'}
      label={RESULTS.metrics[key][0]}
      hint={RESULTS.metrics[key][1]}
    />
  );
  return (
    <section
      ref={section}
      className="card tool__results stack analysis-results"
      aria-labelledby={titleId}
    >
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
      <ResultLegend />
      <Metric
        field="irrAfterTax"
        value={metrics.irrAfterTax}
        format="percent"
        tone={toneOf(metrics.irrAfterTax)}
        headline
        label={RESULTS.headline}
        hint={RESULTS.headlineHint(input.holdYears)}
      />
      <div className="result-grid analysis-metrics">
        {card('irrBeforeTax', metrics.irrBeforeTax, 'percent', true)}
        {card('irrUnlevered', metrics.irrUnlevered, 'percent', true)}
        {card('cashOnCashYear1', metrics.cashOnCashYear1, 'percent', true)}
        {card('cashFlowYear1', metrics.cashFlowYear1, 'euros', true)}
        {card('netYield', metrics.netYield, 'percent')}
        {card('grossYield', metrics.grossYield, 'percent')}
        {card('equityMultiple', metrics.equityMultiple, 'number')}
        {card('equity', initial.equity, 'euros')}
        {card('totalPurchaseCosts', initial.purchaseCosts, 'eurosCents')}
        {input.letting === 'tourist' ? (
          <Metric
            field="breakEvenRent"
            value={metrics.breakEvenRent}
            format="euros"
            label={RESULTS.breakEvenNight[0]}
            hint={RESULTS.breakEvenNight[1]}
          />
        ) : (
          card('breakEvenRent', metrics.breakEvenRent, 'euros')
        )}
        {card('dscrYear1', metrics.dscrYear1, 'number')}
        {card('paybackYear', metrics.paybackYear, 'number')}
      </div>

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
      <AnalysisMethod analysis={analysis} />
      <InputsSummary input={outcome.input} />
      <Scenarios current={values} override={override} onOpen={onOpen} link={link} />
    </section>
  );
}

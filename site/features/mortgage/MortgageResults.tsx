// The mortgage results: first payment and payment after the fixed years, TAE, totals, the one
// financing verdict, stress table, charts, amortisation table, advanced options and method notes.
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import {
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  type MarketFigure,
} from '../../../core/market-figures';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import ResultCard from '../../components/ui/ResultCard';
import { ResultMethod, ResultsPanel } from '../calculator/ResultsPanel';
import { mortgageReport } from '../report/mortgage-report';
import PdfButton from '../report/PdfButton';
import { REPORT_TITLES } from '../report/report-model';
import ReportHeader from '../report/ReportHeader';
import type { LinkHost } from '../calculator/useLinkedForm';
import Affordability from './Affordability';
import AmortizationChart from './AmortizationChart';
import AmortizationTable from './AmortizationTable';
import Bonus from './Bonus';
import EarlyRepayment from './EarlyRepayment';
import EuriborPaths from './EuriborPaths';
import PaymentChart from './PaymentChart';
import StressTable from './StressTable';
import type { MortgageOutcome } from './outcome';
import { ADVANCED_TEXT } from './advanced-text';
import { METHOD_NOTES, RESULTS as LABELS, SOURCE_TEXT } from './results-text';

export default function MortgageResults({
  outcome,
  values,
  stale,
  link,
  euribor = EURIBOR_12M_DEFAULT,
}: {
  outcome: MortgageOutcome;
  /** The page's Euríbor figure, named with its month and source in the method notes. */
  euribor?: MarketFigure;
  values: MortgageFormValues;
  stale: boolean;
  /** The calculator's share link, which the advanced options write into and open from. */
  link: LinkHost;
}) {
  const { terms } = outcome;
  const variable = outcome.rateType !== 'fixed';
  const variableRate = formatPercent(Math.max(0, terms.euribor + terms.spread), 3);
  const headingId = React.useId();
  const month = figureMonthLabel(euribor.month);
  return (
    <ResultsPanel
      stale={stale}
      action={
        <PdfButton
          report={(href, now) => mortgageReport(outcome, values, href, now, euribor)}
          link={link}
        />
      }
      printHeader={<ReportHeader title={REPORT_TITLES.mortgage} link={link} />}
    >
      <div className="result-grid">
        <ResultCard
          headline
          field="monthlyPayment"
          label={outcome.rateType === 'fixed' ? LABELS.monthlyPayment : LABELS.firstPayment}
          value={outcome.monthlyPayment}
          format="eurosCents"
        />
        {outcome.rateType === 'mixed' && (
          <ResultCard
            field="paymentAfterFixed"
            label={LABELS.paymentAfterFixed}
            value={outcome.paymentAfterFixed}
            format="eurosCents"
            tone={outcome.paymentAfterFixed > outcome.monthlyPayment ? 'negative' : 'neutral'}
            hint={LABELS.paymentAfterFixedHint(terms.fixedYears, variableRate)}
          />
        )}
        <ResultCard
          field="tae"
          label={outcome.taeLabel}
          value={outcome.tae}
          format="percent"
          hint={
            variable ? LABELS.taeVariableHint(formatPercent(terms.euribor, 3)) : LABELS.taeFixedHint
          }
        />
        <ResultCard
          field="totalInterest"
          label={LABELS.totalInterest}
          value={outcome.totalInterest}
          format="euros"
        />
        <ResultCard
          field="totalPayment"
          label={LABELS.totalPayment}
          value={outcome.totalPayment}
          format="euros"
          hint={
            outcome.openingFee > 0
              ? LABELS.totalPaymentHint(
                  formatEuros(outcome.openingFee),
                  formatPercent(values.openingFeePercent),
                )
              : undefined
          }
        />
      </div>
      <Affordability
        loan={terms}
        initial={{ price: Math.round(terms.loanAmount / 0.8) }}
        link={link}
      />
      <StressTable outcome={outcome} />
      {variable && <EuriborPaths outcome={outcome} />}
      {variable && <PaymentChart schedule={outcome.schedule} />}
      <AmortizationChart years={outcome.schedule.years} />
      <AmortizationTable schedule={outcome.schedule} />
      <section className="advanced-options stack" aria-labelledby={headingId}>
        <h3 id={headingId}>{ADVANCED_TEXT.title}</h3>
        <p>{ADVANCED_TEXT.intro}</p>
        <Bonus terms={terms} openingFeePercent={values.openingFeePercent} link={link} />
        <EarlyRepayment terms={terms} link={link} />
      </section>
      <ResultMethod>
        <ul className="tax-notes">
          {METHOD_NOTES(variable, { value: euribor.value, month }).map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <p>
          {SOURCE_TEXT.euribor(month)}{' '}
          <a href={euribor.url} rel="noopener noreferrer" target="_blank">
            {euribor.source}
          </a>
        </p>
      </ResultMethod>
    </ResultsPanel>
  );
}

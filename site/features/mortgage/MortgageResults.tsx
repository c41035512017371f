// The mortgage results: first payment and payment after the fixed years, TAE, totals, the one
// financing verdict, stress table, charts, amortisation table, advanced options and method notes.
import * as React from 'react';
import {
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  type MarketFigure,
} from '../../../core/market-figures';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import ResultGrid from '../../components/ui/ResultGrid';
import { ResultMethod, ResultsPanel } from '../calculator/ResultsPanel';
import PdfButton from '../report/PdfButton';
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
import { mortgageReport } from './report';
import { MORTGAGE_RESULT_ROWS } from './result-rows';
import { ADVANCED_TEXT } from './advanced-text';
import { METHOD_NOTES, REPORT_TITLE, SOURCE_TEXT } from './results-text';

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
      printHeader={<ReportHeader title={REPORT_TITLE} link={link} />}
    >
      <ResultGrid rows={MORTGAGE_RESULT_ROWS} result={{ outcome, values }} />
      <Affordability
        loan={terms}
        openingFeePercent={values.openingFeePercent}
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

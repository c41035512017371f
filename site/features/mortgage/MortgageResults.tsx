// The mortgage results: payment with its stress lines, totals, affordability, chart and table.
import * as React from 'react';
import type { AmortizationSchedule } from '../../../core/tools/mortgage/amortization';
import { formatEuros, formatPercent } from '../../../core/format';
import {
  MORTGAGE_VERDICT_APPROVABLE,
  MORTGAGE_VERDICT_HIGH_RISK,
  type MortgageResult,
  type StressScenario,
} from '../../../core/tools/mortgage/engine';
import ResultCard, { type ResultTone } from '../../components/ui/ResultCard';
import { ResultMethod, ResultsPanel } from '../calculator/ResultsPanel';
import AmortizationChart from './AmortizationChart';
import AmortizationTable from './AmortizationTable';
import { MORTGAGE_INFO, MORTGAGE_TEXT } from './text';

export interface MortgageOutcome extends MortgageResult {
  stress: StressScenario[];
  schedule: AmortizationSchedule;
}

const LABELS = MORTGAGE_TEXT.results;

function verdictTone(verdict: MortgageResult['verdict']): ResultTone {
  if (verdict === MORTGAGE_VERDICT_APPROVABLE) return 'positive';
  if (verdict === MORTGAGE_VERDICT_HIGH_RISK) return 'negative';
  return 'neutral';
}

function StressLines({ stress }: { stress: readonly StressScenario[] }) {
  return (
    <ul className="stress-list" aria-label={MORTGAGE_TEXT.stressTitle}>
      {stress.map((scenario) => (
        <li key={scenario.rateIncrease}>
          {MORTGAGE_TEXT.stressLine(scenario.rateIncrease, formatPercent(scenario.interestRate))}{' '}
          <strong
            data-result={`stressPayment${scenario.rateIncrease}`}
            data-value={String(scenario.monthlyPayment)}
          >
            {formatEuros(scenario.monthlyPayment)}
          </strong>{' '}
          {MORTGAGE_TEXT.stressIncrease(formatEuros(scenario.paymentIncrease))}
        </li>
      ))}
    </ul>
  );
}

export default function MortgageResults({
  outcome,
  stale,
}: {
  outcome: MortgageOutcome;
  stale: boolean;
}) {
  return (
    <ResultsPanel stale={stale}>
      <div className="result-grid">
        <ResultCard
          headline
          field="monthlyPayment"
          label={LABELS.monthlyPayment}
          value={outcome.monthlyPayment}
          format="euros"
        >
          <p className="result-card__hint">{MORTGAGE_TEXT.stressTitle}</p>
          <StressLines stress={outcome.stress} />
        </ResultCard>
        <ResultCard
          field="debtToIncomeRatio"
          label={LABELS.debtToIncomeRatio}
          value={outcome.debtToIncomeRatio}
          format="percent"
          tone={verdictTone(outcome.verdict)}
        >
          <p className="result-card__verdict" data-result="verdict">
            {outcome.verdict}
          </p>
        </ResultCard>
        <ResultCard
          field="maxAffordablePayment"
          label={LABELS.maxAffordablePayment}
          value={outcome.maxAffordablePayment}
          format="euros"
          hint={MORTGAGE_TEXT.maxAffordableHint}
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
        />
      </div>
      <AmortizationChart years={outcome.schedule.years} />
      <AmortizationTable schedule={outcome.schedule} />
      <ResultMethod>
        {/* The method only; the reading of the figures is in the explanation below the tool. */}
        <p>{MORTGAGE_INFO.paragraphs[0]}</p>
      </ResultMethod>
    </ResultsPanel>
  );
}

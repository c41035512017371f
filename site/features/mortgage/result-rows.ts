// The mortgage's figures, in the order the page and the PDF show them: the payment (and the one after
// the fixed years of a mixed loan), the TAE and the totals.
import { formatEuros, formatPercent } from '../../../core/format';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import type { ResultRow } from '../../components/ui/ResultGrid';
import type { MortgageOutcome } from './outcome';
import { RESULTS as LABELS } from './results-text';

/** The outcome with the inputs its hints quote. */
export interface MortgageView {
  outcome: MortgageOutcome;
  values: Pick<MortgageFormValues, 'openingFeePercent'>;
}

const fixed = ({ outcome }: MortgageView) => outcome.rateType === 'fixed';

/** The rate after the fixed years: Euríbor plus spread, never below 0. */
const variableRate = ({ outcome: { terms } }: MortgageView) =>
  formatPercent(Math.max(0, terms.euribor + terms.spread), 3);

export const MORTGAGE_RESULT_ROWS: readonly ResultRow<MortgageView>[] = [
  {
    field: 'monthlyPayment',
    label: (v) => (fixed(v) ? LABELS.monthlyPayment : LABELS.firstPayment),
    value: (v) => v.outcome.monthlyPayment,
    format: 'eurosCents',
    headline: true,
  },
  {
    field: 'paymentAfterFixed',
    label: LABELS.paymentAfterFixed,
    value: (v) => v.outcome.paymentAfterFixed,
    format: 'eurosCents',
    when: (v) => v.outcome.rateType === 'mixed',
    tone: ({ outcome }) =>
      outcome.paymentAfterFixed > outcome.monthlyPayment ? 'negative' : 'neutral',
    hint: (v) => LABELS.paymentAfterFixedHint(v.outcome.terms.fixedYears, variableRate(v)),
  },
  {
    field: 'tae',
    label: (v) => v.outcome.taeLabel,
    value: (v) => v.outcome.tae,
    format: 'percent',
    hint: (v) =>
      fixed(v)
        ? LABELS.taeFixedHint
        : LABELS.taeVariableHint(formatPercent(v.outcome.terms.euribor, 3)),
  },
  {
    field: 'totalInterest',
    label: LABELS.totalInterest,
    value: (v) => v.outcome.totalInterest,
    format: 'euros',
  },
  {
    field: 'totalPayment',
    label: LABELS.totalPayment,
    value: (v) => v.outcome.totalPayment,
    format: 'euros',
    hint: ({ outcome, values }) =>
      outcome.openingFee > 0
        ? LABELS.totalPaymentHint(
            formatEuros(outcome.openingFee),
            formatPercent(values.openingFeePercent),
          )
        : undefined,
  },
];

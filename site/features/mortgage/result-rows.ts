// The mortgage's figures, in the order the page and the PDF show them: the payment (and the one after
// the fixed years of a mixed loan), the TAE and the totals.
import { formatEuros, formatPercent } from '../../../core/format';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { resultRow as row, type ResultRow } from '../../components/ui/ResultGrid';
import type { MortgageOutcome } from './outcome';
import { RESULTS as LABELS } from './results-text';

/** The outcome with the inputs its hints quote. */
export interface MortgageView {
  outcome: MortgageOutcome;
  values: Pick<MortgageFormValues, 'openingFeePercent'>;
}

const fixed = ({ outcome }: MortgageView) => outcome.rateType === 'fixed';
const paymentLabel = (v: MortgageView) => (fixed(v) ? LABELS.monthlyPayment : LABELS.firstPayment);

/** The rate after the fixed years: Euríbor plus spread, never below 0. */
const variableRate = ({ outcome: { terms } }: MortgageView) =>
  formatPercent(Math.max(0, terms.euribor + terms.spread), 3);

export const MORTGAGE_RESULT_ROWS: readonly ResultRow<MortgageView>[] = [
  row('monthlyPayment', paymentLabel, (v) => v.outcome.monthlyPayment, 'eurosCents', {
    headline: true,
  }),
  row(
    'paymentAfterFixed',
    LABELS.paymentAfterFixed,
    (v) => v.outcome.paymentAfterFixed,
    'eurosCents',
    {
      when: (v) => v.outcome.rateType === 'mixed',
      tone: ({ outcome }) =>
        outcome.paymentAfterFixed > outcome.monthlyPayment ? 'negative' : 'neutral',
      hint: (v) => LABELS.paymentAfterFixedHint(v.outcome.terms.fixedYears, variableRate(v)),
    },
  ),
  row(
    'tae',
    (v) => v.outcome.taeLabel,
    (v) => v.outcome.tae,
    'percent',
    {
      hint: (v) =>
        fixed(v)
          ? LABELS.taeFixedHint(formatEuros(v.outcome.appraisal))
          : LABELS.taeVariableHint(
              formatPercent(v.outcome.terms.euribor, 3),
              formatEuros(v.outcome.appraisal),
            ),
    },
  ),
  row('totalInterest', LABELS.totalInterest, (v) => v.outcome.totalInterest, 'euros'),
  row('totalPayment', LABELS.totalPayment, (v) => v.outcome.totalPayment, 'euros', {
    hint: ({ outcome, values }) =>
      outcome.openingFee > 0
        ? LABELS.totalPaymentHint(
            formatEuros(outcome.openingFee),
            formatPercent(values.openingFeePercent),
          )
        : undefined,
  }),
];

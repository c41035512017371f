// Keeps the analysis form's loan at 80 % of the price until the visitor types one (loan-follows-price.ts).
import { useEffect, useRef } from 'react';
import type {
  AnalysisFormValues,
  AnalysisNumberKey,
} from '../../../core/tools/investment-analysis/fields';
import { formNumber, toInputText } from '../../lib/form/numbers';
import type { CalculatorForm } from '../calculator/calculator-config';
import { loanForPrice, stillFollows, type LoanFollow } from './loan-follows-price';

type Form = CalculatorForm<AnalysisNumberKey, AnalysisFormValues>;
type Texts = Partial<Record<string, unknown>>;

const LOAN_INPUT = '.analysis-form input[name="loanAmount"]';

/** Writes the loan as if typed (the form reads its inputs), marked as the page's own change. */
function writeLoan(form: Form, loan: number) {
  const input = document.querySelector<HTMLInputElement>(LOAN_INPUT);
  if (!input) return;
  input.value = toInputText(loan);
  form.register('loanAmount').onChange();
}

export function useLoanFollowsPrice(form: Form) {
  const state = useRef<LoanFollow>({ typed: false, price: undefined });
  const seen = useRef<unknown>(undefined);
  const writing = useRef(false);
  // The form object is new each render; its watch and getValues are not.
  const formRef = useRef(form);
  formRef.current = form;
  const { watch, getValues } = form;

  // A restore, a link or an opened scenario replaces the values without a change: the loan follows
  // again only if it is the 80 % of that price.
  useEffect(() => {
    const values = getValues() as Texts;
    if (values === seen.current) return;
    seen.current = values;
    const price = formNumber(values.price);
    const follows = stillFollows({ typed: false, price }, formNumber(values.loanAmount));
    state.current = { typed: !follows, price };
  });

  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      const texts = values as Texts;
      seen.current = values;
      if (name === 'loanAmount' && type === 'change' && !writing.current) {
        state.current = { ...state.current, typed: true };
        return;
      }
      if (name !== 'price') return;
      const price = formNumber(texts.price);
      const loan = loanForPrice(state.current, price, formNumber(texts.loanAmount));
      if (price !== undefined && Number.isFinite(price))
        state.current = { ...state.current, price };
      if (loan === undefined) return;
      writing.current = true;
      try {
        writeLoan(formRef.current, loan);
      } finally {
        writing.current = false;
      }
      seen.current = getValues();
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues]);
}

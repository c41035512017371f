// The mortgage calculator (spec sections 3-5, 9): form, results, stress lines, amortisation, share.
import * as React from 'react';
import { Suspense, lazy } from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import { MORTGAGE_DEFAULTS, MORTGAGE_STORAGE_KEY } from '../../../core/tools/mortgage/fields';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { deferred } from '../../lib/deferred';
import CalculatorForm from '../calculator/CalculatorForm';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import { useCalculator, type CalculatorConfig } from '../calculator/useCalculator';
import type { MortgageOutcome } from './MortgageResults';
import { MORTGAGE_FIELDS, MORTGAGE_TEXT } from './text';

export const MORTGAGE_PATH = '/hipoteca';

/** The engine loads with the schema, on the first change, restore or submit. */
const COMPUTE = deferred(() => import('./outcome').then((m) => m.computeMortgage));

/** Results only exist after a calculation: their code loads then, not with the page. */
const MortgageResults = lazy(() => import('./MortgageResults'));

/** Loaded when a saved or shared form is restored, or on the first change. */
const MORTGAGE_SCHEMA = deferred(() =>
  import('../../../core/tools/mortgage/schema').then((m) => m.mortgageSchema),
);

const CONFIG: CalculatorConfig<keyof MortgageFormValues, MortgageFormValues, MortgageOutcome> = {
  keys: MORTGAGE_FIELDS.map((field) => field.name),
  schema: MORTGAGE_SCHEMA,
  defaults: MORTGAGE_DEFAULTS,
  storageKey: MORTGAGE_STORAGE_KEY,
  pathname: MORTGAGE_PATH,
  compute: COMPUTE,
  isLive: (values) => values.loanAmount > 0 && values.loanTermYears > 0 && values.monthlyIncome > 0,
  warnings: deferred(() => import('../../../core/plausibility').then((m) => m.mortgageWarnings)),
};

function summary(outcome: MortgageOutcome | undefined): string {
  if (!outcome) return '';
  return MORTGAGE_TEXT.summary({
    monthlyPayment: formatEuros(outcome.monthlyPayment),
    totalInterest: formatEuros(outcome.totalInterest),
    ratio: formatPercent(outcome.debtToIncomeRatio),
    verdict: outcome.verdict,
  });
}

export default function MortgageCalculator() {
  const calculator = useCalculator(CONFIG);
  const { result, stale } = calculator;
  return (
    <>
      <ToolLayout
        form={
          <CalculatorForm
            calculator={calculator}
            title={MORTGAGE_TEXT.formTitle}
            fields={MORTGAGE_FIELDS}
            submitLabel={MORTGAGE_TEXT.submit}
          />
        }
        results={
          result && (
            <Suspense fallback={null}>
              <MortgageResults outcome={result} stale={stale} />
            </Suspense>
          )
        }
      />
      <LiveSummary text={summary(result)} />
    </>
  );
}

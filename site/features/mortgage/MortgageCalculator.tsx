// The mortgage calculator (spec sections 3-5, 9): rate type, form, results, share.
import { MORTGAGE_PATH } from '../../../core/routes';
import * as React from 'react';
import { Suspense, lazy } from 'react';
import { formatEuros } from '../../../core/format';
import type { MarketFigure } from '../../../core/market-figures';
import {
  MORTGAGE_FIELDS,
  MORTGAGE_FORM_DEFAULTS,
  MORTGAGE_STORAGE_KEY,
  type MortgageNumberKey,
} from '../../../core/tools/mortgage/fields';
import type { RateType } from '../../../core/tools/mortgage/rate-path';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import { deferred } from '../../lib/deferred';
import CalculatorForm from '../calculator/CalculatorForm';
import { CalculatorTool } from '../calculator/ToolLayout';
import { useCalculator, type Calculator, type CalculatorConfig } from '../calculator/useCalculator';
import type { MortgageOutcome } from './outcome';
import { MORTGAGE_FIELDS_BY_TYPE, MORTGAGE_TEXT, RATE_TYPE_OPTIONS } from './text';
import { lazyWithPreload } from '../../lib/lazy-preload';

type NumberKey = MortgageNumberKey;
type MortgageCalculatorState = Calculator<NumberKey, MortgageFormValues, MortgageOutcome>;

const COMPUTE = deferred(() => import('./outcome').then((m) => m.computeMortgage));

/** Shown only for variable and mixed loans (the page opens on a fixed one): loaded then. */
const MarketFigureNote = lazy(() => import('../../components/MarketFigureNote'));

const MortgageResults = lazyWithPreload(() => import('./MortgageResults'));

const MORTGAGE_SCHEMA = deferred(() =>
  import('../../../core/tools/mortgage/schema').then((m) => m.mortgageSchema),
);

const CONFIG: CalculatorConfig<NumberKey, MortgageFormValues, MortgageOutcome> = {
  rows: MORTGAGE_FIELDS,
  schema: MORTGAGE_SCHEMA,
  extraDefaults: { rateType: MORTGAGE_FORM_DEFAULTS.rateType },
  storageKey: MORTGAGE_STORAGE_KEY,
  pathname: MORTGAGE_PATH,
  compute: COMPUTE,
  isLive: (values) => values.loanAmount > 0 && values.loanTermYears > 0,
  warnings: deferred(() => import('../../../core/plausibility').then((m) => m.mortgageWarnings)),
  preload: MortgageResults.preload,
};

/** The page's Euríbor (the build's editorial figure) as the default; the constant is a fallback. */
function configFor(
  euribor: number | undefined,
): CalculatorConfig<NumberKey, MortgageFormValues, MortgageOutcome> {
  if (euribor === undefined || euribor === MORTGAGE_FORM_DEFAULTS.euribor) return CONFIG;
  return { ...CONFIG, extraDefaults: { ...CONFIG.extraDefaults, euribor } };
}

/** With an editorial figure the Euríbor's hint points to the note above (its month and source). */
function fieldsFor(rateType: RateType, euribor: MarketFigure | undefined) {
  const fields = MORTGAGE_FIELDS_BY_TYPE[rateType];
  if (!euribor) return fields;
  return fields.map((field) =>
    field.name === 'euribor' ? { ...field, hint: MORTGAGE_TEXT.euriborHint } : field,
  );
}

function summary(outcome: MortgageOutcome | undefined): string {
  if (!outcome) return '';
  return MORTGAGE_TEXT.summary({
    monthlyPayment: formatEuros(outcome.monthlyPayment),
    totalInterest: formatEuros(outcome.totalInterest),
  });
}

function RateTypeChoice({ calculator }: { calculator: MortgageCalculatorState }) {
  const hintId = React.useId();
  const current = calculator.form.watch('rateType') ?? 'fixed';
  const hint = RATE_TYPE_OPTIONS.find((option) => option.value === current)?.hint;
  return (
    <fieldset className="field rate-type" aria-describedby={hintId}>
      <legend>{MORTGAGE_TEXT.rateType}</legend>
      <div className="rate-type__options">
        {RATE_TYPE_OPTIONS.map((option) => (
          <label key={option.value} className="rate-type__option">
            <input
              type="radio"
              {...calculator.form.register('rateType', { value: option.value })}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </fieldset>
  );
}

export default function MortgageCalculator({ euribor }: { euribor?: MarketFigure }) {
  // Keyed on the number: the page's context object is a new one at every render.
  const config = React.useMemo(() => configFor(euribor?.value), [euribor?.value]);
  const calculator = useCalculator(config);
  const { result, values, stale, form, linkHost } = calculator;
  // Drawn again only when the result is: typing and the button's busy state leave it as it is.
  const results = React.useMemo(
    () =>
      result &&
      values && (
        <MortgageResults
          outcome={result}
          values={values}
          stale={stale}
          link={linkHost}
          euribor={euribor}
        />
      ),
    [result, values, stale, linkHost, euribor],
  );
  const watched = form.watch('rateType');
  const rateType: RateType = watched === 'variable' || watched === 'mixed' ? watched : 'fixed';
  return (
    <CalculatorTool
      form={
        <CalculatorForm
          calculator={calculator}
          title={MORTGAGE_TEXT.formTitle}
          lead={
            <>
              <RateTypeChoice calculator={calculator} />
              {rateType !== 'fixed' && (
                <Suspense fallback={null}>
                  <MarketFigureNote
                    figure={euribor}
                    name={MORTGAGE_TEXT.euriborName}
                    field={MORTGAGE_TEXT.euriborName}
                  />
                </Suspense>
              )}
            </>
          }
          fields={fieldsFor(rateType, euribor)}
          submitLabel={MORTGAGE_TEXT.submit}
        />
      }
      results={results}
      summary={summary(result)}
      state={calculator.state}
    />
  );
}

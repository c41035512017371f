// Capital-gains calculator (spec sections 3-5, 9): saved on submit, live recompute, restored on load.
import * as React from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { formatEuros } from '../../../core/format';
import { CAPITAL_GAINS_STORAGE_KEY } from '../../../core/tools/capital-gains/fields';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import CheckboxField from '../../components/form/CheckboxField';
import NumberField from '../../components/form/NumberField';
import { hasStored, readStored, writeStored } from '../../lib/storage';
import { UNITS } from '../../lib/units';
import { numberResolver, parseNumberFields, toInputTexts } from '../../lib/form/numbers';
import { deferred } from '../../lib/deferred';
import { useForm } from '../../lib/form/use-form';
import {
  CAPITAL_GAINS_FORM_DEFAULTS,
  CAPITAL_GAINS_NUMBER_FIELDS,
} from '../../../core/tools/capital-gains/form-fields';
import type { CapitalGainsFormValues } from '../../../core/tools/capital-gains/form';
import { CG_TEXT as T } from './text';

const FIELD_UNITS: Partial<Record<(typeof CAPITAL_GAINS_NUMBER_FIELDS)[number], string>> = {
  holdingPeriodYears: UNITS.years,
};

const KEYS = CAPITAL_GAINS_NUMBER_FIELDS;
/** Costs left empty mean none. */
const ZERO_WHEN_EMPTY = ['purchaseExpenses', 'saleExpenses', 'improvementCosts'];
/** Results only exist after a calculation: their code loads then, not with the page. */
const CapitalGainsResults = lazy(() => import('./CapitalGainsResults'));
/** The zod rules load when a saved form is restored, or on the first change or submit. */
const RULES = deferred(() => import('../../../core/tools/capital-gains/form'));
const RESOLVER = deferred(() =>
  RULES.load().then((rules) => numberResolver(rules.capitalGainsFormSchema, KEYS, ZERO_WHEN_EMPTY)),
);

/** What the inputs hold: the text typed in each number field (shown with a decimal comma), the switches. */
type CapitalGainsTexts = Record<(typeof KEYS)[number], string> &
  Pick<CapitalGainsFormValues, 'reinvestInMainHome' | 'over65MainHome'>;

function toTexts(values: CapitalGainsFormValues): CapitalGainsTexts {
  const { reinvestInMainHome, over65MainHome } = values;
  return { ...toInputTexts(values, KEYS), reinvestInMainHome, over65MainHome };
}

export default function CapitalGainsCalculator() {
  const [result, setResult] = useState<CapitalGainsResult | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    touched,
    formState: { errors },
  } = useForm<CapitalGainsTexts, CapitalGainsFormValues>({
    resolver: RESOLVER,
    defaultValues: toTexts(CAPITAL_GAINS_FORM_DEFAULTS),
  });

  // Restore the last submitted form (spec section 4) and show its result.
  useEffect(() => {
    if (!hasStored(CAPITAL_GAINS_STORAGE_KEY)) return;
    let active = true;
    void RULES.load().then(
      (rules) => {
        const stored = readStored(CAPITAL_GAINS_STORAGE_KEY, rules.capitalGainsFormSchema);
        // What the user typed while the rules were loading wins: a restore never overwrites it.
        if (!active || !stored || touched()) return;
        reset(toTexts(stored));
        setResult(rules.computeCapitalGains(stored));
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [reset, touched]);

  // Every change recomputes once the key fields are non-zero and the values are valid.
  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      const apply = (rules: typeof RULES.current) => {
        const next = rules?.liveResult(parseNumberFields(values, KEYS, ZERO_WHEN_EMPTY));
        if (next) setResult(next);
      };
      if (RULES.current) apply(RULES.current);
      else void RULES.load().then(apply, () => undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = (values: CapitalGainsFormValues) => {
    writeStored(CAPITAL_GAINS_STORAGE_KEY, values);
    // The rules (and the engine) are loaded: the submit was validated with them.
    if (RULES.current) setResult(RULES.current.computeCapitalGains(values));
  };

  return (
    <section className="tool tool--with-results" aria-labelledby="capital-gains-title">
      <form className="card stack tool__form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <h2 id="capital-gains-title">{T.title}</h2>
        {KEYS.map((field) => (
          <NumberField
            key={field}
            label={T.labels[field]}
            hint={field in T.hints ? T.hints[field as keyof typeof T.hints] : undefined}
            unit={FIELD_UNITS[field] ?? UNITS.euro}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        <CheckboxField
          role="switch"
          label={T.reinvest}
          hint={T.reinvestHint}
          {...register('reinvestInMainHome')}
        />
        <CheckboxField
          role="switch"
          label={T.over65}
          hint={T.over65Hint}
          {...register('over65MainHome')}
        />
        <div className="tool__actions">
          <button type="submit" className="btn btn--primary">
            {T.submit}
          </button>
        </div>
      </form>
      <div className="card tax-calculator__result">
        {result ? (
          <Suspense fallback={null}>
            <CapitalGainsResults result={result} />
          </Suspense>
        ) : (
          <p>{T.empty}</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {result &&
          `${T.capitalGainsTax}: ${formatEuros(result.capitalGainsTax)}. ${T.netProfitAfterTax}: ${formatEuros(result.netProfitAfterTax)}.`}
      </p>
    </section>
  );
}

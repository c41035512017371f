// Municipal plusvalía (IIVTNU) calculator: both methods side by side, the lower one due, live recompute.
import * as React from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { formatEuros } from '../../../core/format';
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import NumberField from '../../components/form/NumberField';
import { formNumber, formNumberOrZero } from '../../lib/form/numbers';
import { schemaResolver } from '../../lib/form/schema';
import { deferred } from '../../lib/deferred';
import { useForm } from '../../lib/form/use-form';
import { UNITS } from '../../lib/units';
import { MUNICIPAL_PLUSVALIA_DEFAULTS } from '../../../core/tools/municipal-plusvalia/fields';
import type { MunicipalPlusvaliaValues } from '../../../core/tools/municipal-plusvalia/schema';
import { methodName, MP_TEXT as T } from './text';

type Field = keyof MunicipalPlusvaliaValues;

/** The zod rules load on the first change or submit, not with the page. */
const RULES = deferred(() => import('../../../core/tools/municipal-plusvalia/schema'));
/** Results only exist after a calculation: their code loads then, not with the page. */
const MunicipalPlusvaliaResultView = lazy(() => import('./MunicipalPlusvaliaResult'));
const RESOLVER = deferred(() =>
  RULES.load().then((rules) => schemaResolver(rules.municipalPlusvaliaSchema)),
);

const FIELDS: readonly { name: Field; unit: string }[] = [
  { name: 'landCadastralValue', unit: UNITS.euro },
  { name: 'totalCadastralValue', unit: UNITS.euro },
  { name: 'purchasePrice', unit: UNITS.euro },
  { name: 'salePrice', unit: UNITS.euro },
  { name: 'yearsHeld', unit: UNITS.years },
  { name: 'monthsHeld', unit: UNITS.months },
  { name: 'municipalRate', unit: UNITS.percent },
  { name: 'landValueReduction', unit: UNITS.percent },
  { name: 'quotaBonus', unit: UNITS.percent },
];

/** Left empty, these mean none. */
const ZERO_WHEN_EMPTY: readonly Field[] = ['monthsHeld', 'landValueReduction', 'quotaBonus'];

export default function MunicipalPlusvaliaCalculator() {
  const [result, setResult] = useState<MunicipalPlusvaliaResult | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<MunicipalPlusvaliaValues, MunicipalPlusvaliaValues>({
    resolver: RESOLVER,
    defaultValues: MUNICIPAL_PLUSVALIA_DEFAULTS,
  });

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      const apply = (rules: typeof RULES.current) => {
        const next = rules?.plusvaliaResult(values);
        if (next) setResult(next);
      };
      if (RULES.current) apply(RULES.current);
      else void RULES.load().then(apply, () => undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  // The rules (and the engine) are loaded: the submit was validated with them.
  const onSubmit = (values: MunicipalPlusvaliaValues) => {
    const next = RULES.current?.plusvaliaResult(values);
    if (next) setResult(next);
  };

  return (
    <section className="tool tool--with-results" aria-labelledby="municipal-plusvalia-title">
      <form className="card stack tool__form" noValidate onSubmit={handleSubmit(onSubmit)}>
        <h2 id="municipal-plusvalia-title">{T.title}</h2>
        <p>{T.intro}</p>
        {FIELDS.map(({ name, unit }) => (
          <NumberField
            key={name}
            label={T.labels[name]}
            hint={name in T.hints ? T.hints[name as keyof typeof T.hints] : undefined}
            unit={unit}
            error={errors[name]?.message}
            {...register(name, {
              setValueAs: ZERO_WHEN_EMPTY.includes(name) ? formNumberOrZero : formNumber,
            })}
          />
        ))}
        <div className="tool__actions">
          <button type="submit" className="btn btn--primary">
            {T.submit}
          </button>
        </div>
      </form>
      <div className="card tax-calculator__result">
        {result ? (
          <Suspense fallback={null}>
            <MunicipalPlusvaliaResultView result={result} />
          </Suspense>
        ) : (
          <p>{T.empty}</p>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {result &&
          `${T.resultTitle}: ${formatEuros(result.tax)}. ${result.notSubject ? T.notSubject : T.methodChosen(methodName(result.method))}`}
      </p>
    </section>
  );
}

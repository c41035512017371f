// The analysis form's steps with share and submit; a field that does not apply to the kind of let,
// the owners or their residence is not shown.
import * as React from 'react';
import { Suspense, lazy } from 'react';
import type {
  AnalysisFormValues,
  AnalysisNumberKey,
} from '../../../core/tools/investment-analysis/fields';
import {
  ANALYSIS_STEPS,
  type AnalysisField,
  fieldContext,
  rateFieldShown,
} from '../../../core/tools/investment-analysis/steps';
import type { PurchaseCostsOverride } from '../../../core/tools/investment-analysis/inputs';
import Field from '../../components/form/Field';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import { emptyAsUndefined } from '../../lib/form/numbers';
import { CalculatorActions } from '../calculator/CalculatorActions';
import { LinkErrors } from '../calculator/LinkErrors';
import type { Calculator } from '../calculator/useCalculator';
import type { AnalysisOutcome } from './outcome';
import { ANALYSIS_TEXT as T } from './text';

/** The engine's lines, editable, once there is an analysis (their code comes with it). */
const PurchaseCostsEditor = lazy(() => import('./PurchaseCostsEditor'));

type AnalysisCalculator = Calculator<AnalysisNumberKey, AnalysisFormValues, AnalysisOutcome>;

interface Props {
  calculator: AnalysisCalculator;
  outcome: AnalysisOutcome | undefined;
  override: PurchaseCostsOverride | undefined;
  onOverride: (next: PurchaseCostsOverride | undefined) => void;
  /** After a submit that produced results (no field is invalid). */
  onSubmitted: () => void;
  /** A shared analysis: the steps fold under a summary (the actions stay in view). */
  folded?: boolean;
  /** What to show under a field: the dated market figure its default comes from. */
  notes?: Partial<Record<AnalysisField['name'], React.ReactNode>>;
}

function Input({ field, calculator }: { field: AnalysisField; calculator: AnalysisCalculator }) {
  const { form, warnings } = calculator;
  const error = form.formState.errors[field.name]?.message;
  if (field.kind === 'number') {
    return (
      <NumberField
        label={field.label}
        unit={field.unit}
        hint={field.hint}
        warning={warnings[field.name]}
        error={error}
        {...form.register(field.name)}
      />
    );
  }
  if (field.kind === 'select') {
    return (
      <SelectField
        label={field.label}
        hint={field.hint}
        options={field.options}
        error={error}
        {...form.register(field.name)}
      />
    );
  }
  return (
    <Field label={field.label} hint={field.hint} error={error}>
      {(aria) => (
        <input
          type="date"
          {...form.register(field.name, { setValueAs: emptyAsUndefined })}
          {...aria}
        />
      )}
    </Field>
  );
}

function StepsNav() {
  return (
    <nav aria-label={T.stepsLabel} className="analysis-steps no-print">
      <ol>
        {ANALYSIS_STEPS.map((step, index) => (
          <li key={step.id}>
            <a href={`#paso-${step.id}`}>
              <span className="analysis-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              {step.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PurchaseCosts({
  outcome,
  override,
  onOverride,
}: Pick<Props, 'outcome' | 'override' | 'onOverride'>) {
  return (
    <div className="analysis-costs">
      <h3>{T.purchaseCostsTitle}</h3>
      {outcome ? (
        <Suspense fallback={null}>
          <PurchaseCostsEditor
            purchase={outcome.analysis.purchase}
            override={override}
            onChange={onOverride}
          />
        </Suspense>
      ) : (
        <p className="field__hint">{T.purchaseCostsPending}</p>
      )}
    </div>
  );
}

export default function AnalysisForm({
  calculator,
  outcome,
  override,
  onOverride,
  onSubmitted,
  folded = false,
  notes = {},
}: Props) {
  // Always a <details> (the inputs never remount): open unless a shared analysis folds it.
  const [open, setOpen] = React.useState(true);
  React.useEffect(() => setOpen(!folded), [folded]);
  const { onSubmit } = calculator;
  const titleId = React.useId();
  const { watch } = calculator.form;
  const context = fieldContext({
    letting: watch('letting'),
    residence: watch('residence'),
    owners: watch('owners'),
  });
  const rateType = watch('rateType');
  return (
    <section className="card tool__form analysis-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.formTitle}</h2>
      <LinkErrors errors={calculator.linkErrors} />
      <p>{T.formIntro(ANALYSIS_STEPS.length)}</p>
      <form
        noValidate
        onSubmit={(event) =>
          void onSubmit(event).then(() => {
            const form = event.target as HTMLFormElement;
            if (!form.querySelector('[aria-invalid="true"]')) onSubmitted();
            else setOpen(true);
          })
        }
      >
        <details
          className={
            folded ? 'analysis-form__fold analysis-form__fold--folded' : 'analysis-form__fold'
          }
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
        >
          <summary>{T.foldSummary}</summary>
          <StepsNav />

          {ANALYSIS_STEPS.map((step, index) => (
            <fieldset key={step.id} id={`paso-${step.id}`} className="analysis-step">
              <legend>
                <span className="analysis-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                {step.title}
              </legend>
              <p className="analysis-step__intro">{step.intro}</p>
              {step.fields
                .filter(
                  (field) =>
                    (field.shownWhen?.(context) ?? true) && rateFieldShown(field.name, rateType),
                )
                .map((field) => (
                  <React.Fragment key={field.name}>
                    <Input field={field} calculator={calculator} />
                    {notes[field.name]}
                  </React.Fragment>
                ))}
              {step.id === 'compra' && (
                <PurchaseCosts outcome={outcome} override={override} onOverride={onOverride} />
              )}
            </fieldset>
          ))}
        </details>
        <CalculatorActions
          calculator={calculator}
          submitLabel={T.submit}
          className="tool__actions analysis-form__actions"
        />
      </form>
    </section>
  );
}

// The comparator's form card: 'Añadir propiedad' or, while editing, 'Editar propiedad'.
import * as React from 'react';
import { COMPARATOR_LIMIT_MESSAGE } from '../../../core/tools/comparator/engine';
import type { PropertyFormValues } from '../../../core/tools/comparator/schema';
import NumberField from '../../components/form/NumberField';
import TextField from '../../components/form/TextField';
import { deferred } from '../../lib/deferred';
import { formNumber } from '../../lib/form/numbers';
import { submitInPlace } from '../../lib/form/submit-in-place';
import { SHARE_TEXT } from '../../lib/share';
import CheckboxField from '../../components/form/CheckboxField';
import type { Form } from '../../lib/form/use-form';
import {
  PROPERTY_NUMBER_FIELDS,
  PROPERTY_TEXT_FIELDS,
} from '../../../core/tools/comparator/fields';
import { COMPARATOR_TEXT } from './text';
import type { PropertyTexts } from './useComparator';

export default function PropertyForm({
  form,
  editing,
  atLimit,
  canShare,
  onSubmit,
  onCancel,
  onShare,
  shareTexts,
  onShareTextsChange,
}: {
  form: Form<PropertyTexts, PropertyFormValues>;
  editing: boolean;
  atLimit: boolean;
  canShare: boolean;
  onSubmit: (event?: React.FormEvent) => void;
  onCancel: () => void;
  onShare: () => void;
  shareTexts: boolean;
  onShareTextsChange: (value: boolean) => void;
}) {
  const titleId = React.useId();
  const limitId = React.useId();
  const warnings = usePropertyWarnings(form);
  return (
    <section className="card tool__form" aria-labelledby={titleId}>
      <h2 id={titleId}>{editing ? COMPARATOR_TEXT.editTitle : COMPARATOR_TEXT.addTitle}</h2>
      <form noValidate onSubmit={onSubmit}>
        {PROPERTY_TEXT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            autoComplete="off"
            label={field.label}
            error={form.formState.errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        {PROPERTY_NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field.name}
            label={field.label}
            unit={'unit' in field ? field.unit : undefined}
            warning={warnings[field.name]}
            error={form.formState.errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        {atLimit && (
          <p className="comparator-limit" id={limitId} role="status">
            {COMPARATOR_LIMIT_MESSAGE}
          </p>
        )}
        <div className="tool__actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={atLimit}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={submitInPlace}
          >
            {editing ? COMPARATOR_TEXT.update : COMPARATOR_TEXT.add}
          </button>
          {editing && (
            <button type="button" className="btn btn--secondary" onClick={onCancel}>
              {COMPARATOR_TEXT.cancel}
            </button>
          )}
          {canShare && (
            <button type="button" className="btn btn--secondary" onClick={onShare}>
              {SHARE_TEXT.button}
            </button>
          )}
        </div>
        {canShare && (
          <CheckboxField
            label={COMPARATOR_TEXT.shareTexts}
            hint={COMPARATOR_TEXT.shareTextsHint}
            checked={shareTexts}
            onChange={(event) => onShareTextsChange(event.currentTarget.checked)}
          />
        )}
      </form>
    </section>
  );
}

/** The plausibility notes, fetched once the form is React's (before the first keystroke needs them). */
const PLAUSIBILITY = deferred(() =>
  import('../../../core/plausibility').then((m) => m.comparatorWarnings),
);

/** Notes for the price and rent typed now (a price under 10.000 €, a gross yield above 20 %). */
function usePropertyWarnings(
  form: Form<PropertyTexts, PropertyFormValues>,
): Partial<Record<string, string>> {
  const price = formNumber(form.watch('price'));
  const monthlyRent = formNumber(form.watch('monthlyRent'));
  const [notes, setNotes] = React.useState(() => PLAUSIBILITY.current);
  React.useEffect(() => {
    if (!notes)
      // A function in state is set through an updater (React would call it).
      void PLAUSIBILITY.load().then(
        (loaded) => setNotes(() => loaded),
        () => undefined,
      );
  }, [notes]);
  if (!notes) return {};
  const finite = (n: number | undefined) => (n !== undefined && Number.isFinite(n) ? n : undefined);
  return notes({ price: finite(price), monthlyRent: finite(monthlyRent) });
}

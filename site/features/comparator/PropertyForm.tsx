// The comparator's form card: 'Añadir Propiedad' or, while editing, 'Editar Propiedad'.
import * as React from 'react';
import { COMPARATOR_LIMIT_MESSAGE } from '../../../core/tools/comparator/engine';
import type { PropertyFormValues } from '../../../core/tools/comparator/schema';
import NumberField from '../../components/form/NumberField';
import TextField from '../../components/form/TextField';
import { SHARE_TEXT } from '../../lib/share';
import type { Form } from '../../lib/form/use-form';
import { COMPARATOR_TEXT, PROPERTY_FIELDS } from './text';
import type { PropertyTexts } from './useComparator';

export default function PropertyForm({
  form,
  editing,
  atLimit,
  canShare,
  onSubmit,
  onCancel,
  onShare,
}: {
  form: Form<PropertyTexts, PropertyFormValues>;
  editing: boolean;
  atLimit: boolean;
  canShare: boolean;
  onSubmit: (event?: React.FormEvent) => void;
  onCancel: () => void;
  onShare: () => void;
}) {
  const titleId = React.useId();
  const limitId = React.useId();
  return (
    <section className="card tool__form" aria-labelledby={titleId}>
      <h2 id={titleId}>{editing ? COMPARATOR_TEXT.editTitle : COMPARATOR_TEXT.addTitle}</h2>
      <form noValidate onSubmit={onSubmit}>
        {PROPERTY_FIELDS.map((field) => {
          const props = {
            label: field.label,
            error: form.formState.errors[field.name]?.message,
            ...form.register(field.name),
          };
          return field.numeric ? (
            <NumberField key={field.name} unit={field.unit} {...props} />
          ) : (
            <TextField key={field.name} autoComplete="off" {...props} />
          );
        })}
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
      </form>
    </section>
  );
}

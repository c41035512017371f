// The form column of a calculator: its number fields, submit and share buttons, extra content.
import * as React from 'react';
import NumberField from '../../components/form/NumberField';
import { SHARE_TEXT } from '../../lib/share';
import type { Form } from '../../lib/form/use-form';

export interface NumberFieldDef<K extends string> {
  name: K;
  label: string;
  unit?: string;
  hint?: string;
}

export interface CalculatorFormProps<K extends string, V> {
  title: string;
  /** A sentence under the title. */
  intro?: string;
  form: Form<Record<K, string>, V>;
  fields: readonly NumberFieldDef<K>[];
  /** Plausibility notes per field. */
  warnings?: Partial<Record<K, string>>;
  submitLabel: string;
  onSubmit: (event?: React.FormEvent) => void;
  onShare: () => void;
  children?: React.ReactNode;
}

export default function CalculatorForm<K extends string, V>({
  title,
  intro,
  form,
  fields,
  warnings = {},
  submitLabel,
  onSubmit,
  onShare,
  children,
}: CalculatorFormProps<K, V>) {
  const titleId = React.useId();
  return (
    <section className="card tool__form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {intro && <p>{intro}</p>}
      <form noValidate onSubmit={onSubmit}>
        {fields.map((field) => (
          <NumberField
            key={field.name}
            label={field.label}
            unit={field.unit}
            hint={field.hint}
            warning={warnings[field.name]}
            error={form.formState.errors[field.name]?.message}
            {...form.register(field.name)}
          />
        ))}
        {children}
        <div className="tool__actions">
          <button type="submit" className="btn btn--primary">
            {submitLabel}
          </button>
          <button type="button" className="btn btn--secondary" onClick={onShare}>
            {SHARE_TEXT.button}
          </button>
        </div>
      </form>
    </section>
  );
}

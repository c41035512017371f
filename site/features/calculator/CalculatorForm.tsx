// The form column of a calculator: its number fields, submit and share buttons, extra content.
import * as React from 'react';
import NumberField from '../../components/form/NumberField';
import Field from '../../components/form/Field';
import { emptyAsUndefined } from '../../lib/form/numbers';
import { CalculatorActions } from './CalculatorActions';
import { LinkErrors } from './LinkErrors';
import type { Calculator } from './useCalculator';

export interface NumberFieldDef<K extends string> {
  name: K;
  label: string;
  unit?: string;
  hint?: string;
}

export interface CalculatorFormProps<K extends string, V, R> {
  title: string;
  /** A sentence under the title. */
  intro?: string;
  /** The calculator hook's state: form, warnings, submit and share. */
  calculator: Calculator<K, V, R>;
  fields: readonly NumberFieldDef<K>[];
  submitLabel: string;
  /** Controls before the number fields (e.g. the mortgage's rate type, which decides them). */
  lead?: React.ReactNode;
  children?: React.ReactNode;
}

export default function CalculatorForm<K extends string, V, R>({
  title,
  intro,
  calculator,
  fields,
  submitLabel,
  lead,
  children,
}: CalculatorFormProps<K, V, R>) {
  const { form, warnings, onSubmit } = calculator;
  const titleId = React.useId();
  return (
    <section className="card tool__form" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <LinkErrors errors={calculator.linkErrors} />
      {intro && <p>{intro}</p>}
      <form noValidate onSubmit={onSubmit}>
        {lead}
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
        <CalculatorActions calculator={calculator} submitLabel={submitLabel} />
      </form>
    </section>
  );
}

/** An optional date under a calculator's number fields (a sale or transfer date; empty is today). */
export function OptionalDateField<K extends string, V, R>({
  calculator,
  name,
  label,
  hint,
}: {
  calculator: Calculator<K, V, R>;
  name: Exclude<keyof V, K> & string;
  label: string;
  hint: string;
}) {
  const { form } = calculator;
  const register = form.register as (
    field: string,
    options: { setValueAs: (raw: unknown) => unknown },
  ) => ReturnType<typeof form.register>;
  return (
    <Field label={label} hint={hint} error={form.formState.errors[name]?.message}>
      {(aria) => (
        <input type="date" {...register(name, { setValueAs: emptyAsUndefined })} {...aria} />
      )}
    </Field>
  );
}

// The return's inputs: each one named by its path in the document (`properties.0.contracts.1.end`),
// uncontrolled (the text typed stays as typed; the form reads every change at its root) and tied to
// its Spanish error by the shared Field wiring (aria-invalid, aria-describedby).
import * as React from 'react';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import CheckboxField from '../../components/form/CheckboxField';
import Field from '../../components/form/Field';
import NumberField from '../../components/form/NumberField';
import SelectField, { type SelectOption } from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';

/**
 * The message to show at a field now (errors of fields not yet visited wait), read field by field:
 * a long year's form draws again only the fields whose message changed, not every input.
 */
export interface ErrorSource {
  errorFor: (name: string) => string | undefined;
  /** Called when the message of `name` changes. */
  subscribe: (name: string, listener: () => void) => () => void;
}

export const FieldErrors = createContext<ErrorSource>({
  errorFor: () => undefined,
  subscribe: () => () => undefined,
});

function useFieldError(name: string): string | undefined {
  const source = useContext(FieldErrors);
  const subscribe = useCallback(
    (listener: () => void) => source.subscribe(name, listener),
    [source, name],
  );
  const read = () => source.errorFor(name);
  return useSyncExternalStore(subscribe, read, read);
}

/** The input's id: stable and readable, so the results' list of errors can link to it. */
export const fieldId = (name: string) => `declaracion-${name.replace(/\./g, '-')}`;

// Each input is memoised: its props are its name, texts and starting value, so a key elsewhere in the
// property leaves it alone (its message comes from the error source).
interface Common {
  name: string;
  label: string;
  hint?: string;
}

/** The wiring every input shares: its texts, name, readable id and current message. */
function useWired({ name, label, hint }: Common) {
  return { label, hint, name, id: fieldId(name), error: useFieldError(name) };
}

export const MoneyInput = React.memo(function MoneyInput({
  value,
  unit = '€',
  ...common
}: Common & { value: string; unit?: string }) {
  return <NumberField {...useWired(common)} unit={unit} defaultValue={value} />;
});

/** A year or an age: whole numbers, a numeric keypad. */
export const WholeInput = React.memo(function WholeInput({
  value,
  unit,
  ...common
}: Common & { value: string; unit?: string }) {
  return <NumberField {...useWired(common)} unit={unit} defaultValue={value} inputMode="numeric" />;
});

export const DateInput = React.memo(function DateInput({
  value,
  ...common
}: Common & { value: string }) {
  const { name, ...wired } = useWired(common);
  return (
    <Field {...wired}>
      {(aria) => <input type="date" name={name} defaultValue={value} {...aria} />}
    </Field>
  );
});

export const TextInput = React.memo(function TextInput({
  value,
  ...common
}: Common & { value: string }) {
  return <TextField {...useWired(common)} defaultValue={value} autoComplete="off" />;
});

export const SelectInput = React.memo(function SelectInput({
  value,
  options,
  placeholder,
  ...common
}: Common & { value: string; options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <SelectField
      {...useWired(common)}
      defaultValue={value}
      options={options}
      placeholder={placeholder}
    />
  );
});

export const CheckInput = React.memo(function CheckInput({
  value,
  ...common
}: Common & { value: boolean }) {
  return <CheckboxField {...useWired(common)} defaultChecked={value} />;
});

/** A button that adds or removes a row; its id lets focus come back to it after a removal. */
export function RowButton({
  id,
  label,
  onClick,
  remove = false,
}: {
  id?: string;
  label: string;
  onClick: () => void;
  remove?: boolean;
}) {
  return (
    <button
      type="button"
      id={id}
      className={remove ? 'btn btn--quiet return-row__remove' : 'btn btn--secondary return-add'}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

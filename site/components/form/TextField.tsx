// A labelled text input (any type) or, with `multiline`, a textarea; hint and error under it.
import * as React from 'react';
import { useFieldIds } from './field-ids';
import FieldMessages from './FieldMessages';

interface TextFieldOwnProps {
  label: string;
  error?: string;
  hint?: string;
}

export type TextFieldProps =
  | (TextFieldOwnProps & { multiline?: false } & React.ComponentProps<'input'>)
  | (TextFieldOwnProps & { multiline: true } & React.ComponentProps<'textarea'>);

const OWN_KEYS = ['label', 'error', 'hint', 'multiline', 'className'] as const;

/** The props that belong to the control itself (everything but the field's own). */
function controlProps<P extends object>(props: P): Omit<P, (typeof OWN_KEYS)[number]> {
  const own: readonly string[] = OWN_KEYS;
  const entries = Object.entries(props).filter(([key]) => !own.includes(key));
  return Object.fromEntries(entries) as Omit<P, (typeof OWN_KEYS)[number]>;
}

export default function TextField(props: TextFieldProps) {
  const { label, error, hint, id, className, 'aria-describedby': describedBy } = props;
  const ids = useFieldIds(id, hint, error, describedBy);
  const aria = {
    id: ids.inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.describedBy,
  } as const;
  const control = props.multiline ? (
    <textarea {...controlProps(props)} {...aria} />
  ) : (
    <input type="text" {...controlProps(props)} {...aria} />
  );
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={ids.inputId}>{label}</label>
      {control}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

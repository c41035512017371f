// A labelled text input (any type) or, with `multiline`, a textarea; hint and error under it.
import * as React from 'react';
import Field, { type FieldOwnProps } from './Field';

type TextFieldOwnProps = Omit<FieldOwnProps, 'unit'>;

export type TextFieldProps =
  | (TextFieldOwnProps & { multiline?: false } & React.ComponentProps<'input'>)
  | (TextFieldOwnProps & { multiline: true } & React.ComponentProps<'textarea'>);

const OWN_KEYS = ['label', 'error', 'warning', 'hint', 'multiline', 'className', 'id'] as const;

/** The props that belong to the control itself (everything but the field's own). */
function controlProps<P extends object>(props: P): Omit<P, (typeof OWN_KEYS)[number]> {
  const own: readonly string[] = OWN_KEYS;
  const entries = Object.entries(props).filter(([key]) => !own.includes(key));
  return Object.fromEntries(entries) as Omit<P, (typeof OWN_KEYS)[number]>;
}

export default function TextField(props: TextFieldProps) {
  const { label, error, warning, hint, id, className, 'aria-describedby': describedBy } = props;
  return (
    <Field {...{ label, error, warning, hint, id, className, describedBy }}>
      {(aria) =>
        props.multiline ? (
          <textarea {...controlProps(props)} {...aria} />
        ) : (
          <input type="text" {...controlProps(props)} {...aria} />
        )
      }
    </Field>
  );
}

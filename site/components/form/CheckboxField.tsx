// A checkbox (or, with role="switch", a switch) with its label beside it, hint and error.
import * as React from 'react';
import Field from './Field';

export type CheckboxFieldProps = {
  label: string;
  error?: string;
  hint?: string;
} & React.ComponentProps<'input'>;

export default function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxFieldProps) {
  return (
    <Field inline {...{ label, error, hint, id, className, describedBy }}>
      {(aria) => <input {...rest} type="checkbox" {...aria} />}
    </Field>
  );
}

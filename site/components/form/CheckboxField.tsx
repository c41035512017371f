// A checkbox (or, with role="switch", a switch) with its label beside it, hint and error.
import * as React from 'react';
import { useFieldIds } from './field-ids';
import FieldMessages from './FieldMessages';

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
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={className ? `field field--checkbox ${className}` : 'field field--checkbox'}>
      <div className="field__check">
        <input
          {...rest}
          type="checkbox"
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        <label htmlFor={ids.inputId}>{label}</label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

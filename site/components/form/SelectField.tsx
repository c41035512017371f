// A labelled select with its options, an optional empty placeholder option, hint and error.
import * as React from 'react';
import { useFieldIds } from './field-ids';
import FieldMessages from './FieldMessages';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  options: readonly SelectOption[];
  /** A first option with an empty value, e.g. 'Selecciona...'. */
  placeholder?: string;
} & React.ComponentProps<'select'>;

export default function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={ids.inputId}>{label}</label>
      <select
        {...rest}
        id={ids.inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

// A labelled select with its options, an optional empty placeholder option, hint and error.
import * as React from 'react';
import Field from './Field';

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
  return (
    <Field {...{ label, error, hint, id, className, describedBy }}>
      {(aria) => (
        <select {...rest} {...aria}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

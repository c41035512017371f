// A number typed the Spanish way ('1.250,50'): a text input with a decimal keypad, unit, hint, error.
import * as React from 'react';
import { useFieldIds } from './field-ids';
import FieldMessages from './FieldMessages';

export type NumberFieldProps = {
  label: string;
  error?: string;
  hint?: string;
  /** Shown after the input, e.g. '€', '%', 'años'. */
  unit?: string;
} & React.ComponentProps<'input'>;

/**
 * The rest props go to the input, so `{...register('price')}` works (ref included: React 19 passes
 * ref as a prop). Parsing is the form's job (parseSpanishNumber), so any text can be typed.
 */
export default function NumberField({
  label,
  error,
  hint,
  unit,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: NumberFieldProps) {
  const ids = useFieldIds(id, hint, error, describedBy);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={ids.inputId}>{label}</label>
      <div className={unit ? 'field__control field__control--unit' : 'field__control'}>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...rest}
          id={ids.inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        />
        {unit && (
          <span className="field__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

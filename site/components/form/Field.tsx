// The one field wiring of every form: label, control, unit, hint, warning and error, with the ids
// and aria attributes that tie them together.
import * as React from 'react';
import { useId } from 'react';

/** What a field passes to its control. */
export interface ControlAria {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldOwnProps {
  label: string;
  hint?: string;
  /** A validation message: the value cannot be used. */
  error?: string;
  /** A plausibility note: the value can be used but deserves a second look. */
  warning?: string;
  /** Shown after the control, e.g. '€', '%', 'años'. */
  unit?: string;
}

interface FieldProps extends FieldOwnProps {
  id?: string;
  className?: string;
  /** Descriptions the caller adds to the field's own. */
  describedBy?: string;
  /** A checkbox: control first, label beside it. */
  inline?: boolean;
  children: (aria: ControlAria) => React.ReactNode;
}

export default function Field({
  label,
  hint,
  error,
  warning,
  unit,
  id,
  className,
  describedBy,
  inline = false,
  children,
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const warningId = warning && !error ? `${inputId}-warning` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ids = [describedBy, hintId, warningId, errorId].filter(Boolean).join(' ');
  const control = children({
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  });
  const labelTag = <label htmlFor={inputId}>{label}</label>;
  const classes = ['field', inline && 'field--checkbox', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      {inline ? (
        <div className="field__check">
          {control}
          {labelTag}
        </div>
      ) : (
        <>
          {labelTag}
          <div className={unit ? 'field__control field__control--unit' : 'field__control'}>
            {control}
            {unit && (
              <span className="field__unit" aria-hidden="true">
                {unit}
              </span>
            )}
          </div>
        </>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {warningId && (
        <p className="field__warning" id={warningId} data-warning="plausibility">
          {warning}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

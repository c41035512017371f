// A labelled form field with its error under it, wired for screen readers.
import * as React from 'react';

interface FormFieldProps {
  id: string;
  errorId: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (aria: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => React.ReactNode;
}

export function FormField({
  id,
  errorId,
  label,
  error,
  hint,
  className,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

// Ids and aria wiring shared by the form fields: label target, hint and error descriptions.
import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** The hint, the error and any aria-describedby the caller passed, space-separated. */
  describedBy: string | undefined;
}

/** Uses the caller's id when given, otherwise a stable React id. */
export function useFieldIds(
  id: string | undefined,
  hint: string | undefined,
  error: string | undefined,
  describedBy: string | undefined,
): FieldIds {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ids = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { inputId, hintId, errorId, describedBy: ids || undefined };
}

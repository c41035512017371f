// Ids that tie a form field to its label and its error message (aria-describedby).
import { useId } from 'react';

/** Returns a function giving `{ id, errorId }` for a field name. */
export function useFieldIds(): (name: string) => { id: string; errorId: string } {
  const base = useId();
  return (name) => ({ id: `${base}-${name}`, errorId: `${base}-${name}-error` });
}

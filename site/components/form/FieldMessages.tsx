// The hint and validation message under a field, with the ids its control points to.
import * as React from 'react';
import type { FieldIds } from './field-ids';

export default function FieldMessages({
  ids,
  hint,
  error,
}: {
  ids: FieldIds;
  hint?: string;
  error?: string;
}) {
  return (
    <>
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </>
  );
}

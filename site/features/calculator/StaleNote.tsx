// Says that the results on screen belong to earlier inputs, while the current ones cannot be used.
import * as React from 'react';

export const STALE_TEXT =
  'Estos resultados corresponden a los datos anteriores: corrige los campos marcados para actualizarlos.';

export default function StaleNote({ stale }: { stale: boolean }) {
  if (!stale) return null;
  return (
    <p className="callout callout--warning stale-note" role="status">
      {STALE_TEXT}
    </p>
  );
}

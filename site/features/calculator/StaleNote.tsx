// The results on screen belong to earlier inputs: what is typed now is not valid, or not sent.
import * as React from 'react';

export const STALE_TEXT =
  'Estos resultados corresponden a los datos anteriores. Corrige los campos marcados, si los hay, y pulsa el botón de calcular para actualizarlos.';

export default function StaleNote({ stale }: { stale: boolean }) {
  if (!stale) return null;
  return (
    <p className="callout callout--warning stale-note" role="status">
      {STALE_TEXT}
    </p>
  );
}

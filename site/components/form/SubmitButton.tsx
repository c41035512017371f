// A form's main button that says what it is doing ('Enviando...') while the form is sent.
import * as React from 'react';
import { submitInPlace } from '../../lib/form/submit-in-place';

export default function SubmitButton({
  busy,
  busyLabel,
  inPlace = false,
  children,
}: {
  busy: boolean;
  /** The form computes on the page (a calculator): its submit skips the browser's submission. */
  inPlace?: boolean;
  /** What the button says while busy, e.g. 'Enviando...'. */
  busyLabel: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="submit"
      className="btn btn--primary"
      // Not `disabled`: that would drop the keyboard focus; a second submit is ignored.
      aria-disabled={busy || undefined}
      onClick={inPlace ? submitInPlace : undefined}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

// A form's main button that says what it is doing ('Enviando...') while the form is sent.
import * as React from 'react';

export default function SubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
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
    >
      {busy ? busyLabel : children}
    </button>
  );
}

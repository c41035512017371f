// A button that makes a file on click (its maker loaded then), says what it is doing and announces
// the outcome; a second press while it works starts nothing. The PDF reports share it.
import * as React from 'react';
import Button from '../../components/ui/Button';

export interface MakeFileText {
  button: string;
  busy: string;
  done: string;
  failed: string;
}

export default function MakeFileButton({
  text,
  make,
  what,
  testId,
}: {
  text: MakeFileText;
  /** Makes and saves the file; a rejection is said in `text.failed`. */
  make: () => Promise<unknown>;
  /** Names the file in the console when it fails. */
  what: string;
  testId?: string;
}) {
  const [busy, setBusy] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const run = async () => {
    setBusy(true);
    setStatus(text.busy);
    try {
      await make();
      setStatus(text.done);
    } catch (error) {
      console.error(`${what} failed`, error);
      setStatus(text.failed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          if (!busy) void run();
        }}
        aria-disabled={busy}
        aria-busy={busy}
        data-testid={testId}
      >
        {busy ? text.busy : text.button}
      </Button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}

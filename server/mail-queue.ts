// E-mail sent after the answer: every visitor is answered at once, whether or not a mail goes out,
// so the time of an answer tells nothing about the address.
import type { Context } from '@netlify/functions';
import { sendMail, type MailMessage } from './mail';

const inFlight = new Set<Promise<void>>();

/**
 * Sends after the function has answered: Netlify keeps the function alive through
 * `context.waitUntil`; a long-running server (`npm start`) just lets the promise run. A failure is
 * logged without the message or address, and `onFailure` runs.
 */
export function sendAfterAnswer(
  context: Pick<Context, 'waitUntil'> | undefined,
  message: MailMessage,
  onFailure: () => Promise<void>,
  scope: string,
): void {
  const task = sendMail(message)
    .catch(async (error: unknown) => {
      console.error(`[${scope}] e-mail not sent: ${mailErrorSummary(error)}`);
      await onFailure();
    })
    .catch((error: unknown) => {
      console.error(`[${scope}] after a failed e-mail: ${mailErrorSummary(error)}`);
    })
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
  context?.waitUntil?.(task);
}

/** Resolves once every e-mail started so far is sent or has failed (tests, shutdown). */
export async function mailSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** The error's name and code: SMTP messages may quote the recipient. */
function mailErrorSummary(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown error';
  const { name, code, responseCode } = error as {
    name?: unknown;
    code?: unknown;
    responseCode?: unknown;
  };
  return [name, code, responseCode].filter((part) => part !== undefined).join(' ') || 'error';
}

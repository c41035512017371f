// What a visitor is told when a request fails: messages under the fields and one toast, in Spanish.
// Apart from notify.tsx so that pages without requests do not load the request helper.
import { fieldMessages, NetworkError, visitorMessage } from './api';
import { notify } from './notify';

export function notifyRequestError(
  error: unknown,
  {
    title,
    fallback,
    fixed = false,
    showFieldMessages,
    inline,
  }: {
    title: string;
    fallback: string;
    /** The spec gives this form one sentence for every failure; only a lost connection differs. */
    fixed?: boolean;
    showFieldMessages?: (messages: Readonly<Record<string, string>>) => void;
    inline?: (message: string) => void;
  },
): void {
  console.warn(error);
  showFieldMessages?.(fieldMessages(error));
  const description =
    fixed && !(error instanceof NetworkError) ? fallback : visitorMessage(error, fallback);
  if (inline) inline(description);
  else notify({ title, description, variant: 'destructive' });
}

// A form whose values go to one of our functions (newsletter, contact, generator): useForm plus the
// send, the server's per-field messages under their fields, the toasts and, where the form gives way
// to a thank-you screen, that screen with the focus on its heading.
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api';
import { notify, type NotifyOptions } from '../notify';
import { notifyRequestError } from '../request-error';
import type { Deferred } from '../deferred';
import type { Resolver } from './schema';
import { useForm, type Form } from './use-form';

export interface ServerFormOptions<T, V, R> {
  /** Loaded on the first change or submit (see useForm). */
  resolver: Deferred<Resolver<V>>;
  defaultValues: Partial<T>;
  /** Where the parsed values are POSTed as JSON. */
  url: string;
  /** Reads the OK answer (a server's message, a result); by default nothing is read. */
  read?: (res: Response) => Promise<R>;
  /** The success toast, which may quote the answer; none where the result itself confirms. */
  sentToast?: (result: R) => Omit<NotifyOptions, 'variant'>;
  /**
   * The failure toast: its title and the sentence when the answer says nothing readable; with
   * `inline`, the sentence goes beside the button instead.
   */
  failedToast: {
    title: string;
    fallback: string;
    fixed?: boolean;
    inline?: (message: string) => void;
  };
  /** What the page does with the answer once sent (the generator shows its result). */
  onSent?: (result: R) => void;
  /** A sent form is cleared and gives way to a thank-you screen (`sent`). */
  thankYou?: boolean;
}

export interface ServerForm<T, V> extends Form<T, V> {
  /** The form's `onSubmit`: validates, sends once (a second Enter while sending is ignored). */
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  /** The thank-you screen is showing. */
  sent: boolean;
  /** For the thank-you heading (with `tabIndex={-1}`): it takes the focus when the screen shows. */
  sentHeadingRef: React.RefObject<HTMLHeadingElement | null>;
}

export function useServerForm<T extends object, V, R = undefined>({
  resolver,
  defaultValues,
  url,
  read,
  sentToast,
  failedToast,
  onSent,
  thankYou = false,
}: ServerFormOptions<T, V, R>): ServerForm<T, V> {
  const form = useForm<T, V>({ resolver, defaultValues });
  const [sent, setSent] = useState(false);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);

  // The button that had focus is gone with the form: the thank-you heading takes it instead.
  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await apiRequest('POST', url, values);
      const result = (read ? await read(res) : undefined) as R;
      if (thankYou) {
        form.reset();
        setSent(true);
      }
      onSent?.(result);
      if (sentToast) notify(sentToast(result));
    } catch (error) {
      notifyRequestError(error, { ...failedToast, showFieldMessages: form.showFieldMessages });
    }
  });

  return { ...form, onSubmit, sent, sentHeadingRef };
}

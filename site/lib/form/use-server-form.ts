// A form sent to one of our functions: useForm with the send, the server's messages, the toasts
// and, where there is one, the thank-you screen with the focus on its heading.
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '../api';
import { notify, type NotifyOptions } from '../notify';
import { notifyRequestError } from '../request-error';
import type { Deferred } from '../deferred';
import type { Resolver } from './schema';
import { useForm, type Form } from './use-form';

export interface ServerFormOptions<T, V, R> {
  resolver: Deferred<Resolver<V>>;
  defaultValues: Partial<T>;
  url: string;
  read?: (res: Response) => Promise<R>;
  sentToast?: (result: R) => Omit<NotifyOptions, 'variant'>;
  /** With `inline`, the failure's sentence goes beside the button instead of a toast. */
  failedToast: {
    title: string;
    fallback: string;
    fixed?: boolean;
    inline?: (message: string) => void;
  };
  onSent?: (result: R) => void;
  thankYou?: boolean;
}

export interface ServerForm<T, V> extends Form<T, V> {
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  sent: boolean;
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

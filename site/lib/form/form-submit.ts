// A form's submit: after the press's own frame is painted, checked; valid values go to the
// handler, otherwise the messages show and the first invalid field takes the focus.
import type * as React from 'react';
import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Deferred } from '../deferred';
import { painted } from '../painted';
import { inputOf, type FormStore } from './form-store';
import type { FieldErrors, Resolver } from './schema';

export type HandleSubmit<V> = (
  onValid: (values: V) => void | Promise<void>,
) => (event?: React.FormEvent) => Promise<void>;

export function useSubmit<T, V>(
  store: FormStore<T>,
  resolver: Deferred<Resolver<V>>,
  showErrors: (next: FieldErrors) => void,
): { handleSubmit: HandleSubmit<V>; isSubmitting: () => boolean } {
  const [isSubmitting, setSubmitting] = useState(false);
  /**
   * Whether a render has read `isSubmitting` (a form that shows a busy button): only then does a
   * submit draw the form again as it starts and ends.
   */
  const showsSubmitting = useRef(false);

  const handleSubmit = useCallback<HandleSubmit<V>>(
    (onValid) => async (event) => {
      event?.preventDefault();
      // Buttons stay focusable while busy (aria-disabled): a second submit must not send twice.
      if (store.submitting) return;
      store.submitting = true;
      const resets = store.resets;
      try {
        // The press's own frame first (the button pressed, its focus), then the check and what
        // follows it; a second submit meanwhile is ignored (above).
        await painted();
        const resolve = resolver.current ?? (await resolver.load());
        const result = resolve(store.values);
        const invalid = Object.keys(result.errors);
        if (invalid.length === 0) {
          // Busy only when something is sent: an invalid press shows its messages, not "Enviando...".
          if (showsSubmitting.current) setSubmitting(true);
          showErrors(result.errors);
          await onValid(result.values as V);
        } else {
          // The messages at once, then the focus on the first field, its message there to be read.
          flushSync(() => showErrors(result.errors));
          const first = [...store.fields.keys()].find((name) => invalid.includes(name));
          if (first) inputOf(store, first)?.focus();
        }
      } finally {
        // A reset inside onValid (a cleared form) leaves the form unsubmitted.
        if (store.resets === resets) store.submitted = true;
        store.submitting = false;
        if (showsSubmitting.current) setSubmitting(false);
      }
    },
    [store, resolver, showErrors],
  );

  const readSubmitting = useCallback(() => {
    showsSubmitting.current = true;
    return isSubmitting;
  }, [isSubmitting]);
  return { handleSubmit, isSubmitting: readSubmitting };
}

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
  // Only a form that shows a busy button is drawn again as a submit starts and ends.
  const showsSubmitting = useRef(false);

  const handleSubmit = useCallback<HandleSubmit<V>>(
    (onValid) => async (event) => {
      event?.preventDefault();
      if (store.submitting) return;
      store.submitting = true;
      const resets = store.resets;
      try {
        await painted();
        const resolve = resolver.current ?? (await resolver.load());
        const result = resolve(store.values);
        const invalid = Object.keys(result.errors);
        if (invalid.length === 0) {
          if (showsSubmitting.current) setSubmitting(true);
          showErrors(result.errors);
          await onValid(result.values as V);
        } else {
          // The messages first, so the focused field's message is there to be read out.
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

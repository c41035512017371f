// What is on screen is what the next visit shows: stored on every change and on submit; a submit
// computes and, on a phone, brings the results into view.
import type * as React from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { writeStored } from '../../lib/storage';
import type { CalculatorForm } from './calculator-config';
import { withoutFields } from './calculator-values';
import type { LiveResult } from './useLiveResult';
import { afterRestore, type Restoring } from './useRestore';

export function useSaveAndSubmit<K extends string, V>({
  form,
  storageKey,
  notStored,
  live,
  restoring,
}: {
  form: CalculatorForm<K, V>;
  storageKey: string;
  notStored: readonly string[];
  live: Pick<LiveResult<V, unknown>, 'run' | 'follow' | 'settle'>;
  restoring: Restoring;
}): (event?: React.FormEvent) => Promise<void> {
  const { getValues, watch, handleSubmit } = form;
  const { run, follow, settle } = live;
  const store = useCallback(
    () => writeStored(storageKey, withoutFields(getValues(), notStored)),
    [storageKey, getValues, notStored],
  );

  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type !== 'change') return;
      // A stored form being read is not overwritten before it is shown with what was typed.
      void afterRestore(restoring, () => Promise.resolve(store()));
      follow();
    });
    return () => subscription.unsubscribe();
  }, [watch, follow, store, restoring]);

  const submit = handleSubmit(async (values) => {
    store();
    settle();
    // After a failure the page stays where the message is.
    if (await run(values)) {
      const focused = document.activeElement;
      void import('../../lib/reveal-results').then(
        (module) => module.revealResults(focused),
        () => undefined,
      );
    }
  });

  // One function across renders (the latest submit inside): what receives it is not drawn again.
  const latestSubmit = useRef(submit);
  latestSubmit.current = submit;
  return useCallback(
    (event?: React.FormEvent) => afterRestore(restoring, () => latestSubmit.current(event), event),
    [restoring],
  );
}

// The plausibility notes under the fields: for the texts as typing last paused (never for a number
// half typed), their code loaded on the first change.
import { startTransition, useCallback, useEffect, useState } from 'react';
import type { CalculatorConfig, CalculatorForm } from './calculator-config';
import { typedNumbers, type CalculatorTexts } from './calculator-values';

export interface Notes<K extends string, V> {
  notes: Partial<Record<K, string>>;
  show: (texts: Partial<CalculatorTexts<K, V>>) => void;
  /** Typing has paused: the notes follow what is typed now. */
  follow: () => void;
}

export function useNotes<K extends string, V extends Partial<Record<K, number>>, R>({
  warnings,
  form,
  keys,
  zeroWhenEmpty,
}: Pick<CalculatorConfig<K, V, R>, 'warnings'> & {
  form: CalculatorForm<K, V>;
  keys: readonly K[];
  zeroWhenEmpty: readonly K[];
}): Notes<K, V> {
  const { getValues, watch } = form;
  const [texts, setTexts] = useState(getValues);
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type !== 'change' || !warnings || warnings.current) return;
      void warnings.load().then(
        () => setTexts(getValues()),
        (error: unknown) => console.error('Calculation failed', error),
      );
    });
    return () => subscription.unsubscribe();
  }, [watch, warnings, getValues]);
  const follow = useCallback(() => startTransition(() => setTexts(getValues())), [getValues]);
  const notes = warnings?.current?.(
    typedNumbers(texts as Partial<Record<K, string>>, keys, zeroWhenEmpty),
  );
  return { notes: (notes ?? {}) as Partial<Record<K, string>>, show: setTexts, follow };
}

// State of a calculator page (spec section 4): form, results, storage, live recompute, share link.
import { useCallback, useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { numberResolver, parseNumberFields, toInputTexts } from '../../lib/number-form';
import {
  copyShareLink,
  readShareParams,
  sharedNumber,
  shareUrl,
  type ShareValues,
} from '../../lib/share';
import { readStored, writeStored } from '../../lib/storage';

export interface CalculatorConfig<K extends string, V extends Record<K, number>, R> {
  /** The spec's input field names, in form order. */
  keys: readonly K[];
  schema: z.core.$ZodType<V>;
  defaults: V;
  /** Local-storage key of the form (spec section 4). */
  storageKey: string;
  /** The page's route, for share links. */
  pathname: string;
  compute: (values: V) => R;
  /** Whether the key fields are non-zero: only then does a change recompute live. */
  isLive: (values: V) => boolean;
}

export type CalculatorTexts<K extends string> = Record<K, string>;

export interface Calculator<K extends string, V, R> {
  form: UseFormReturn<CalculatorTexts<K>, unknown, V>;
  result: R | undefined;
  /** The valid values the result was computed from. */
  values: V | undefined;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Copies a link with the current inputs (and `extra` values) to the clipboard. */
  share: (extra?: ShareValues) => Promise<boolean>;
}

/**
 * Results appear on submit (which saves the form) and follow every change while the input is valid
 * and the key fields are non-zero. On load the form comes from the share link if the URL has one
 * (the link wins), otherwise from storage; a restored valid form shows its results at once.
 */
export function useCalculator<K extends string, V extends Record<K, number>, R>(
  config: CalculatorConfig<K, V, R>,
): Calculator<K, V, R> {
  const { keys, schema, defaults, storageKey, pathname, compute, isLive } = config;
  const form = useForm<CalculatorTexts<K>, unknown, V>({
    defaultValues: toInputTexts(defaults, keys) as never,
    resolver: numberResolver<CalculatorTexts<K>, V>(schema, keys),
    reValidateMode: 'onChange',
  });
  const [state, setState] = useState<{ result: R; values: V }>();

  const run = useCallback(
    (values: V) => {
      try {
        setState({ result: compute(values), values });
      } catch (error) {
        // Spec section 8: calculation errors are only logged.
        console.error('Calculation failed', error);
      }
    },
    [compute],
  );

  const validate = useCallback(
    (texts: Readonly<Record<string, unknown>>) =>
      z.safeParse(schema, parseNumberFields(texts, keys)),
    [schema, keys],
  );

  const { reset, trigger, watch, getValues, handleSubmit } = form;

  useEffect(() => {
    const shared = readShareParams(window.location.search, keys);
    if (Object.keys(shared).length > 0) {
      const values = { ...defaults };
      for (const key of keys) {
        const value = sharedNumber(shared[key]);
        if (value !== undefined) values[key] = value as V[K];
      }
      const texts = toInputTexts(values, keys);
      reset(texts as never);
      const parsed = validate(texts);
      if (parsed.success) run(parsed.data);
      else void trigger();
      return;
    }
    const stored = readStored(storageKey, schema);
    if (stored) {
      reset(toInputTexts(stored, keys) as never);
      run(stored);
    }
  }, [keys, defaults, storageKey, schema, reset, trigger, validate, run]);

  useEffect(() => {
    const subscription = watch((texts, { type }) => {
      if (type !== 'change') return;
      const parsed = validate(texts);
      if (parsed.success && isLive(parsed.data)) run(parsed.data);
    });
    return () => subscription.unsubscribe();
  }, [watch, validate, isLive, run]);

  const onSubmit = handleSubmit((values) => {
    run(values);
    writeStored(storageKey, values);
  });

  const share = (extra: ShareValues = {}) => {
    const numbers = parseNumberFields(getValues(), keys) as ShareValues;
    const values: ShareValues = {};
    for (const key of keys) values[key] = numbers[key] ?? 0;
    return copyShareLink(shareUrl(pathname, { ...values, ...extra }));
  };

  return { form, result: state?.result, values: state?.values, onSubmit, share };
}

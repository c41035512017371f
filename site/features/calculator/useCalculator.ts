// State of a calculator page (spec section 4): form, results, storage, live recompute, share link.
import { useCallback, useEffect, useState } from 'react';
import type { Deferred } from '../../lib/deferred';
import { parseNumberFields, toInputTexts } from '../../lib/form/numbers';
import {
  copyShareLink,
  readShareParams,
  sharedNumber,
  shareUrl,
  type ShareValues,
} from '../../lib/share';
import type { ParseableSchema } from '../../lib/form/schema';
import { hasStored, readStored, writeStored } from '../../lib/storage';
import { checkTexts } from '../../lib/form/text';
import { useTextForm, type TextForm } from '../../lib/form/use-text-form';

export interface CalculatorConfig<K extends string, V extends Record<K, number>, R> {
  /** The spec's input field names, in form order. */
  keys: readonly K[];
  /** The zod schema, loaded when a stored or shared form is restored, or on the first change. */
  schema: Deferred<ParseableSchema<V>>;
  defaults: V;
  /** Local-storage key of the form (spec section 4). */
  storageKey: string;
  /** The page's route, for share links. */
  pathname: string;
  compute: (values: V) => R;
  /** Whether the key fields are non-zero: only then does a change recompute live. */
  isLive: (values: V) => boolean;
  /** Fields that mean 0 when left empty (expenses and the like); the others are required. */
  zeroWhenEmpty?: readonly K[];
  /** Plausibility notes for values that are valid but deserve a second look. */
  warnings?: (values: Partial<Record<K, number>>) => Partial<Record<K, string>>;
}

export interface Calculator<K extends string, V, R> {
  form: TextForm<K, V>;
  result: R | undefined;
  /** The valid values the result was computed from. */
  values: V | undefined;
  /** The inputs changed since the result was computed and cannot be computed now. */
  stale: boolean;
  /** Plausibility notes per field for what is typed now. */
  warnings: Partial<Record<K, string>>;
  onSubmit: (event?: { preventDefault(): void }) => void;
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
  const { zeroWhenEmpty = NONE, warnings } = config;
  const [state, setState] = useState<{ result: R; values: V; stale: boolean }>();

  const run = useCallback(
    (values: V) => {
      try {
        setState({ result: compute(values), values, stale: false });
      } catch (error) {
        // Spec section 8: calculation errors are only logged.
        console.error('Calculation failed', error);
      }
    },
    [compute],
  );

  const validate = useCallback(
    (loaded: ParseableSchema<V>, texts: Readonly<Record<string, unknown>>) =>
      checkTexts(loaded, keys, texts, zeroWhenEmpty),
    [keys, zeroWhenEmpty],
  );

  const form = useTextForm<K, V>({
    fields: keys,
    numeric: keys,
    zeroWhenEmpty,
    schema,
    defaults: toInputTexts(defaults, keys),
    onChange: (texts) => {
      const live = (loaded: ParseableSchema<V>, current: Readonly<Record<string, unknown>>) => {
        const parsed = validate(loaded, current);
        if (parsed.success && isLive(parsed.data)) run(parsed.data);
        // A result that no longer matches what is typed is marked as out of date.
        else setState((previous) => previous && { ...previous, stale: true });
      };
      if (schema.current) live(schema.current, texts);
      // Before the schema arrives, the latest texts are computed once it does.
      else
        void schema.load().then(
          (loaded) => live(loaded, getTexts()),
          () => undefined,
        );
    },
  });
  const { reset, trigger, getTexts, touched, handleSubmit } = form;

  useEffect(() => {
    const shared = readShareParams(window.location.search, keys);
    const hasShared = Object.keys(shared).length > 0;
    // Nothing to restore: the schema waits for the first change.
    if (!hasShared && !hasStored(storageKey)) return;
    let active = true;
    void schema.load().then(
      (loaded) => {
        // What the user typed while the schema was loading wins: a restore never overwrites it.
        if (active && !touched()) restore(loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };

    function restore(loaded: ParseableSchema<V>) {
      if (hasShared) {
        const values = { ...defaults };
        for (const key of keys) {
          const value = sharedNumber(shared[key]);
          if (value !== undefined) values[key] = value as V[K];
        }
        const texts = toInputTexts(values, keys);
        reset(texts);
        const parsed = validate(loaded, texts);
        if (parsed.success) run(parsed.data);
        else trigger();
        return;
      }
      const stored = readStored(storageKey, loaded);
      if (stored) {
        reset(toInputTexts(stored, keys));
        run(stored);
      }
    }
  }, [keys, defaults, storageKey, schema, reset, trigger, touched, validate, run]);

  const onSubmit = handleSubmit((values) => {
    run(values);
    writeStored(storageKey, values);
  });

  const share = (extra: ShareValues = {}) => {
    const numbers = typedNumbers(getTexts(), keys, zeroWhenEmpty);
    const values: ShareValues = {};
    for (const key of keys) {
      const value = numbers[key];
      if (value !== undefined) values[key] = value;
    }
    return copyShareLink(shareUrl(pathname, { ...values, ...extra }));
  };

  return {
    form,
    result: state?.result,
    values: state?.values,
    stale: state?.stale ?? false,
    warnings: warnings?.(typedNumbers(form.texts, keys, zeroWhenEmpty)) ?? {},
    onSubmit,
    share,
  };
}

const NONE: readonly never[] = [];

/** The fields whose text is a number now (the others are left out). */
function typedNumbers<K extends string>(
  texts: Readonly<Record<K, string>>,
  keys: readonly K[],
  zeroWhenEmpty: readonly K[],
): Partial<Record<K, number>> {
  const parsed = parseNumberFields(texts, keys, zeroWhenEmpty);
  const numbers: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const value = parsed[key];
    if (typeof value === 'number' && Number.isFinite(value)) numbers[key] = value;
  }
  return numbers;
}

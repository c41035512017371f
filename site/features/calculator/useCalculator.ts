// The one calculator hook (spec section 4): form, results, restore (share link > storage), live
// recompute, save on submit, share link, plausibility notes and results out of date.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deferred, type Deferred } from '../../lib/deferred';
import { numberResolver, parseNumberFields, toInputTexts } from '../../lib/form/numbers';
import type { ParseableSchema, Resolver } from '../../lib/form/schema';
import { useForm, type Form } from '../../lib/form/use-form';
import {
  copyShareLink,
  readShareParams,
  sharedNumber,
  shareUrl,
  type ShareValues,
} from '../../lib/share';
import { revealResults } from '../../lib/reveal-results';
import { hasStored, readStored, writeStored } from '../../lib/storage';

export interface CalculatorConfig<K extends string, V extends Record<K, number>, R> {
  /** The number fields, in form order (other fields of V, such as switches, are kept as they are). */
  keys: readonly K[];
  /** The zod schema, loaded when a stored or shared form is restored, or on the first change. */
  schema: Deferred<ParseableSchema<V>>;
  defaults: V;
  /** Local-storage key of the form (spec section 4). */
  storageKey: string;
  /** The page's route, for share links. */
  pathname: string;
  /** The engine, or the engine loaded on first use (with the schema) to keep it out of the first load. */
  compute: ((values: V) => R) | Deferred<(values: V) => R>;
  /** Whether the key fields are non-zero: only then does a change recompute live. */
  isLive: (values: V) => boolean;
  /** Fields that mean 0 when left empty (expenses and the like); the others are required. */
  zeroWhenEmpty?: readonly K[];
  /**
   * Plausibility notes for values that are valid but deserve a second look; loaded on the first
   * change (notes only follow typing), to keep them out of the first load.
   */
  warnings?: Deferred<(values: Partial<Record<K, number>>) => Partial<Record<string, string>>>;
  /**
   * The form a share link opens, when the defaults with the link's numbers and switches are not
   * enough (choices given as text, defaults that follow another shared value).
   */
  fromShare?: (shared: Partial<Record<string, string>>) => V;
}

/** What the inputs hold: the text typed in each number field, the other fields' own values. */
export type CalculatorTexts<K extends string, V = unknown> = Record<K, string> & Omit<V, K>;

export interface Calculator<K extends string, V, R> {
  form: Form<CalculatorTexts<K, V>, V>;
  result: R | undefined;
  /** The valid values the result was computed from. */
  values: V | undefined;
  /** The inputs changed since the result was computed and cannot be computed now. */
  stale: boolean;
  /** Plausibility notes per field for what is typed now. */
  warnings: Partial<Record<K, string>>;
  onSubmit: (event?: React.FormEvent) => Promise<void>;
  /** Copies a link with the current inputs (and `extra` values) to the clipboard. */
  share: (extra?: ShareValues) => Promise<boolean>;
}

const NONE: readonly never[] = [];

/** Spec section 8: calculation errors are only logged. */
function log(error: unknown): void {
  console.error('Calculation failed', error);
}

/**
 * Results appear on submit (which saves the form) and follow every change while the input is valid
 * and the key fields are non-zero; otherwise the results on screen are marked out of date. On load
 * the form comes from the share link if the URL has one (the link wins), otherwise from storage; a
 * restored valid form shows its results at once. What the user typed first always wins.
 */
export function useCalculator<K extends string, V extends Record<K, number>, R>(
  config: CalculatorConfig<K, V, R>,
): Calculator<K, V, R> {
  const { keys, schema, defaults, storageKey, pathname, compute, isLive, warnings, fromShare } =
    config;
  const zeroWhenEmpty = config.zeroWhenEmpty ?? NONE;
  const [state, setState] = useState<{ result: R; values: V; stale: boolean }>();
  const resolver = useMemo(
    () => deferred(() => schema.load().then((s) => numberResolver(s, keys, zeroWhenEmpty))),
    [schema, keys, zeroWhenEmpty],
  );
  const defaultTexts = useMemo(() => toTexts(defaults, keys), [defaults, keys]);
  const form = useForm<CalculatorTexts<K, V>, V>({ resolver, defaultValues: defaultTexts });
  const { reset, trigger, getValues, touched, watch, handleSubmit } = form;
  const [texts, setTexts] = useState<Partial<CalculatorTexts<K, V>>>(defaultTexts);

  const run = useCallback(
    (values: V) => {
      const engine = typeof compute === 'function' ? compute : compute.current;
      if (!engine) {
        if (typeof compute !== 'function') void compute.load().then(() => run(values), log);
        return;
      }
      try {
        setState({ result: engine(values), values, stale: false });
      } catch (error) {
        log(error);
      }
    },
    [compute],
  );

  /** Computes what is typed now when it is valid and live; marks the result out of date otherwise. */
  const follow = useCallback(
    (resolve: Resolver<V>) => {
      const checked = resolve(getValues());
      if (Object.keys(checked.errors).length === 0 && isLive(checked.values as V)) {
        run(checked.values as V);
      } else setState((previous) => previous && { ...previous, stale: true });
    },
    [getValues, isLive, run],
  );

  useEffect(() => {
    const subscription = watch((values, { type }) => {
      if (type !== 'change') return;
      if (warnings && !warnings.current)
        void warnings.load().then(() => setTexts(getValues()), log);
      setTexts(values);
      if (resolver.current) follow(resolver.current);
      // Before the schema arrives, the latest texts are computed once it does.
      else void resolver.load().then(follow, () => undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch, resolver, follow, warnings, getValues]);

  useEffect(() => {
    const shared = readShareParams(window.location.search, Object.keys(defaults));
    const hasShared = Object.keys(shared).length > 0;
    // Nothing to restore: the schema waits for the first change.
    if (!hasShared && !hasStored(storageKey)) return;
    let active = true;
    void Promise.all([schema.load(), resolver.load()]).then(
      ([loaded, resolve]) => {
        // What the user typed while the schema was loading wins: a restore never overwrites it.
        if (!active || touched()) return;
        if (hasShared) {
          const opened = fromShare ? fromShare(shared) : fromShared(shared, defaults, keys);
          restore(toTexts(opened, keys), resolve);
          return;
        }
        const stored = readStored(storageKey, loaded);
        if (stored) restore(toTexts(stored, keys), resolve);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };

    function restore(restored: CalculatorTexts<K, V>, resolve: Resolver<V>) {
      reset(restored);
      setTexts(restored);
      const checked = resolve(restored);
      if (Object.keys(checked.errors).length === 0) run(checked.values as V);
      else void trigger();
    }
  }, [keys, defaults, storageKey, schema, resolver, reset, trigger, touched, run, fromShare]);

  const onSubmit = handleSubmit((values) => {
    run(values);
    writeStored(storageKey, values);
    revealResults();
  });

  const share = (extra: ShareValues = {}) =>
    copyShareLink(
      shareUrl(pathname, { ...typedNumbers(getValues(), keys, zeroWhenEmpty), ...extra }),
    );

  return {
    form,
    result: state?.result,
    values: state?.values,
    stale: state?.stale ?? false,
    warnings: (warnings?.current?.(
      typedNumbers(texts as Partial<Record<K, string>>, keys, zeroWhenEmpty),
    ) ?? {}) as Partial<Record<K, string>>,
    onSubmit,
    share,
  };
}

/** The inputs of a set of values: number fields as Spanish text, the others as they are. */
function toTexts<K extends string, V extends Record<K, number>>(
  values: V,
  keys: readonly K[],
): CalculatorTexts<K, V> {
  return { ...values, ...toInputTexts(values, keys) };
}

/** The defaults with what a share link carries: numbers, 'true' or 'false' for switches, choices as text. */
function fromShared<K extends string, V extends Record<K, number>>(
  shared: Partial<Record<string, string>>,
  defaults: V,
  keys: readonly K[],
): V {
  const values: Record<string, unknown> = { ...defaults };
  for (const [key, text] of Object.entries(shared)) {
    if (text === undefined) continue;
    if ((keys as readonly string[]).includes(key)) {
      const value = sharedNumber(text);
      if (value !== undefined) values[key] = value;
    } else if (typeof values[key] === 'boolean') values[key] = text === 'true';
    // A choice (the mortgage's rate type): the schema rejects a value that is not an option.
    else if (typeof values[key] === 'string') values[key] = text;
  }
  return values as V;
}

/** The fields whose text is a number now (the others are left out). */
function typedNumbers<K extends string>(
  texts: Partial<Record<K, string>>,
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

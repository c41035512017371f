// The result of a calculator and how it follows the inputs: computed on submit, and once typing
// pauses while the inputs are valid and live; otherwise the result on screen is out of date.
import { startTransition, useCallback, useRef, useState } from 'react';
import type { Deferred } from '../../lib/deferred';
import type { Resolver } from '../../lib/form/schema';
import { useTypingPause } from '../../lib/typing-pause';
import type { CalculatorConfig, CalculatorForm, ResultState } from './calculator-config';
import { useWarmUp } from './useWarmUp';

// The state's type lives with the config, which this hook's options are built from.
export type { ResultState };

type Shown<V, R> = { result: R; values: V; stale: boolean };

export type LiveOptions<K extends string, V extends Partial<Record<K, number>>, R> = Pick<
  CalculatorConfig<K, V, R>,
  'compute' | 'isLive' | 'onError' | 'warnings' | 'preload' | 'warmEngine'
> & {
  form: CalculatorForm<K, V>;
  resolver: Deferred<Resolver<V>>;
  keys: readonly K[];
  zeroWhenEmpty: readonly K[];
  onPause: () => void;
  onShown: () => void;
};

export interface LiveResult<V, R> {
  result: R | undefined;
  values: V | undefined;
  stale: boolean;
  calculating: boolean;
  state: ResultState;
  run: (values: V) => Promise<boolean>;
  follow: () => void;
  settle: () => void;
}

export function resultState(
  shown: { stale: boolean } | undefined,
  calculating: boolean,
  pending: boolean,
): ResultState {
  if (calculating) return 'calculating';
  if (pending) return 'pending';
  if (!shown) return 'empty';
  return shown.stale ? 'stale' : 'ready';
}

/** Whether two results or value sets hold the same data (a result is plain data). */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function isPromise<R>(value: R | Promise<R>): value is Promise<R> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** The same data again (a second press): the same state, nothing to draw again. */
function nextShown<V, R>(previous: Shown<V, R> | undefined, result: R, values: V): Shown<V, R> {
  const shown = { result, values, stale: false };
  return previous && !previous.stale && sameData(previous, shown) ? previous : shown;
}

/** The values to compute now, or undefined when what is typed is invalid or not live. */
function liveValues<V>(resolve: Resolver<V>, texts: object, isLive: (values: V) => boolean) {
  const checked = resolve(texts as Readonly<Record<string, unknown>>);
  const valid = Object.keys(checked.errors).length === 0 && isLive(checked.values as V);
  return valid ? (checked.values as V) : undefined;
}

/** The latest calculation asked for wins: an older answer that arrives later is dropped. */
export function useLiveResult<K extends string, V extends Partial<Record<K, number>>, R>(
  options: LiveOptions<K, V, R>,
): LiveResult<V, R> {
  const { compute, isLive, resolver, form } = options;
  const [shown, setShown] = useState<Shown<V, R>>();
  const [calculating, setCalculating] = useState(false);
  const [pending, setPending] = useState(false);
  const latest = useRef(0);
  // A change not checked yet: a valid submit meanwhile checks and computes it instead.
  const due = useRef(false);
  const handlers = useRef(options);
  handlers.current = options;
  const markStale = useCallback(() => {
    setShown((previous) => previous && { ...previous, stale: true });
    setPending(false);
  }, []);

  const run = useCallback(
    async (values: V): Promise<boolean> => {
      const id = ++latest.current;
      const current = () => id === latest.current;
      try {
        const engine =
          typeof compute === 'function' ? compute : (compute.current ?? (await compute.load()));
        const output = engine(values);
        if (isPromise(output)) setCalculating(true);
        const result = await output;
        if (!current()) return false;
        // In a transition: React yields while it draws the results, the key's frame comes first.
        startTransition(() => {
          setShown((previous) => nextShown(previous, result, values));
          setPending(false);
          handlers.current.onShown();
        });
        return true;
      } catch (error) {
        if (!current()) return false;
        markStale();
        const { onError, form: latestForm } = handlers.current;
        if (onError) onError(error, latestForm);
        else console.error('Calculation failed', error);
        return false;
      } finally {
        if (current()) setCalculating(false);
      }
    },
    [compute, markStale],
  );

  // Each key only restarts the wait: keys typed in a row make one check and one calculation, and
  // no note is shown for a number half typed ("25" on the way to "250.000").
  const pause = useTypingPause(() => {
    const check = (resolve: Resolver<V>) => {
      if (!due.current) return;
      due.current = false;
      const values = liveValues(resolve, form.getValues(), isLive);
      if (values) void run(values);
      else {
        setCalculating(false);
        markStale();
      }
    };
    handlers.current.onPause();
    if (resolver.current) check(resolver.current);
    else void resolver.load().then(check, () => setPending(false));
  });
  const { restart, cancel } = pause;
  const follow = useCallback(() => {
    latest.current += 1;
    due.current = true;
    startTransition(() => setPending(true));
    restart();
  }, [restart]);
  // A submit ends the typing: what waited for the pause (the notes under the fields) follows now,
  // or a value typed just before the press would be computed without its note.
  const settle = useCallback(() => {
    due.current = false;
    cancel();
    handlers.current.onPause();
  }, [cancel]);

  useWarmUp(options);
  return {
    result: shown?.result,
    values: shown?.values,
    stale: shown?.stale ?? false,
    calculating,
    state: resultState(shown, calculating, pending),
    run,
    follow,
    settle,
  };
}

// The result of a calculator and how it follows the inputs: computed on submit, and once typing
// pauses while the inputs are valid and live; otherwise the result on screen is out of date.
import { startTransition, useCallback, useRef, useState } from 'react';
import type { Deferred } from '../../lib/deferred';
import type { Resolver } from '../../lib/form/schema';
import { useTypingPause } from '../../lib/typing-pause';
import type { CalculatorConfig, CalculatorForm, Engine } from './calculator-config';
import { useWarmUp } from './useWarmUp';

/**
 * Where the results stand: none yet, a change waiting for the typing pause or its check, a
 * calculation under way, matching the inputs, or out of date (the inputs cannot be computed).
 */
export type ResultState = 'empty' | 'pending' | 'calculating' | 'ready' | 'stale';

type Shown<V, R> = { result: R; values: V; stale: boolean };

export type LiveOptions<K extends string, V extends Partial<Record<K, number>>, R> = Pick<
  CalculatorConfig<K, V, R>,
  'compute' | 'isLive' | 'onError' | 'warnings' | 'preload' | 'warmEngine'
> & {
  form: CalculatorForm<K, V>;
  resolver: Deferred<Resolver<V>>;
  keys: readonly K[];
  zeroWhenEmpty: readonly K[];
  /** Typing has paused: what follows the texts (the notes) may read them now. */
  onPause: () => void;
  /** A result is on its way to the screen (the link's unreadable values have been corrected). */
  onShown: () => void;
};

export interface LiveResult<V, R> {
  result: R | undefined;
  values: V | undefined;
  stale: boolean;
  calculating: boolean;
  state: ResultState;
  /** Computes `values`; resolves to whether their result is on its way to the screen. */
  run: (values: V) => Promise<boolean>;
  /** A field changed: checked and computed once typing pauses. */
  follow: () => void;
  /** A submit computes what a change was waiting to: the wait is dropped. */
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

/**
 * Whether two results or value sets hold the same data (a result is plain data).
 * @example sameData({ a: [1] }, { a: [1] }) // true
 */
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

async function engineOf<V, R>(compute: Engine<V, R> | Deferred<Engine<V, R>>) {
  return typeof compute === 'function' ? compute : (compute.current ?? (await compute.load()));
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
  /** A change not checked yet: a valid submit meanwhile checks and computes it instead. */
  const due = useRef(false);
  // Read when needed, so that `run` stays the same function between renders.
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
        const output = (await engineOf(compute))(values);
        if (isPromise(output)) setCalculating(true);
        const result = await output;
        if (!current()) return false;
        // In a transition, live or pressed: the results are the longest thing React draws here,
        // and it yields, so the key's or the press's own frame is painted first.
        startTransition(() => {
          setShown((previous) =>
            previous && !previous.stale && sameData(previous, { result, values, stale: false })
              ? previous
              : { result, values, stale: false },
          );
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
      const checked = resolve(form.getValues());
      if (Object.keys(checked.errors).length === 0 && isLive(checked.values as V)) {
        void run(checked.values as V);
      } else {
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
    // A calculation under way was asked for inputs that have changed since.
    latest.current += 1;
    due.current = true;
    startTransition(() => setPending(true));
    restart();
  }, [restart]);
  const settle = useCallback(() => {
    due.current = false;
    cancel();
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

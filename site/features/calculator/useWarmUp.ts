// Once the tool is React's (after the visitor's first tap), what the first change needs is fetched
// together: the schema, the engine, the notes and the results' code, none waiting for another.
import { useEffect } from 'react';
import { warmUp, type Deferred } from '../../lib/deferred';
import type { Resolver } from '../../lib/form/schema';
import type { CalculatorConfig, CalculatorForm } from './calculator-config';
import { typedNumbers } from './calculator-values';

type WarmOptions<K extends string, V extends Partial<Record<K, number>>, R> = Pick<
  CalculatorConfig<K, V, R>,
  'compute' | 'isLive' | 'warnings' | 'preload' | 'warmEngine'
> & {
  form: CalculatorForm<K, V>;
  resolver: Deferred<Resolver<V>>;
  keys: readonly K[];
  zeroWhenEmpty: readonly K[];
};

/** The checks then run once off the visitor's path: the first key runs compiled code. */
export function useWarmUp<K extends string, V extends Partial<Record<K, number>>, R>(
  options: WarmOptions<K, V, R>,
): void {
  const { resolver, compute, warnings, preload, keys, zeroWhenEmpty, isLive } = options;
  const { warmEngine = false } = options;
  const { getValues } = options.form;
  useEffect(() => {
    warmUp(
      Promise.all([
        resolver.load(),
        typeof compute === 'function' ? undefined : compute.load(),
        warnings?.load(),
        preload?.(),
      ]),
      ([resolve, engine, notes]) => {
        const texts = getValues();
        const checked = resolve(texts);
        notes?.(typedNumbers(texts as Partial<Record<K, string>>, keys, zeroWhenEmpty));
        const values = checked.values as V;
        if (!warmEngine || !engine || Object.keys(checked.errors).length > 0 || !isLive(values))
          return;
        setTimeout(() => engine(values), 0);
      },
    );
  }, [resolver, compute, warnings, preload, getValues, keys, zeroWhenEmpty, warmEngine, isLive]);
}

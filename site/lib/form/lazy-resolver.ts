// Every form's resolver, loaded on first use with its schema: zod stays out of the first load.
import { deferred, type Deferred } from '../deferred';
import type { ParseableSchema, Resolver } from './schema';

export function lazyResolver<V>(
  schema: () => Promise<ParseableSchema<V>>,
  numericKeys: readonly string[] = [],
  zeroWhenEmpty: readonly string[] = [],
): Deferred<Resolver<V>> {
  return deferred(() =>
    Promise.all([schema(), import('./resolvers')]).then(([loaded, { numberResolver }]) =>
      numberResolver(loaded, numericKeys, zeroWhenEmpty),
    ),
  );
}

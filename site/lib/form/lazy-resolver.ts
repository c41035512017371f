// Every form's resolver, loaded on first use with its schema (zod and the messages stay out of the
// first load).
import { deferred, type Deferred } from '../deferred';
import type { ParseableSchema, Resolver } from './schema';

/**
 * The resolver of a schema loaded by `schema`; `numericKeys` are read the Spanish way first, and
 * the `zeroWhenEmpty` ones mean 0 when left empty.
 * @example lazyResolver(() => import('…/contact/schema').then((m) => m.contactSchema))
 */
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

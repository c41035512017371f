// How a calculator restores on load (useRestore): the share link's values, else the stored form,
// merged with what the visitor typed while they were read.
import { deferred, type Deferred } from '../../lib/deferred';
import type { ParseableSchema, Resolver } from '../../lib/form/schema';
import type { CalculatorConfig, CalculatorForm, FromShare } from './calculator-config';
import { renamed, reversed, type CalculatorTable } from './calculator-values';
import type { Opened } from './restore';
import type { LiveResult } from './useLiveResult';
import type { Notes } from './useNotes';
import type { RestoreOptions } from './useRestore';
import type { ToolLink } from './useToolLink';
import { linkQuery } from '../../lib/link-params';

/** How a link or storage becomes the form's texts: loaded only when there is one to read. */
const RESTORE = deferred(() => import('./restore'));

type Loaded<V> = [
  ParseableSchema<V>,
  Resolver<V>,
  FromShare<V> | undefined,
  Awaited<ReturnType<typeof RESTORE.load>>,
];
type Restored<K extends string, V> = Opened<K, V> & { resolve: Resolver<V> };

export interface RestoreParts<K extends string, V extends Partial<Record<K, number>>, R> {
  config: CalculatorConfig<K, V, R>;
  table: CalculatorTable<K, V>;
  schema: Deferred<ParseableSchema<V>>;
  resolver: Deferred<Resolver<V>>;
  form: CalculatorForm<K, V>;
  live: Pick<LiveResult<V, R>, 'run'>;
  link: Pick<ToolLink, 'setLink' | 'setLinkErrors'>;
  notes: Pick<Notes<K, V>, 'show'>;
}

/** Every parameter a link to the tool may hold, as the link names it. */
function linkKeys<K extends string, V extends Partial<Record<K, number>>, R>(
  { shareKeys = [], linkNumbers = [] }: CalculatorConfig<K, V, R>,
  { keys, defaults, names }: CalculatorTable<K, V>,
): string[] {
  const fields = [
    ...keys,
    ...Object.keys(defaults),
    ...shareKeys,
    ...linkNumbers.map((f) => f.name),
  ];
  return [...new Set(fields)].map((key) => names[key] ?? key);
}

export function restoreOptions<K extends string, V extends Partial<Record<K, number>>, R>(
  parts: RestoreParts<K, V, R>,
): RestoreOptions<Restored<K, V>, Loaded<V>> {
  const { config, table, schema, resolver, form, live, link, notes } = parts;
  const { fromShare, linkNumbers, storageKey } = config;
  const { keys, defaults, names } = table;
  return {
    linkKeys: linkKeys(config, table),
    storageKey,
    load: () =>
      Promise.all([
        schema.load(),
        resolver.load(),
        fromShare && typeof fromShare !== 'function' ? fromShare.load() : fromShare,
        RESTORE.load(),
      ]),
    fromLink: (linked, [, resolve, open, restore]) => {
      link.setLink(Object.fromEntries(new URLSearchParams(linkQuery())));
      // A field the visitor changed before the link was read keeps what they typed.
      const typed = form.changed();
      const shared = Object.fromEntries(
        Object.entries(renamed(linked, reversed(names))).filter(([field]) => !typed.has(field)),
      );
      const fields = config.rows;
      return {
        ...restore.openLink<K, V>(shared, { keys, fields, defaults, open, linkNumbers }),
        resolve,
      };
    },
    fromStorage: ([, resolve, , restore]) => {
      const stored = restore.openStored<K, V>(storageKey, keys, defaults);
      return stored && { ...stored, resolve };
    },
    apply: (restored) => {
      if (!restored) return;
      // What the visitor typed while the link or the stored form was read stays.
      const current = form.getValues() as Record<string, unknown>;
      const typed = [...form.changed()].map((field) => [field, current[field]]);
      const merged = { ...restored.texts, ...Object.fromEntries(typed) };
      form.reset(merged);
      notes.show(merged);
      link.setLinkErrors(restored.linkErrors);
      const checked = restored.resolve(merged);
      const valid = Object.keys(checked.errors).length === 0 && restored.linkErrors.length === 0;
      if (valid) void live.run(checked.values as V);
      else void form.trigger();
    },
  };
}

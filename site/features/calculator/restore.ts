// The form a share link or storage opens, as the texts its inputs show: loaded only when there is
// something to restore, so the link codec's reader stays out of the pages' first load.
import { readNumber, readShareQuery, type ShareField } from '../../../core/share-reader';
import type { ParseableSchema } from '../../lib/form/schema';
import { readStored } from '../../lib/storage';
import { toTexts, withoutFields, type CalculatorTexts } from './calculator-values';

/**
 * The defaults with what a share link carries: numbers (read by the link codec; one it cannot
 * read keeps the default, the hook reports it), 'true' or 'false' for switches, choices as text
 * (the schema rejects a choice that is not an option).
 * @example fromShared({ price: '250000', hasLoan: 'false' }, { price: 0, hasLoan: true }, ['price'])
 * // { price: 250000, hasLoan: false }
 */
export function fromShared<K extends string, V>(
  shared: Partial<Record<string, string>>,
  defaults: Partial<V>,
  keys: readonly K[],
): Partial<V> {
  const values: Record<string, unknown> = { ...defaults };
  for (const [key, text] of Object.entries(shared)) {
    if (text === undefined) continue;
    if ((keys as readonly string[]).includes(key)) {
      const value = readNumber(text);
      if (value !== undefined) values[key] = value;
    } else if (typeof values[key] === 'boolean') values[key] = text === 'true';
    else if (typeof values[key] === 'string' || values[key] === undefined) values[key] = text;
  }
  return values as Partial<V>;
}

/** What the inputs show once restored, and the link's values that could not be read. */
export interface Opened<K extends string, V> {
  texts: CalculatorTexts<K, V>;
  /** One Spanish sentence per unreadable value, naming its field (empty for storage). */
  linkErrors: readonly string[];
}

/**
 * The form of a share link: the defaults with the values the link carries (or what `open` makes of
 * them). A number the link codec cannot read is shown as the link brought it, named in
 * `linkErrors` by its label, and never replaced by a default silently.
 * @example openLink({ price: '1e5' }, { keys: ['price'], fields: [{ name: 'price', label: 'Precio' }], defaults: {} })
 * // { texts: { price: '1e5' }, linkErrors: ['El enlace trae un valor no válido en "Precio": «1e5».'] }
 */
export function openLink<K extends string, V extends Partial<Record<K, number>>>(
  shared: Partial<Record<string, string>>,
  form: {
    keys: readonly K[];
    fields: readonly ShareField[];
    defaults: Partial<V>;
    open?: (shared: Partial<Record<string, string>>) => Partial<V>;
    /** Numbers the link carries outside the form (read by `open`), checked the same way. */
    linkNumbers?: readonly ShareField[];
  },
): Opened<K, V> {
  const { keys, fields, defaults, open, linkNumbers = [] } = form;
  const labels = new Map(fields.map((field) => [field.name, field.label]));
  const read = readShareQuery(
    [...keys.map((name) => ({ name, label: labels.get(name) ?? name })), ...linkNumbers],
    shared,
  );
  const unreadable = Object.keys(read.errors);
  const usable = withoutFields(shared, unreadable);
  const opened = open ? open(usable) : fromShared<K, V>(usable, defaults, keys);
  const texts: Record<string, unknown> = toTexts<K, V>(opened, keys);
  // The field's own message then says what is wrong with it, under it.
  for (const key of unreadable)
    if ((keys as readonly string[]).includes(key)) texts[key] = shared[key];
  return {
    texts: texts as CalculatorTexts<K, V>,
    linkErrors: Object.values<string>(read.errors as Record<string, string>),
  };
}

/**
 * The inputs of a stored form: the texts it shows, as they were typed; a number stored by an
 * earlier version is written as Spanish text; what is not stored takes its default.
 * @example storedTexts({ price: '185.000' }, { hasLoan: true }, ['price']) // { price: '185.000', hasLoan: true }
 * @example storedTexts({ price: 185000 }, {}, ['price']) // { price: '185.000' }
 */
function storedTexts<K extends string, V extends Partial<Record<K, number>>>(
  stored: Readonly<Record<string, unknown>>,
  defaults: Partial<V>,
  keys: readonly K[],
): CalculatorTexts<K, V> {
  const texts: Record<string, unknown> = toTexts<K, V>(
    { ...defaults, ...stored } as Partial<V>,
    keys,
  );
  for (const key of keys) if (typeof stored[key] === 'string') texts[key] = stored[key];
  return texts as CalculatorTexts<K, V>;
}

/** What storage holds: the texts shown (or, stored by an earlier version, the values). */
const STORED_FORM: ParseableSchema<Readonly<Record<string, unknown>>> = {
  safeParse: (data) =>
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { success: true, data: data as Readonly<Record<string, unknown>> }
      : { success: false, error: { issues: [] } },
};

/**
 * The form this browser stored, as it was on screen; undefined when nothing usable is stored.
 * @example openStored('yield-form', ['price'], {}) // { texts: { price: '185.000' }, linkErrors: [] }
 */
export function openStored<K extends string, V extends Partial<Record<K, number>>>(
  storageKey: string,
  keys: readonly K[],
  defaults: Partial<V>,
): Opened<K, V> | undefined {
  const stored = readStored(storageKey, STORED_FORM);
  return stored && { texts: storedTexts<K, V>(stored, defaults, keys), linkErrors: [] };
}

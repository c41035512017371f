// The form a link or storage opens, as its inputs' texts: loaded only when there is one to read.
import { readNumber, readShareQuery, type ShareField } from '../../../core/share-reader';
import type { ParseableSchema } from '../../lib/form/schema';
import { readStored } from '../../lib/storage';
import { toTexts, withoutFields, type CalculatorTexts } from './calculator-values';

/** The defaults with a link's numbers, switches ('true'/'false') and choices (checked later). */
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

export interface Opened<K extends string, V> {
  texts: CalculatorTexts<K, V>;
  linkErrors: readonly string[];
}

/** A number the link codec cannot read is shown as it came and named, never silently defaulted. */
export function openLink<K extends string, V extends Partial<Record<K, number>>>(
  shared: Partial<Record<string, string>>,
  form: {
    keys: readonly K[];
    fields: readonly ShareField[];
    defaults: Partial<V>;
    open?: (shared: Partial<Record<string, string>>) => Partial<V>;
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
  for (const key of unreadable)
    if ((keys as readonly string[]).includes(key)) texts[key] = shared[key];
  return {
    texts: texts as CalculatorTexts<K, V>,
    linkErrors: Object.values<string>(read.errors as Record<string, string>),
  };
}

/** The texts as typed; a number stored by an earlier version becomes Spanish text. */
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

const STORED_FORM: ParseableSchema<Readonly<Record<string, unknown>>> = {
  safeParse: (data) =>
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { success: true, data: data as Readonly<Record<string, unknown>> }
      : { success: false, error: { issues: [] } },
};

export function openStored<K extends string, V extends Partial<Record<K, number>>>(
  storageKey: string,
  keys: readonly K[],
  defaults: Partial<V>,
): Opened<K, V> | undefined {
  const stored = readStored(storageKey, STORED_FORM);
  return stored && { texts: storedTexts<K, V>(stored, defaults, keys), linkErrors: [] };
}

// What the calculator hook moves between the inputs, share links and storage: pure functions.
import { defaultsOf, fieldNames, zeroWhenEmptyOf, type FieldRow } from '../../../core/tools/fields';
import { parseNumberFields, toInputText } from '../../lib/form/numbers';
import type { ShareValues } from '../../lib/share-params';

/** What the inputs hold: the text typed in each number field, the other fields' own values. */
export type CalculatorTexts<K extends string, V = unknown> = Record<K, string> & Omit<V, K>;

/** Number fields as Spanish text ('' for none), first and in form order; the others as they are. */
export function toTexts<K extends string, V extends Partial<Record<K, number>>>(
  values: Partial<V>,
  keys: readonly K[],
): CalculatorTexts<K, V> {
  const texts: Record<string, unknown> = {};
  for (const key of keys) {
    const value = values[key];
    texts[key] = typeof value === 'number' ? toInputText(value) : '';
  }
  for (const [key, value] of Object.entries(values)) {
    if (!(keys as readonly string[]).includes(key)) texts[key] = value;
  }
  return texts as CalculatorTexts<K, V>;
}

/** The number fields whose text is a number now. */
export function typedNumbers<K extends string>(
  texts: Partial<Record<K, unknown>>,
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

/** What a link carries, in form order: numbers typed, every switch, each choice or date filled. */
export function shareValuesOf<K extends string>(
  texts: Readonly<Record<string, unknown>>,
  keys: readonly K[],
  zeroWhenEmpty: readonly K[],
): ShareValues {
  const numbers = typedNumbers(texts as Partial<Record<K, unknown>>, keys, zeroWhenEmpty);
  const shared: ShareValues = {};
  for (const [key, value] of Object.entries(texts)) {
    if ((keys as readonly string[]).includes(key)) {
      const number = numbers[key as K];
      if (number !== undefined) shared[key] = number;
    } else if (typeof value === 'boolean' || (typeof value === 'string' && value !== '')) {
      shared[key] = value;
    }
  }
  return shared;
}

/** Without the fields that must not outlive the visit (a deed date is the day of the visit). */
export function withoutFields<V extends object>(values: V, omitted: readonly string[]): Partial<V> {
  const kept = Object.entries(values).filter(([key]) => !omitted.includes(key));
  return Object.fromEntries(kept) as Partial<V>;
}

export type LinkNames = Readonly<Partial<Record<string, string>>>;

export interface CalculatorTable<K extends string, V> {
  keys: readonly K[];
  defaults: Partial<V>;
  zeroWhenEmpty: readonly K[];
  names: LinkNames;
}

/** The keys, defaults (the rows' and the tool's others), empty meanings and link names of a table. */
export function tableOf<K extends string, V>(
  rows: readonly FieldRow<K>[],
  extraDefaults: Partial<V> = {},
  linkNames: LinkNames = {},
): CalculatorTable<K, V> {
  const shared = rows.flatMap((row) => (row.share ? [[row.name, row.share]] : []));
  return {
    keys: fieldNames(rows),
    defaults: { ...defaultsOf(rows), ...extraDefaults } as Partial<V>,
    zeroWhenEmpty: zeroWhenEmptyOf(rows),
    names: { ...Object.fromEntries(shared), ...linkNames },
  };
}

export function renamed<T>(values: Record<string, T>, names: LinkNames): Record<string, T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [names[key] ?? key, value]),
  );
}

export function reversed(names: LinkNames): LinkNames {
  return Object.fromEntries(Object.entries(names).map(([field, name]) => [name, field]));
}

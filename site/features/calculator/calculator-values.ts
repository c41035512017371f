// What the calculator hook moves between the inputs, share links and storage: pure functions.
import { defaultsOf, fieldNames, zeroWhenEmptyOf, type FieldRow } from '../../../core/tools/fields';
import { parseNumberFields, toInputText } from '../../lib/form/numbers';
import type { ShareValues } from '../../lib/share-params';

/** What the inputs hold: the text typed in each number field, the other fields' own values. */
export type CalculatorTexts<K extends string, V = unknown> = Record<K, string> & Omit<V, K>;

/**
 * The inputs of a set of values: number fields as Spanish text ('' when there is none), the others
 * as they are.
 * @example toTexts({ price: 185000, rateType: 'fixed' }, ['price']) // { price: '185.000', rateType: 'fixed' }
 */
export function toTexts<K extends string, V extends Partial<Record<K, number>>>(
  values: Partial<V>,
  keys: readonly K[],
): CalculatorTexts<K, V> {
  // The number fields first, in form order, so that a share link reads like the form.
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

/**
 * The number fields whose text is a number now (the others are left out).
 * @example typedNumbers({ price: '250.000', rent: 'mil' }, ['price', 'rent'], []) // { price: 250000 }
 */
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

/**
 * What a share link carries: the number fields that hold a number, every switch, and every choice
 * or date that is filled in, by the field's name.
 * @example shareValuesOf({ price: '250.000', hasLoan: true, island: '' }, ['price'], [])
 * // { price: 250000, hasLoan: true }
 */
export function shareValuesOf<K extends string>(
  texts: Readonly<Record<string, unknown>>,
  keys: readonly K[],
  zeroWhenEmpty: readonly K[],
): ShareValues {
  const numbers = typedNumbers(texts as Partial<Record<K, unknown>>, keys, zeroWhenEmpty);
  const shared: ShareValues = {};
  // In the form's order, so that a link reads like the form.
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

/**
 * The values to keep for the next visit, without the fields that must not outlive the visit (a deed
 * date defaults to the day of the visit).
 * @example withoutFields({ price: 1, deedDate: '2026-11-23' }, ['deedDate']) // { price: 1 }
 */
export function withoutFields<V extends object>(values: V, omitted: readonly string[]): Partial<V> {
  const kept = Object.entries(values).filter(([key]) => !omitted.includes(key));
  return Object.fromEntries(kept) as Partial<V>;
}

/** Link parameters by field, for the fields a link names otherwise. */
export type LinkNames = Readonly<Partial<Record<string, string>>>;

/** What the calculator reads of a tool's field table. */
export interface CalculatorTable<K extends string, V> {
  /** The number fields, in form order. */
  keys: readonly K[];
  /** The rows' defaults with the tool's other starting values. */
  defaults: Partial<V>;
  zeroWhenEmpty: readonly K[];
  names: LinkNames;
}

/**
 * The keys, defaults, empty meanings and link names of a table.
 * @example tableOf([{ name: 'rent', default: 900, empty: 0, … }], { hasLoan: true }).defaults
 * // { rent: 900, hasLoan: true }
 */
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

/**
 * `values` with each key renamed as `names` says (the others as they are).
 * @example renamed({ price: 1, rent: 2 }, { price: 'value' }) // { value: 1, rent: 2 }
 */
export function renamed<T>(values: Record<string, T>, names: LinkNames): Record<string, T> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [names[key] ?? key, value]),
  );
}

/** The names of a renaming the other way round: parameter to field. */
export function reversed(names: LinkNames): LinkNames {
  return Object.fromEntries(Object.entries(names).map(([field, name]) => [name, field]));
}

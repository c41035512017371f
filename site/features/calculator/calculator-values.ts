// What the calculator hook moves between the inputs, share links and storage: pure functions.
import { parseNumberFields, toInputText } from '../../lib/form/numbers';
import { readNumber } from '../../../core/share';
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
 * The inputs of a stored form: the texts it shows, as they were typed; a number stored by an
 * earlier version is written as Spanish text; what is not stored takes its default.
 * @example storedTexts({ price: '185.000' }, { hasLoan: true }, ['price']) // { price: '185.000', hasLoan: true }
 * @example storedTexts({ price: 185000 }, {}, ['price']) // { price: '185.000' }
 */
export function storedTexts<K extends string, V extends Partial<Record<K, number>>>(
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

// A form outside a calculator's form (a sub-form of the results, a correction): its part of the
// tool's one share link, written and read by the calculator's own writer and reader. Pure.
import type { ShareValues } from '../../lib/share-params';
import { shareValuesOf, toTexts } from './calculator-values';
import { fromShared } from './restore';

/** A sub-form's texts: what each input holds, by its link parameter. */
export type LinkedTexts = Record<string, string>;

export interface LinkedForm<T extends LinkedTexts> {
  /** Its part of the link (one name per sub-form of a tool). */
  part: string;
  /** The texts it starts with; its keys are its link parameters. */
  defaults: T;
  /** The fields that hold numbers (written and read as link numbers); the others are choices. */
  numberKeys: readonly (keyof T & string)[];
  /** Each choice's options: a linked value that is not one of them keeps the default. */
  options?: { readonly [Key in keyof T & string]?: readonly string[] };
}

/**
 * The texts a link opens: the defaults with what the link carries for the form, or undefined when
 * the link carries none of its parameters. A number that is not one keeps its default.
 * @example linkedTexts({ amount: '20000' }, { part: 'early', defaults: { amount: '', year: '1' }, numberKeys: ['amount', 'year'] })
 * // { amount: '20000', year: '1' }
 */
export function linkedTexts<T extends LinkedTexts>(
  link: Partial<Record<string, string>> | undefined,
  form: LinkedForm<T>,
): T | undefined {
  const own: Partial<Record<string, string>> = {};
  for (const key of Object.keys(form.defaults)) {
    if (link?.[key] !== undefined) own[key] = link[key];
  }
  if (Object.keys(own).length === 0) return undefined;
  const read = fromShared<string, Record<string, unknown>>(own, {}, form.numberKeys);
  const numbers: Record<string, number> = {};
  const texts: LinkedTexts = { ...form.defaults };
  for (const [key, value] of Object.entries(read)) {
    if (typeof value === 'number') numbers[key] = value;
    else if (typeof value === 'string') {
      const options = form.options?.[key as keyof T & string];
      if (!options || options.includes(value)) texts[key] = value;
    }
  }
  // Numbers as the inputs show them, the same way the calculator's own form restores them.
  Object.assign(texts, toTexts(numbers, Object.keys(numbers)));
  return texts as T;
}

/**
 * What a sub-form adds to the link: its numbers that are numbers now and its choices.
 * @example linkedValues({ amount: '20.000', year: '' }, { part: 'early', defaults: …, numberKeys: ['amount', 'year'] })
 * // { amount: 20000 }
 */
export function linkedValues<T extends LinkedTexts>(texts: T, form: LinkedForm<T>): ShareValues {
  const own: LinkedTexts = {};
  for (const key of Object.keys(form.defaults)) own[key] = texts[key] ?? '';
  return shareValuesOf(own, form.numberKeys, []);
}

// A form outside a calculator's form (a sub-form of the results, a correction): its part of the
// tool's one share link, written and read by the calculator's own writer and reader. Pure.
import { readShareQuery } from '../../../core/share-reader';
import type { ShareValues } from '../../lib/share-params';
import { shareValuesOf, toTexts } from './calculator-values';

/** A sub-form's texts: what each input holds, by its link parameter. */
export type LinkedTexts = Record<string, string>;

export interface LinkedForm<T extends LinkedTexts> {
  /** Its part of the link (one name per sub-form of a tool). */
  part: string;
  /** The texts it starts with; its keys are its link parameters. */
  defaults: T;
  /** The fields that hold numbers (written and read as link numbers); the others are choices. */
  numberKeys: readonly (keyof T & string)[];
  /** Each number field's label, naming it when a link brings a value that is not a number. */
  labels: { readonly [Key in keyof T & string]?: string };
  /** Each choice's options: a linked value that is not one of them keeps the default. */
  options?: { readonly [Key in keyof T & string]?: readonly string[] };
}

/** What a link opens in a sub-form: its texts, and a Spanish sentence per value it cannot read. */
export interface LinkedOpening<T extends LinkedTexts> {
  texts: T;
  errors: readonly string[];
}

/**
 * The texts a link opens: the defaults with what the link carries for the form, or undefined when
 * the link carries none of its parameters. A number that is not one is shown as the link brought
 * it (the field's own message says what is wrong) and named in `errors`, as the calculator's form
 * does; a choice that is not an option keeps its default.
 * @example openLinked({ earlyAmount: '20000' }, EARLY_FORM)?.texts // { earlyAmount: '20.000', earlyYear: '1', … }
 * @example openLinked({ earlyAmount: '1e5' }, EARLY_FORM)?.errors
 * // ['El enlace trae un valor no válido en "Importe a amortizar": «1e5».']
 */
export function openLinked<T extends LinkedTexts>(
  link: Partial<Record<string, string>> | undefined,
  form: LinkedForm<T>,
): LinkedOpening<T> | undefined {
  const own: Partial<Record<string, string>> = {};
  for (const key of Object.keys(form.defaults)) {
    if (link?.[key] !== undefined) own[key] = link[key];
  }
  if (Object.keys(own).length === 0) return undefined;
  const read = readShareQuery(
    form.numberKeys.map((name) => ({ name, label: form.labels[name] ?? name })),
    own,
  );
  const texts: LinkedTexts = { ...form.defaults };
  for (const [key, value] of Object.entries(own)) {
    if (value === undefined || (form.numberKeys as readonly string[]).includes(key)) continue;
    const options = form.options?.[key as keyof T & string];
    if (!options || options.includes(value)) texts[key] = value;
  }
  // Numbers as the inputs show them, the same way the calculator's own form restores them.
  Object.assign(texts, toTexts(read.values, Object.keys(read.values)));
  for (const key of Object.keys(read.errors)) texts[key] = own[key] ?? '';
  return {
    texts: texts as T,
    errors: Object.values<string>(read.errors as Record<string, string>),
  };
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

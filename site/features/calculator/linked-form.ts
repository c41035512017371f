// A form outside a calculator's form (a sub-form of the results, a correction): its part of the
// tool's one share link, written and read by the calculator's own writer and reader. Pure.
import type { FieldRow } from '../../../core/tools/fields';
import { readShareQuery } from '../../../core/share-reader';
import { toInputText } from '../../lib/form/numbers';
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

/**
 * A sub-form's part of the link from its field table: a text per row (named as the row, its link
 * parameter), starting at the row's default as the inputs show it (empty without one), labelled
 * by the row; then its choices (or free text), with their starting values and options.
 * `defaults` and `labels` replace a row's where the page knows better (a price from the loan).
 * @example linkedFormOf('early', EARLY_FIELDS, { choices: { earlyFrequency: 'once' } }).defaults
 * // { earlyAmount: '', earlyYear: '1', earlyFrequency: 'once' }
 */
export function linkedFormOf<K extends string, C extends LinkedTexts = Record<never, string>>(
  part: string,
  rows: readonly FieldRow<K>[],
  more: {
    choices?: C;
    options?: LinkedForm<Record<K, string> & C>['options'];
    defaults?: Partial<Record<K, string>>;
    labels?: Partial<Record<K, string>>;
  } = {},
): LinkedForm<Record<K, string> & C> {
  const defaults: LinkedTexts = {};
  const labels: Partial<Record<string, string>> = {};
  for (const row of rows) {
    defaults[row.name] =
      more.defaults?.[row.name] ?? (row.default === undefined ? '' : toInputText(row.default));
    labels[row.name] = more.labels?.[row.name] ?? row.label;
  }
  return {
    part,
    defaults: { ...defaults, ...more.choices } as Record<K, string> & C,
    numberKeys: rows.map((row) => row.name),
    labels: labels as LinkedForm<Record<K, string> & C>['labels'],
    ...(more.options ? { options: more.options } : {}),
  };
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

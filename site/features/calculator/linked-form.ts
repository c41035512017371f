// A sub-form's part of the tool's one share link (a results panel, a correction). Pure.
import type { FieldRow } from '../../../core/tools/fields';
import { readShareQuery } from '../../../core/share-reader';
import { toInputText } from '../../lib/form/numbers';
import type { ShareValues } from '../../lib/share-params';
import { shareValuesOf, toTexts } from './calculator-values';

export type LinkedTexts = Record<string, string>;

export interface LinkedForm<T extends LinkedTexts> {
  part: string;
  defaults: T;
  numberKeys: readonly (keyof T & string)[];
  labels: { readonly [Key in keyof T & string]?: string };
  /** A linked value that is not one of a choice's options keeps the default. */
  options?: { readonly [Key in keyof T & string]?: readonly string[] };
}

/** From the rows; `defaults` and `labels` replace a row's where the page knows better. */
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

export interface LinkedOpening<T extends LinkedTexts> {
  texts: T;
  errors: readonly string[];
}

/** Undefined when the link carries none of the form's parameters; an unreadable number is named. */
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
  Object.assign(texts, toTexts(read.values, Object.keys(read.values)));
  for (const key of Object.keys(read.errors)) texts[key] = own[key] ?? '';
  return {
    texts: texts as T,
    errors: Object.values<string>(read.errors as Record<string, string>),
  };
}

export function linkedValues<T extends LinkedTexts>(texts: T, form: LinkedForm<T>): ShareValues {
  const own: LinkedTexts = {};
  for (const key of Object.keys(form.defaults)) own[key] = texts[key] ?? '';
  return shareValuesOf(own, form.numberKeys, []);
}

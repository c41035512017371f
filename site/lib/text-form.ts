// The pure part of useTextForm: a form of typed texts checked against a zod/mini schema.
import type * as z from 'zod/mini';
import { parseNumberFields } from './number-form';
import type { ParseableSchema } from './schema-form';

/** One message per field: the first zod issue whose path starts with that field. */
export type TextFormErrors = Partial<Record<string, string>>;

export type TextFormCheck<V> =
  { success: true; data: V; errors: TextFormErrors } | { success: false; errors: TextFormErrors };

/**
 * The first zod message of each top-level field.
 * @example firstMessages([{ path: ['price'], message: 'El precio debe ser mayor a 0', ... }]) // { price: 'El precio...' }
 */
export function firstMessages(issues: readonly z.core.$ZodIssue[]): TextFormErrors {
  const errors: TextFormErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Parses `numericKeys` of the texts the Spanish way (unreadable text is 0), then validates with
 * the schema: the parsed values, or one message per invalid field.
 */
export function checkTexts<V>(
  schema: ParseableSchema<V>,
  numericKeys: readonly string[],
  texts: Readonly<Record<string, unknown>>,
): TextFormCheck<V> {
  const parsed = schema.safeParse(parseNumberFields(texts, numericKeys));
  if (parsed.success) return { success: true, data: parsed.data, errors: {} };
  return { success: false, errors: firstMessages(parsed.error.issues) };
}

/**
 * The errors after a change of `name` once the form was submitted: only that field's message is
 * brought up to date, the others stay as they are (react-hook-form's re-validation on change).
 */
export function errorsAfterChange(
  current: TextFormErrors,
  name: string,
  checked: TextFormErrors,
): TextFormErrors {
  const message = checked[name];
  if (current[name] === message) return current;
  const next: TextFormErrors = {};
  for (const [key, value] of Object.entries(current)) if (key !== name) next[key] = value;
  if (message !== undefined) next[name] = message;
  return next;
}

/** The first field, in form order, that has a message: the one focused after a failed submit. */
export function firstInvalid<K extends string>(
  order: readonly K[],
  errors: TextFormErrors,
): K | undefined {
  return order.find((name) => errors[name] !== undefined);
}

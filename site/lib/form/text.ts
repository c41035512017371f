// The pure part of useTextForm: a form of typed texts checked against a zod/mini schema.
import { parseNumberFields } from './numbers';
import { firstMessages, type FieldMessages, type ParseableSchema } from './schema';

/** One message per field. */
export type TextFormErrors = FieldMessages;

export type TextFormCheck<V> =
  { success: true; data: V; errors: TextFormErrors } | { success: false; errors: TextFormErrors };

/**
 * Reads `numericKeys` of the texts the Spanish way (see numbers.ts), then validates with the
 * schema: the parsed values, or one message per invalid field.
 */
export function checkTexts<V>(
  schema: ParseableSchema<V>,
  numericKeys: readonly string[],
  texts: Readonly<Record<string, unknown>>,
  zeroWhenEmpty: readonly string[] = [],
): TextFormCheck<V> {
  const values = parseNumberFields(texts, numericKeys, zeroWhenEmpty);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { success: true, data: parsed.data, errors: {} };
  return { success: false, errors: firstMessages(parsed.error.issues, values) };
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

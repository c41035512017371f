// Validation of a form's values by its zod/mini schema, with Spanish messages: loaded with the
// schema on first use, never with the page.
import type * as z from 'zod/mini';
import { NUMBER_MESSAGES } from '../../../core/number';
import { parseNumberFields } from './numbers';
import type { FieldErrors, FieldMessages, ParseableSchema, Resolver } from './schema';

/**
 * The message of one zod issue as a visitor reads it. A number field whose text is not a number
 * holds NaN and an emptied one holds undefined (see numbers.ts); zod's own wording for those is
 * English, so they get the form's Spanish sentences instead.
 */
function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type' && issue.path.length === 1) {
    if (typeof value === 'number' && Number.isNaN(value)) return NUMBER_MESSAGES.invalid;
    if (value === undefined || value === '') return NUMBER_MESSAGES.required;
  }
  return issue.message;
}

/**
 * The first message of each top-level field, given the values that were validated.
 * @example firstMessages([{ code: 'custom', path: ['email'], message: 'Escribe un correo válido, por ejemplo nombre@dominio.es' }], {}) // { email: 'Escribe un correo válido, por ejemplo nombre@dominio.es' }
 */
export function firstMessages(
  issues: readonly z.core.$ZodIssue[],
  values: Readonly<Record<string, unknown>>,
): FieldMessages {
  const messages: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && messages[key] === undefined) {
      messages[key] = issueMessage(issue, values[key]);
    }
  }
  return messages;
}

/** The same messages in react-hook-form's error shape, typed by the zod issue code. */
export function fieldErrors(
  issues: readonly z.core.$ZodIssue[],
  values: Readonly<Record<string, unknown>>,
): FieldErrors {
  const messages = firstMessages(issues, values);
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !errors[key]) {
      errors[key] = { type: issue.code, message: messages[key] };
    }
  }
  return errors;
}

/** A resolver that validates the values as they are with a zod/mini schema. */
export function schemaResolver<V>(schema: ParseableSchema<V>): Resolver<V> {
  return (values) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    return {
      values: {},
      errors: fieldErrors(parsed.error.issues, values as Record<string, unknown>),
    };
  };
}

/**
 * A resolver for useForm: reads the number fields the Spanish way, then validates with the
 * schema, so the form keeps what was typed and the submit handler gets numbers.
 */
export function numberResolver<V>(
  schema: ParseableSchema<V>,
  numericKeys: readonly string[],
  zeroWhenEmpty: readonly string[] = [],
): Resolver<V> {
  const validate = schemaResolver(schema);
  return (values) => validate(parseNumberFields(values, numericKeys, zeroWhenEmpty));
}

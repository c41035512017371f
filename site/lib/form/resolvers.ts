// Validation by a zod/mini schema with Spanish messages, loaded with the schema on first use.
import type * as z from 'zod/mini';
import { NUMBER_MESSAGES } from '../../../core/number';
import { parseNumberFields } from './numbers';
import type { FieldErrors, FieldMessages, ParseableSchema, Resolver } from './schema';

/** Zod words NaN (not a number) and undefined (emptied) in English: the form says them in Spanish. */
function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type' && issue.path.length === 1) {
    if (typeof value === 'number' && Number.isNaN(value)) return NUMBER_MESSAGES.invalid;
    if (value === undefined || value === '') return NUMBER_MESSAGES.required;
  }
  return issue.message;
}

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

/** The form keeps what was typed; the submit handler gets numbers. */
export function numberResolver<V>(
  schema: ParseableSchema<V>,
  numericKeys: readonly string[],
  zeroWhenEmpty: readonly string[] = [],
): Resolver<V> {
  const validate = schemaResolver(schema);
  return (values) => validate(parseNumberFields(values, numericKeys, zeroWhenEmpty));
}

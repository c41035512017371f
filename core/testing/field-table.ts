// Shared checks of the table tests: a tool's schema and defaults are the ones its rows give.
import { numberSchema } from '../tools/field-schema';
import { readFieldTexts } from '../tools/field-texts';
import type { FieldRow } from '../tools/fields';

interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * For each bound of each row, the value just past it, with the messages the schema gives for
 * that field (valid values otherwise): `expected` lists the row's own message.
 */
export function boundMessages(
  rows: readonly FieldRow[],
  schema: SafeParser,
  valid: Readonly<Record<string, unknown>>,
): { field: string; value: number; messages: string[]; expected: string[] }[] {
  const cases = [];
  for (const row of rows) {
    for (const bound of [row.min, row.max]) {
      if (!bound) continue;
      const step = bound.exclusive ? 0 : row.integer ? 1 : 0.01;
      const value = bound === row.min ? bound.value - step : bound.value + step;
      const parsed = schema.safeParse({ ...valid, [row.name]: value });
      const messages = parsed.success
        ? []
        : parsed.error.issues.filter((i) => i.path[0] === row.name).map((i) => i.message);
      cases.push({ field: row.name, value, messages, expected: [bound.message] });
    }
  }
  return cases;
}

/**
 * What the one reader of a table's texts (readFieldTexts, for the sub-forms) says for each bound
 * and whole-number rule, beside what the table's zod schema (the main forms') says for the same
 * value: `expected` is the row's own message. `valid` holds valid texts for the other fields.
 */
export function readerMessages(
  rows: readonly FieldRow[],
  valid: Readonly<Record<string, string>>,
): { field: string; value: number; reader?: string; schema?: string; expected: string }[] {
  const schema = numberSchema(rows);
  const validNumbers = readFieldTexts(rows, valid);
  if (!validNumbers.ok) throw new Error(`Invalid texts: ${JSON.stringify(validNumbers.errors)}`);
  const cases = boundMessages(rows, schema, validNumbers.values).map((c) => ({
    field: c.field,
    value: c.value,
    expected: c.expected[0] ?? '',
    schema: c.messages[0],
  }));
  for (const row of rows) {
    if (!row.integer) continue;
    const value = (row.min?.value ?? 0) + 1.5;
    const parsed = schema.safeParse({ ...validNumbers.values, [row.name]: value });
    const issue = parsed.success
      ? undefined
      : parsed.error.issues.find((i) => i.path[0] === row.name);
    cases.push({ field: row.name, value, expected: row.integer, schema: issue?.message });
  }
  return cases.map((c) => {
    const read = readFieldTexts(rows, { ...valid, [c.field]: c.value });
    return { ...c, reader: read.ok ? undefined : read.errors[c.field] };
  });
}

// Shared checks of the table tests: a tool's schema and defaults are the ones its rows give.
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

// Number fields hold the text users type: Spanish display, reading it back, and the resolver.
import { groupThousands } from '../../../core/format';
import { readSpanishNumber } from '../../../core/number';
import { writeNumber } from '../../../core/share';

/**
 * A number as it is shown in an input, as a Spaniard types it: thousands grouped with dots, a
 * decimal comma and every digit needed to read the same number back (the link codec's text,
 * grouped). Restored forms show this, so that '185.000' comes back as '185.000', not '185000'.
 * @example toInputText(3.4) // '3,4'
 * @example toInputText(185000) // '185.000'
 * @example toInputText(1250.5) // '1.250,5'
 */
export function toInputText(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const [whole = '', fraction] = writeNumber(value).split(',');
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/**
 * What a number field gives its schema: the number, undefined when empty (the schema then says it
 * is required, or uses its default) and NaN when the text is not a number, which the form reports
 * as "Escribe un número…" (ARCHITECTURE.md, difference 3), never a silent 0.
 * @example formNumber('1.250,50 €') // 1250.5
 * @example formNumber('') // undefined
 * @example formNumber('mil') // NaN
 */
export function formNumber(raw: unknown): number | undefined {
  const reading = readSpanishNumber(raw);
  if (reading.kind === 'number') return reading.value;
  return reading.kind === 'empty' ? undefined : Number.NaN;
}

/** An optional text field (a date, a choice) left empty is "not given". */
export function emptyAsUndefined(raw: unknown): unknown {
  return raw === '' || raw === null ? undefined : raw;
}

/**
 * formNumber for a field that means 0 when left empty (expenses, bonuses and the like).
 * @example formNumberOrZero('') // 0
 */
export function formNumberOrZero(raw: unknown): number {
  return formNumber(raw) ?? 0;
}

/**
 * A copy of `values` with each of `numericKeys` read by formNumber; other fields are kept. The
 * `zeroWhenEmpty` fields (expenses and the like) mean 0 when left empty.
 * @example parseNumberFields({ price: '250.000 €', name: 'Ático' }, ['price']) // { price: 250000, name: 'Ático' }
 */
export function parseNumberFields(
  values: Readonly<Record<string, unknown>>,
  numericKeys: readonly string[],
  zeroWhenEmpty: readonly string[] = [],
): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...values };
  for (const key of numericKeys) {
    parsed[key] = zeroWhenEmpty.includes(key)
      ? formNumberOrZero(values[key])
      : formNumber(values[key]);
  }
  return parsed;
}

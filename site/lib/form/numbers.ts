// Number fields hold the text users type: Spanish display, reading it back, and the resolver.
import { groupThousands } from '../../../core/format';
import { readSpanishNumber } from '../../../core/number';
import { writeNumber } from '../../../core/share';

/** As a Spaniard types it, every digit kept: 185000 -> '185.000', 1250.5 -> '1.250,5'. */
export function toInputText(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const [whole = '', fraction] = writeNumber(value).split(',');
  const grouped = groupThousands(whole);
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** Undefined when empty; NaN for text that is not a number, reported, never a silent 0. */
export function formNumber(raw: unknown): number | undefined {
  const reading = readSpanishNumber(raw);
  if (reading.kind === 'number') return reading.value;
  return reading.kind === 'empty' ? undefined : Number.NaN;
}

export function emptyAsUndefined(raw: unknown): unknown {
  return raw === '' || raw === null ? undefined : raw;
}

export function formNumberOrZero(raw: unknown): number {
  return formNumber(raw) ?? 0;
}

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

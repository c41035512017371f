// Readers for number inputs typed the Spanish way (spec section 5: unreadable text is 0).
import { parseSpanishNumber } from '../../core/format';

/**
 * Reads a required number field: Spanish notation, anything unreadable is 0 (spec section 5).
 * @example requiredNumber('250.000') // 250000
 */
export function requiredNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return parseSpanishNumber(String(value ?? ''));
}

/**
 * Reads an optional number field: empty stays undefined so the schema treats it as absent.
 * @example optionalNumber('') // undefined
 * @example optionalNumber('35') // 35
 */
export function optionalNumber(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return String(value).trim() === '' ? undefined : parseSpanishNumber(String(value));
}

// Empty fields filled as their rows say; the engines use it, not the forms (out of the first load).
import type { FieldRow } from './fields';

function given(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Zeros and defaults first, then the derived fields computed from them; required ones stay. */
export function fillEmpty<K extends string, V extends Partial<Record<K, number>>>(
  rows: readonly FieldRow<K>[],
  values: V,
): V & Partial<Record<K, number>> {
  const filled: Partial<Record<K, number>> = { ...values };
  for (const row of rows) {
    if (given(filled[row.name])) continue;
    if (row.empty === 0) filled[row.name] = 0;
    else if (row.empty === 'default' && row.default !== undefined) {
      filled[row.name] = row.default;
    }
  }
  return fillDerived(rows, filled as V);
}

export function fillDerived<K extends string, V extends Partial<Record<K, number>>>(
  rows: readonly FieldRow<K>[],
  values: V,
): V & Partial<Record<K, number>> {
  const filled: Partial<Record<K, number>> = { ...values };
  const switches = values as Readonly<Partial<Record<string, unknown>>>;
  for (const row of rows) {
    if (typeof row.empty !== 'object') continue;
    const { onlyWith } = row.empty;
    if (onlyWith !== undefined && switches[onlyWith] === false) filled[row.name] = 0;
    else if (!given(filled[row.name])) filled[row.name] = row.empty.derived(values);
  }
  return filled as V;
}

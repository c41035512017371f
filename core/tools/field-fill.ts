// What each empty field of a table means, filled in (core/tools/fields.ts has the tables). Its own
// module: the engines and requests use it, not the forms, so it stays out of a page's first load.
import type { FieldRow } from './fields';

function given(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The values with every empty field given what its row says it means: 0, the default, then the
 * derived ones (computed from the values so filled). Required fields are left as they are.
 * @example fillEmpty(YIELD_FIELDS, { purchasePrice: 200000, financingAmount: 140000 }).purchaseCostsPercent
 * // 10 (its default)
 */
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

/**
 * The values with every empty derived field computed from the others (an engine's entry: its
 * schema has already filled the zeros and defaults).
 * @example fillDerived(YIELD_FIELDS, { purchasePrice: 200000, financingAmount: 140000, purchaseCostsPercent: 10 }).initialInvestment
 * // 80000 (200.000 − 140.000 + 10 % of 200.000)
 */
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

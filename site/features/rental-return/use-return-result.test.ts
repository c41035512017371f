import { computeReturn } from '../../../core/tools/rental-return/compute';
import {
  documentOf,
  type PropertyPatch,
} from '../../../core/tools/rental-return/testing/documents';
import { keepUnchanged } from './use-return-result';

const flat = (monthlyRent: number, year = 2025): PropertyPatch => ({
  acquisition: { kind: 'purchase', date: '2015-03-10', price: 150_000, costs: 10_000 },
  cadastral: { value: 80_000, landValue: 32_000, revisedYear: 2012 },
  contracts: [{ start: `${year}-01-01`, end: null, monthlyRent }],
});

describe('keepUnchanged', () => {
  const before = computeReturn(documentOf(2025, [flat(700), flat(800)]));
  const after = computeReturn(documentOf(2025, [flat(700), flat(850)]));

  it('keeps the earlier object of a property whose figures are the same', () => {
    const kept = keepUnchanged(before, after);
    expect(kept.properties[0]).toBe(before.properties[0]);
    expect(kept.properties[1]).toBe(after.properties[1]);
    expect(kept.properties[1]?.grossIncome).not.toBe(before.properties[1]?.grossIncome);
    expect(kept.total).toBe(after.total);
  });

  it('takes the whole new result for another year or a first result', () => {
    const other = computeReturn(documentOf(2024, [flat(700, 2024), flat(800, 2024)]));
    expect(keepUnchanged(before, other)).toBe(other);
    expect(keepUnchanged(undefined, after)).toBe(after);
  });
});

import { overrideAfterEdit } from './PurchaseCostsEditor';

describe('overrideAfterEdit', () => {
  it('sets a line from Spanish text, drops it when emptied and keeps the others', () => {
    const one = overrideAfterEdit(undefined, 'itp', '9.000,50');
    expect(one).toEqual({ lines: { itp: 9000.5 } });
    const two = overrideAfterEdit(one, 'notaryFees', '800');
    expect(two).toEqual({ lines: { itp: 9000.5, notaryFees: 800 } });
    expect(overrideAfterEdit(two, 'itp', '')).toEqual({ lines: { notaryFees: 800 } });
    expect(overrideAfterEdit({ lines: { itp: 1 } }, 'itp', '')).toBeUndefined();
  });

  it('ignores text that is not an amount', () => {
    const one = { lines: { itp: 9000 } };
    expect(overrideAfterEdit(one, 'itp', 'mil')).toBe(one);
    expect(overrideAfterEdit(one, 'itp', '-5')).toBe(one);
  });
});

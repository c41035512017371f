import { NUMBER_MESSAGES } from '../../../core/number';
import { COST_LINE_MESSAGE } from '../../../core/tools/investment-analysis/result-fields';
import { overrideAfterEdit, readLine } from './PurchaseCostsEditor';

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

describe('readLine', () => {
  it("gives a line's correction, none when emptied, or its row's message", () => {
    expect(readLine('itp', '9.000,50')).toEqual({ ok: true, value: 9000.5 });
    expect(readLine('itp', ' ')).toEqual({ ok: true, value: undefined });
    expect(readLine('vat', 'mil')).toEqual({ ok: false, error: NUMBER_MESSAGES.invalid });
    expect(readLine('vat', '-5')).toEqual({ ok: false, error: COST_LINE_MESSAGE });
  });
});

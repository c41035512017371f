// What the calculator hook writes into its inputs for a set of values.
import { toTexts } from './calculator-values';

describe('toTexts', () => {
  it('writes number fields as Spanish text, first and in form order, and keeps the other fields', () => {
    const texts = toTexts({ rateType: 'fixed', b: 2, a: 1.5 }, ['a', 'b']);
    expect(texts).toEqual({ a: '1,5', b: '2', rateType: 'fixed' });
    expect(Object.keys(texts)).toEqual(['a', 'b', 'rateType']);
  });

  it('leaves a number field without a value blank', () => {
    const values: { price?: number; hasLoan: boolean } = { hasLoan: true };
    expect(toTexts(values, ['price'])).toEqual({ price: '', hasLoan: true });
  });
});

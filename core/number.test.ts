import fc from 'fast-check';
import { NBSP, formatEuros, formatEurosCents, formatNumber, formatPercent } from './format';
import { readSpanishNumber as read, spanishNumberOrUndefined } from './number';

function finiteOrAbsent(text: string): boolean {
  const value = spanishNumberOrUndefined(text);
  return value === undefined || Number.isFinite(value);
}

describe('readSpanishNumber', () => {
  it.each([
    ['1.250,50', 1250.5],
    ['1250,5', 1250.5],
    ['250.000 €', 250000],
    ['250.000€', 250000],
    [`250.000${NBSP}€`, 250000],
    ['3,5', 3.5],
    ['3.5', 3.5],
    ['3.50', 3.5],
    ['1.250', 1250],
    ['1.250.000', 1250000],
    ['1.250.000,75', 1250000.75],
    ['200000', 200000],
    ['0,5', 0.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['5,', 5],
    ['0.125', 0.125],
    ['1234.567', 1234.567],
    ['6,50 %', 6.5],
    ['-5', -5],
    ['−5', -5],
    ['+5', 5],
    ['- 1.200 €', -1200],
    ['  42  ', 42],
    ['1 250 000', 1250000],
    ['1.200 euros', 1200],
    ['1,250', 1.25],
    ['1,250,000', 1250000],
    ['1,250.50', 1250.5],
  ])('reads %j as %d', (text, expected) => {
    expect(read(text)).toEqual({
      kind: 'number',
      value: expected,
      englishThousands: text === '1,250',
    });
  });
  it.each([
    ['abc'],
    ['12abc'],
    ['€'],
    ['.'],
    [','],
    ['-'],
    ['1.2.3'],
    ['12.50,3'],
    ['1,2.3,4'],
    ['1,25,0'],
    ['5-'],
    ['1e5'],
    ['Infinity'],
    ['NaN'],
  ])('says %j is not a number', (text) => {
    expect(read(text).kind).toBe('invalid');
  });
  it('says blank text is empty, not 0', () => {
    expect(read('')).toEqual({ kind: 'empty' });
    expect(read('  ')).toEqual({ kind: 'empty' });
    expect(read(undefined)).toEqual({ kind: 'empty' });
  });
  it('says a number too large to hold is not a number', () => {
    expect(read('9'.repeat(400)).kind).toBe('invalid');
  });
  it('flags English thousands but reads them with the decimal comma', () => {
    expect(read('185,000')).toEqual({ kind: 'number', value: 185, englishThousands: true });
    expect(read('0,125')).toEqual({ kind: 'number', value: 0.125, englishThousands: false });
    expect(read('185.000')).toEqual({ kind: 'number', value: 185000, englishThousands: false });
  });
  it('never returns -0', () => {
    expect(Object.is(spanishNumberOrUndefined('-0'), 0)).toBe(true);
    expect(Object.is(spanishNumberOrUndefined('-0,00'), 0)).toBe(true);
  });
  it('takes finite numbers as they are and rejects other values', () => {
    expect(read(3.5)).toEqual({ kind: 'number', value: 3.5, englishThousands: false });
    expect(read(Number.NaN).kind).toBe('invalid');
    expect(read({}).kind).toBe('invalid');
  });
  it('never gives a number that is not finite, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(finiteOrAbsent(text)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[-+]?[\d.,€ %]{0,20}$/), (text) => {
        expect(finiteOrAbsent(text)).toBe(true);
      }),
    );
  });
  it('reads back whole euros it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (euros) => {
        expect(spanishNumberOrUndefined(formatEuros(euros))).toBe(euros === 0 ? 0 : euros);
      }),
    );
  });
  it('reads back amounts in cents it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(spanishNumberOrUndefined(formatEurosCents(cents / 100))).toBe(cents / 100);
      }),
    );
  });
  it('reads back percentages and plain numbers it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const value = n / 10 ** d;
        expect(spanishNumberOrUndefined(formatPercent(value, d))).toBe(value);
        expect(spanishNumberOrUndefined(formatNumber(value, d))).toBe(value);
      }),
    );
  });
});

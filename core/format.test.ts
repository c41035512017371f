import fc from 'fast-check';
import {
  NBSP,
  formatEuros,
  formatEurosCents,
  formatNumber,
  formatPercent,
  parseSpanishNumber,
} from './format';

describe('formatEuros', () => {
  it('writes euros without decimals, dots between thousands and the symbol after', () => {
    expect(formatEuros(250000)).toBe(`250.000${NBSP}€`);
    expect(formatEuros(1234567)).toBe(`1.234.567${NBSP}€`);
  });
  it('groups four-digit amounts, as Spanish property sites do', () => {
    expect(formatEuros(1200)).toBe(`1.200${NBSP}€`);
  });
  it('rounds half away from zero to whole euros', () => {
    expect(formatEuros(1200.5)).toBe(`1.201${NBSP}€`);
    expect(formatEuros(1200.49)).toBe(`1.200${NBSP}€`);
    expect(formatEuros(-1200.5)).toBe(`-1.201${NBSP}€`);
  });
  it('shows small and negative amounts', () => {
    expect(formatEuros(0)).toBe(`0${NBSP}€`);
    expect(formatEuros(999)).toBe(`999${NBSP}€`);
    expect(formatEuros(-300.87)).toBe(`-301${NBSP}€`);
  });
  it('never shows -0, NaN or Infinity', () => {
    expect(formatEuros(-0.2)).toBe(`0${NBSP}€`);
    expect(formatEuros(Number.NaN)).toBe(`0${NBSP}€`);
    expect(formatEuros(Number.POSITIVE_INFINITY)).toBe(`0${NBSP}€`);
  });
});

describe('formatEurosCents', () => {
  it('writes euros with two decimals after a comma', () => {
    expect(formatEurosCents(1001.247)).toBe(`1.001,25${NBSP}€`);
    expect(formatEurosCents(700)).toBe(`700,00${NBSP}€`);
  });
  it('rounds amounts that binary floating point stores just below the half', () => {
    // 1.005 is stored as 1.00499999999999989...; the amount typed was 1.005.
    expect(formatEurosCents(1.005)).toBe(`1,01${NBSP}€`);
  });
});

describe('formatPercent', () => {
  it('writes a percentage with two decimals and a no-break space before %', () => {
    expect(formatPercent(6.5)).toBe(`6,50${NBSP}%`);
    expect(formatPercent(7.2)).toBe(`7,20${NBSP}%`);
    expect(formatPercent(-6.02)).toBe(`-6,02${NBSP}%`);
  });
  it('takes the number of decimals to show', () => {
    expect(formatPercent(12.345, 1)).toBe(`12,3${NBSP}%`);
    expect(formatPercent(12.5, 0)).toBe(`13${NBSP}%`);
  });
  it('groups thousands in very large percentages', () => {
    expect(formatPercent(1500)).toBe(`1.500,00${NBSP}%`);
  });
});

describe('formatNumber', () => {
  it('writes whole numbers by default', () => {
    expect(formatNumber(85)).toBe('85');
    expect(formatNumber(85.6)).toBe('86');
    expect(formatNumber(1250)).toBe('1.250');
  });
  it('writes the requested decimals with a comma', () => {
    expect(formatNumber(2352.941, 2)).toBe('2.352,94');
    expect(formatNumber(3, 1)).toBe('3,0');
  });
});

describe('parseSpanishNumber', () => {
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
    expect(parseSpanishNumber(text)).toBe(expected);
  });
  it.each([
    [''],
    ['  '],
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
  ])('falls back to 0 for the unreadable %j', (text) => {
    expect(parseSpanishNumber(text)).toBe(0);
  });
  it('falls back to 0 for a number too large to hold', () => {
    expect(parseSpanishNumber('9'.repeat(400))).toBe(0);
  });
  it('never returns -0', () => {
    expect(Object.is(parseSpanishNumber('-0'), 0)).toBe(true);
    expect(Object.is(parseSpanishNumber('-0,00'), 0)).toBe(true);
  });
  it('returns 0 for something that is not text', () => {
    expect(parseSpanishNumber(undefined as unknown as string)).toBe(0);
  });
  it('always returns a finite number, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Number.isFinite(parseSpanishNumber(text))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[-+]?[\d.,€ %]{0,20}$/), (text) => {
        expect(Number.isFinite(parseSpanishNumber(text))).toBe(true);
      }),
    );
  });
  it('reads back whole euros it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (euros) => {
        expect(parseSpanishNumber(formatEuros(euros))).toBe(euros === 0 ? 0 : euros);
      }),
    );
  });
  it('reads back amounts in cents it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        expect(parseSpanishNumber(formatEurosCents(cents / 100))).toBe(cents / 100);
      }),
    );
  });
  it('reads back percentages and plain numbers it formatted', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const value = n / 10 ** d;
        expect(parseSpanishNumber(formatPercent(value, d))).toBe(value);
        expect(parseSpanishNumber(formatNumber(value, d))).toBe(value);
      }),
    );
  });
});

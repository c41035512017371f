import fc from 'fast-check';
import {
  bracketRateFor,
  datedFlat,
  flatScale,
  isFlat,
  marginalSlices,
  scaleTax,
  type RateScale,
} from './progressive-scale';

const cataluna: RateScale = {
  mode: 'marginal',
  brackets: [
    { upTo: 600_000, rate: 10 },
    { upTo: 900_000, rate: 11 },
    { upTo: null, rate: 12 },
  ],
};
const asturias: RateScale = {
  mode: 'whole-value',
  brackets: [
    { upTo: 300_000, rate: 8 },
    { upTo: null, rate: 9 },
  ],
};

describe('flatScale', () => {
  it('builds a one-tranche scale', () => {
    expect(flatScale(7)).toEqual({ mode: 'marginal', brackets: [{ upTo: null, rate: 7 }] });
  });
});

const LAW = {
  url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359',
  citation: 'TRLITP, art. 11',
};

describe('datedFlat', () => {
  it('keeps the date, the official source and its citation beside the rate', () => {
    expect(datedFlat(6, '2025-01-01', LAW)).toEqual({
      mode: 'marginal',
      brackets: [{ upTo: null, rate: 6 }],
      validFrom: '2025-01-01',
      source: LAW.url,
      citation: 'TRLITP, art. 11',
      lastChecked: '2026-11-23',
    });
  });
  it('records a doubt, or a source pending confirmation, only when there is one', () => {
    expect(datedFlat(6, '2025-01-01', LAW, 'doubt').unconfirmed).toBe('doubt');
    expect('unconfirmed' in datedFlat(6, '2025-01-01', LAW)).toBe(false);
    expect('sourcePending' in datedFlat(6, '2025-01-01', LAW)).toBe(false);
    expect(datedFlat(6, '2025-01-01', { ...LAW, pending: 'artículo' }).sourcePending).toBe(
      'artículo',
    );
  });
});

describe('marginalSlices', () => {
  it('splits a base over its tranches', () => {
    // 10,000 = 6,000 at 19 % (1,140) + 4,000 at 21 % (840)
    const slices = marginalSlices(10_000, [
      { upTo: 6_000, rate: 19 },
      { upTo: null, rate: 21 },
    ]);
    expect(slices).toEqual([
      { from: 0, to: 6_000, rate: 19, base: 6_000, tax: 1_140 },
      { from: 6_000, to: null, rate: 21, base: 4_000, tax: 840 },
    ]);
  });
  it('gives empty slices to tranches the base does not reach', () => {
    const slices = marginalSlices(500_000, cataluna.brackets);
    expect(slices.map((slice) => slice.base)).toEqual([500_000, 0, 0]);
  });
});

describe('bracketRateFor', () => {
  it('treats tranche tops as inclusive', () => {
    expect(bracketRateFor(300_000, asturias.brackets)).toBe(8);
    expect(bracketRateFor(300_000.01, asturias.brackets)).toBe(9);
  });
});

describe('scaleTax', () => {
  it('taxes each slice at its rate on a marginal scale', () => {
    // 600,000 x 10 % + 100,000 x 11 % = 71,000
    expect(scaleTax(700_000, cataluna)).toBeCloseTo(71_000, 6);
    // 600,000 x 10 % + 300,000 x 11 % + 100,000 x 12 % = 105,000
    expect(scaleTax(1_000_000, cataluna)).toBeCloseTo(105_000, 6);
  });
  it('taxes the whole value at one rate on a whole-value scale', () => {
    expect(scaleTax(300_000, asturias)).toBeCloseTo(24_000, 6);
    expect(scaleTax(400_000, asturias)).toBeCloseTo(36_000, 6);
  });
  it('returns 0 for a zero, negative or non-numeric base', () => {
    expect(scaleTax(0, cataluna)).toBe(0);
    expect(scaleTax(-5, cataluna)).toBe(0);
    expect(scaleTax(Number.NaN, cataluna)).toBe(0);
  });
  it('never decreases when the base grows and never exceeds the top rate', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        fc.double({ min: 0, max: 5e6, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          for (const scale of [cataluna, asturias]) {
            expect(scaleTax(low, scale)).toBeLessThanOrEqual(scaleTax(high, scale) + 1e-9);
            expect(scaleTax(high, scale)).toBeLessThanOrEqual(high * 0.12 + 1e-9);
          }
        },
      ),
    );
  });
});

describe('isFlat', () => {
  it('tells a single rate from a scale', () => {
    expect(isFlat(flatScale(7))).toBe(true);
    expect(isFlat(cataluna)).toBe(false);
  });
});

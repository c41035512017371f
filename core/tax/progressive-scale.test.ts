import fc from 'fast-check';
import {
  bracketRateFor,
  datedFlat,
  flatScale,
  isFlat,
  jumpCapped,
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

// Madrid AJD (DL 1/2010 arts. 32.1 and 37): one rate on the whole value, each jump capped.
const madridAjd: RateScale = {
  mode: 'whole-value',
  brackets: [
    { upTo: 120_000, rate: 0.4 },
    { upTo: 180_000, rate: 0.5 },
    { upTo: null, rate: 0.75 },
  ],
  capJumps: true,
};

describe('scaleTax with capped jumps', () => {
  it('keeps the plain rate inside each tranche and far from the thresholds', () => {
    expect(scaleTax(120_000, madridAjd)).toBeCloseTo(480, 6); // 120,000 x 0.4 %
    expect(scaleTax(180_000, madridAjd)).toBeCloseTo(900, 6); // 180,000 x 0.5 %
    expect(scaleTax(200_000, madridAjd)).toBeCloseTo(1_500, 6); // 200,000 x 0.75 %
  });
  it('caps the jump past 180.000 €: the tax at 180.000 € plus the excess', () => {
    // 0.75 % x 180,001 = 1,350.0075 > 900 + 1 = 901
    expect(scaleTax(180_001, madridAjd)).toBeCloseTo(901, 6);
    // 0.75 % x 180,400 = 1,353 > 900 + 400 = 1,300
    expect(scaleTax(180_400, madridAjd)).toBeCloseTo(1_300, 6);
    // the cap ends where 0.75 % x V = 900 + (V - 180,000): V = 179,100 / 0.9925 = 180,453.40
    expect(scaleTax(180_453, madridAjd)).toBeCloseTo(1_353, 6); // 900 + 453
    expect(scaleTax(180_454, madridAjd)).toBeCloseTo(1_353.405, 6); // 0.75 % x 180,454
  });
  it('caps the jump past 120.000 €: the tax at 120.000 € plus the excess', () => {
    // 0.5 % x 120,001 = 600.005 > 480 + 1 = 481
    expect(scaleTax(120_001, madridAjd)).toBeCloseTo(481, 6);
    // the cap ends where 0.5 % x V = 480 + (V - 120,000): V = 119,520 / 0.995 = 120,120.60
    expect(scaleTax(120_120, madridAjd)).toBeCloseTo(600, 6); // 480 + 120
    expect(scaleTax(120_121, madridAjd)).toBeCloseTo(600.605, 6); // 0.5 % x 120,121
  });
  it('leaves a scale without the option alone', () => {
    const plain: RateScale = { mode: 'whole-value', brackets: madridAjd.brackets };
    expect(scaleTax(180_001, plain)).toBeCloseTo(1_350.0075, 6); // 0.75 % x 180,001
    expect(jumpCapped(180_001, plain)).toBe(false);
  });
  it('says when the cap lowered the tax', () => {
    expect(jumpCapped(180_001, madridAjd)).toBe(true);
    expect(jumpCapped(180_454, madridAjd)).toBe(false);
    expect(jumpCapped(100_000, madridAjd)).toBe(false);
  });
  it('never makes one more euro of value cost more than one euro of tax', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (value) => {
        const step = scaleTax(value + 1, madridAjd) - scaleTax(value, madridAjd);
        expect(step).toBeLessThanOrEqual(1 + 1e-9);
        expect(step).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('isFlat', () => {
  it('tells a single rate from a scale', () => {
    expect(isFlat(flatScale(7))).toBe(true);
    expect(isFlat(cataluna)).toBe(false);
  });
});

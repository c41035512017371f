import * as fc from 'fast-check';
import { round, round2 } from './round';

/** The rule itself, always through the 15-digit clean-up (the fast path must agree with it). */
function reference(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const rounded = Math.round(Number((Math.abs(value) * factor).toPrecision(15))) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

describe('round', () => {
  it('rounds half away from zero despite binary noise', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-1.005, 2)).toBe(-1.01);
    expect(round(2.675, 2)).toBe(2.68);
  });
  it('keeps the requested number of decimals', () => {
    expect(round(12.3456, 1)).toBe(12.3);
    expect(round(12.3456, 0)).toBe(12);
  });
  it('turns NaN and infinities into 0 so they never reach the screen', () => {
    expect(round2(Number.NaN)).toBe(0);
    expect(round2(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('gives the same answer as the 15-digit clean-up for any amount (fast path)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e13, max: 1e13, noNaN: true }),
          // Cents and half cents, where binary noise decides the rounding.
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 200),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
        ),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => Object.is(round(value, decimals), reference(value, decimals)),
      ),
      { numRuns: 20_000 },
    );
  });
});

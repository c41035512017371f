import { round, round2 } from './round';

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
});

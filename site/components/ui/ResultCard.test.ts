// How result figures are written: an amount the person typed keeps its cents, and no figure that
// is not finite reaches the screen.
import { formatResult } from './ResultCard';

const NBSP = '\u00a0';

describe('formatResult', () => {
  it('writes a typed amount with its cents when it has them, without when it has none', () => {
    expect(formatResult(120.5, 'eurosAsTyped')).toBe(`120,50${NBSP}€`);
    expect(formatResult(185_000, 'eurosAsTyped')).toBe(`185.000${NBSP}€`);
    // Whole euros are rounded where the figure is computed, not typed.
    expect(formatResult(120.5, 'euros')).toBe(`121${NBSP}€`);
  });

  it('shows a figure that is not finite as 0', () => {
    expect(formatResult(Number.NaN, 'eurosAsTyped')).toBe(`0${NBSP}€`);
  });
});

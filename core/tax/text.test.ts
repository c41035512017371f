import { eur, pct } from './text';

describe('eur', () => {
  it('writes euros the Spanish way, grouping from four digits', () => {
    expect(eur(270_151.2)).toBe('270.151,2 €');
    expect(eur(6_000)).toBe('6.000 €');
    expect(eur(350)).toBe('350 €');
  });
});

describe('pct', () => {
  it('writes a percentage with a decimal comma', () => {
    expect(pct(7.75)).toBe('7,75 %');
    expect(pct(10)).toBe('10 %');
  });
});

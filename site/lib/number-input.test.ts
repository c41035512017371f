// Readers of the calculators' number inputs.
import { optionalNumber, requiredNumber } from './number-input';

describe('requiredNumber', () => {
  it('reads Spanish notation', () => {
    expect(requiredNumber('250.000')).toBe(250_000);
    expect(requiredNumber('1.250,50 €')).toBe(1250.5);
  });
  it('turns anything unreadable into 0', () => {
    expect(requiredNumber('doscientos mil')).toBe(0);
    expect(requiredNumber('')).toBe(0);
    expect(requiredNumber(undefined)).toBe(0);
    expect(requiredNumber(Number.NaN)).toBe(0);
  });
});

describe('optionalNumber', () => {
  it('keeps an empty field absent', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('   ')).toBeUndefined();
    expect(optionalNumber(undefined)).toBeUndefined();
  });
  it('reads a typed value, 0 when unreadable', () => {
    expect(optionalNumber('35')).toBe(35);
    expect(optionalNumber('180.000')).toBe(180_000);
    expect(optionalNumber('abc')).toBe(0);
  });
});

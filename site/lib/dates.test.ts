// The Spanish date wording used for "tipos vigentes a <fecha>".
import { formatSpanishDate } from './dates';

describe('formatSpanishDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatSpanishDate('2025-07-25')).toBe('25 de julio de 2025');
    expect(formatSpanishDate('2024-01-01')).toBe('1 de enero de 2024');
  });
  it('does not move the day whatever the time zone (the date is read as UTC)', () => {
    expect(formatSpanishDate('2025-12-31')).toBe('31 de diciembre de 2025');
  });
  it('returns the text unchanged when it is not an ISO date', () => {
    expect(formatSpanishDate('pronto')).toBe('pronto');
    expect(formatSpanishDate('2025-13-45')).toBe('2025-13-45');
  });
});

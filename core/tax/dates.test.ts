// The dates counted by hand (dates.ts) against what Date counts, for every day of fifty years.
import { addYears, isIsoDate } from './dates';
import type { IsoDate } from './sourced';

const DAY_MS = 86_400_000;

/** What Date makes of the text: its own day back, or another (2026-02-30 -> 2026-03-02). */
function dateSaysValid(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function dateAddsYears(date: string, years: number): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y + years, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}

function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

describe('isIsoDate', () => {
  it('accepts every real day from 1990 to 2040, 29 February only in leap years', () => {
    const days = everyDay('1990-01-01', '2040-12-31');
    expect(days).toHaveLength(18_628);
    expect(days.filter((day) => !isIsoDate(day))).toEqual([]);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
  });

  it('refuses what Date would move to another day, and what is not AAAA-MM-DD', () => {
    const wrong = [
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-01-32',
      '2026-1-05',
      '26-01-05',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '',
    ];
    expect(wrong.filter((text) => isIsoDate(text))).toEqual([]);
    expect(wrong.filter((text) => dateSaysValid(text))).toEqual([]);
    // Every day of every month numbered 01-31 in a leap and a common year: the same answer as Date.
    for (const year of ['2024', '2026', '2100']) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 31; day += 1) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([text, isIsoDate(text)]).toEqual([text, dateSaysValid(text)]);
        }
      }
    }
  });
});

describe('addYears', () => {
  it('moves every day of 2020-2031 as Date does, 29 February to 28 in a common year', () => {
    for (const day of everyDay('2020-01-01', '2031-12-31')) {
      for (const years of [-5, -1, 1, 4]) {
        expect([day, years, addYears(day as IsoDate, years)]).toEqual([
          day,
          years,
          dateAddsYears(day, years),
        ]);
      }
    }
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-12-31', 1)).toBe('2027-12-31');
  });
});

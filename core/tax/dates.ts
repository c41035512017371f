// Calendar dates of the tax engines: today in Spain, a year ahead, validation.
import type { IsoDate } from './sourced';

export { todayInMadrid } from './today';

// Counted by hand rather than through Date objects: every API answer checks and moves a date.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month, month from 1; proleptic Gregorian, as Date counts. */
export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Rejects 2026-02-30. */
export function isIsoDate(text: string): text is IsoDate {
  const parts = ISO_DATE.exec(text);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** 29 February becomes 28 February in a common year. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const year = y + years;
  if (!(year >= 0 && year <= 9999)) {
    const target = new Date(Date.UTC(year, m - 1, d));
    if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
    return target.toISOString().slice(0, 10) as IsoDate;
  }
  const day = Math.min(d, daysInMonth(year, m));
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}` as IsoDate;
}

/** Clamped to the month's end. @example addMonths('2026-11-23', -12) // '2025-11-23' */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0));
  target.setUTCDate(Math.min(d, last.getUTCDate()));
  return target.toISOString().slice(0, 10) as IsoDate;
}

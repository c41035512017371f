// Whole days of the tax year: contracts, the days a dwelling stood empty, dates from which an asset
// is amortised. Dates are ISO strings; every count includes both ends.

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC), so two dates subtract to whole days. */
export function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

export function yearStart(year: number): string {
  return `${year}-01-01`;
}

export function yearEnd(year: number): string {
  return `${year}-12-31`;
}

/** 366 in a leap year. */
export function daysInYear(year: number): number {
  return dayNumber(yearEnd(year)) - dayNumber(yearStart(year)) + 1;
}

export interface DayRange {
  /** First day, ISO. */
  from: string;
  /** Last day, ISO, included. */
  to: string;
}

/** The part of [from, to] inside the year, or null when they do not meet. */
export function withinYear(range: DayRange, year: number): DayRange | null {
  const from = range.from > yearStart(year) ? range.from : yearStart(year);
  const to = range.to < yearEnd(year) ? range.to : yearEnd(year);
  return from <= to ? { from, to } : null;
}

export function rangeDays(range: DayRange | null): number {
  return range ? dayNumber(range.to) - dayNumber(range.from) + 1 : 0;
}

/** Days two ranges share. */
export function sharedDays(a: DayRange, b: DayRange): number {
  const from = a.from > b.from ? a.from : b.from;
  const to = a.to < b.to ? a.to : b.to;
  return from <= to ? rangeDays({ from, to }) : 0;
}

export { daysInMonth } from '../../tax/dates';

/** Spanish date for the explanations. @example spanishDate('2025-07-01') // '1-7-2025' */
export function spanishDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d}-${m}-${y}`;
}

// Spanish (es-ES) display of euros, percentages, numbers and calendar dates: the one formatter of
// each (reading what users type: number.ts).
import { round } from './round';

/**
 * Intl's es-ES output separates the figure from '€' and '%' with a no-break space (U+00A0), so a
 * line never ends between them; we keep it. Intl does not group 4-digit numbers in es-ES by
 * default ('1200 €'); Spanish property sites write '1.200 €', so grouping is always on.
 */
export const NBSP = '\u00a0';

const LOCALE = 'es-ES';
const formatters = new Map<string, Intl.NumberFormat>();

/** A fixed number of decimals, or `{ upTo }`: at most that many, without trailing zeros (7,75 / 10). */
export type Decimals = number | { upTo: number };

function formatter(decimals: Decimals, currency: boolean): Intl.NumberFormat {
  const key = `${typeof decimals === 'number' ? decimals : `~${decimals.upTo}`}:${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    const most = typeof decimals === 'number' ? decimals : decimals.upTo;
    cached = new Intl.NumberFormat(LOCALE, {
      ...(currency ? { style: 'currency', currency: 'EUR' } : { style: 'decimal' }),
      minimumFractionDigits: typeof decimals === 'number' ? decimals : 0,
      maximumFractionDigits: most,
      useGrouping: 'always',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** Rounds first (half away from zero, see round.ts) and never shows '-0' nor NaN. */
function format(value: number, decimals: Decimals, currency: boolean): string {
  const most = typeof decimals === 'number' ? decimals : decimals.upTo;
  const rounded = round(Number.isFinite(value) ? value : 0, most);
  return formatter(decimals, currency).format(rounded === 0 ? 0 : rounded);
}

/**
 * Euros without decimals, the way results are shown.
 * @example formatEuros(250000) // '250.000 €' (no-break space before €)
 * @example formatEuros(1200) // '1.200 €'
 */
export function formatEuros(value: number): string {
  return format(value, 0, true);
}

/**
 * Euros with cents, for monthly payments and amortisation rows.
 * @example formatEurosCents(1001.247) // '1.001,25 €'
 */
export function formatEurosCents(value: number): string {
  return format(value, 2, true);
}

/**
 * A figure that is already a percentage (6.5 means 6.5 %), with `decimals` decimals.
 * @example formatPercent(6.5) // '6,50 %' (no-break space before %)
 * @example formatPercent(12.345, 1) // '12,3 %'
 * @example formatPercent(7.75, { upTo: 2 }) // '7,75 %'; formatPercent(10, { upTo: 2 }) // '10 %'
 */
export function formatPercent(value: number, decimals: Decimals = 2): string {
  return `${format(value, decimals, false)}${NBSP}%`;
}

/**
 * A plain number with Spanish separators and a fixed number of decimals (or up to a number).
 * @example formatNumber(2352.941, 2) // '2.352,94'
 * @example formatNumber(85) // '85'
 * @example formatNumber(270151.2, { upTo: 2 }) // '270.151,2'
 */
export function formatNumber(value: number, decimals: Decimals = 0): string {
  return format(value, decimals, false);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Made on first use, not when the module loads: a page that shows no date does not keep this code.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function longDate(timeZone: 'UTC' | 'Europe/Madrid'): Intl.DateTimeFormat {
  let cached = dateFormats.get(timeZone);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(timeZone, cached);
  }
  return cached;
}

/**
 * A date in Spanish words. A calendar day written `YYYY-MM-DD` is that day wherever the code runs;
 * an instant (a `Date`, an ISO timestamp) is the day it was in Spain. Text that is not a date comes
 * back unchanged.
 * @example formatDate('2025-07-25') // '25 de julio de 2025'
 * @example formatDate(new Date('2026-05-31T22:30:00Z')) // '1 de junio de 2026'
 */
export function formatDate(date: string | Date): string {
  if (typeof date === 'string' && ISO_DAY.test(date)) {
    const day = new Date(`${date}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? date : longDate('UTC').format(day);
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return typeof date === 'string' ? date : '';
  return longDate('Europe/Madrid').format(instant);
}

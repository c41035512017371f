// Spanish (es-ES) display of euros, percentages, numbers and calendar dates: the one formatter of
// each (reading what users type: number.ts).
import { madridDay } from './madrid-day';
import { round } from './round';

/**
 * Intl's es-ES output separates the figure from '€' and '%' with a no-break space (U+00A0), so a
 * line never ends between them; we keep it. Intl does not group 4-digit numbers in es-ES by
 * default ('1200 €'); Spanish property sites write '1.200 €', so grouping is always on.
 */
export const NBSP = '\u00a0';

const LOCALE = 'es-ES';

/** A fixed number of decimals, or `{ upTo }`: at most that many, without trailing zeros (7,75 / 10). */
export type Decimals = number | { upTo: number };

function intlFormat(value: number, decimals: Decimals, currency: boolean): string {
  return new Intl.NumberFormat(LOCALE, {
    ...(currency ? { style: 'currency', currency: 'EUR' } : { style: 'decimal' }),
    minimumFractionDigits: typeof decimals === 'number' ? decimals : 0,
    maximumFractionDigits: typeof decimals === 'number' ? decimals : decimals.upTo,
    useGrouping: 'always',
  }).format(value);
}

/**
 * Dots between groups of three digits, also in a four-digit number (the figures shown and what an
 * input shows, site/lib/form/numbers.ts).
 * @example groupThousands('1250000') // '1.250.000'
 */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * Rounds first (half away from zero, see round.ts) and never shows '-0' nor NaN. Written out by
 * hand, the same text as `Intl.NumberFormat('es-ES', { useGrouping: 'always' })` (format.test.ts
 * compares both over thousands of values): the browser's first Intl.NumberFormat loads the locale's
 * data, about 30 ms on a phone (110 ms at 4× CPU slowdown), on the visitor's first keystroke.
 */
function format(value: number, decimals: Decimals, currency: boolean): string {
  const most = typeof decimals === 'number' ? decimals : decimals.upTo;
  const rounded = round(Number.isFinite(value) ? value : 0, most);
  const size = Math.abs(rounded);
  // Beyond 15 digits a double has no exact decimals to write: Intl decides (no amount gets there).
  if (size >= 1e15) return intlFormat(rounded, decimals, currency);
  // The value is already rounded to `most` decimals, so toFixed only writes its digits.
  const [whole = '0', fraction = ''] = size.toFixed(most).split('.');
  const shown = typeof decimals === 'number' ? fraction : fraction.replace(/0+$/, '');
  const number = `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${shown ? `,${shown}` : ''}`;
  return currency ? `${number}${NBSP}€` : number;
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

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A date in Spanish words. A calendar day written `YYYY-MM-DD` is that day wherever the code runs;
 * an instant (a `Date`, an ISO timestamp) is the day it was in Spain. Text that is not a date comes
 * back unchanged.
 * @example formatDate('2025-07-25') // '25 de julio de 2025'
 * @example formatDate(new Date('2026-05-31T22:30:00Z')) // '1 de junio de 2026'
 */
export function formatDate(date: string | Date): string {
  // Written by hand, as the numbers are: a page showing a date never loads Intl's locale data.
  if (typeof date === 'string' && ISO_DAY.test(date)) {
    const day = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return date;
    return `${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return typeof date === 'string' ? date : '';
  return formatDate(madridDay(instant));
}

// Spanish (es-ES) display of euros, percentages, numbers and dates: the one formatter of each.
import { madridDay } from './madrid-day';
import { round } from './round';

/** Intl's es-ES no-break space before '€' and '%'; '1.200 €' grouped as Spanish sites write it. */
export const NBSP = '\u00a0';

const LOCALE = 'es-ES';

/** A fixed number of decimals, or at most `upTo` without trailing zeros. */
export type Decimals = number | { upTo: number };

function intlFormat(value: number, decimals: Decimals, currency: boolean): string {
  return new Intl.NumberFormat(LOCALE, {
    ...(currency ? { style: 'currency', currency: 'EUR' } : { style: 'decimal' }),
    minimumFractionDigits: typeof decimals === 'number' ? decimals : 0,
    maximumFractionDigits: typeof decimals === 'number' ? decimals : decimals.upTo,
    useGrouping: 'always',
  }).format(value);
}

/** Dots between groups of three digits, also in a four-digit number. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * Intl.NumberFormat('es-ES', { useGrouping: 'always' })'s text, written by hand (format.test.ts
 * compares them) so the first keystroke does not load Intl's locale data.
 */
function format(value: number, decimals: Decimals, currency: boolean): string {
  const most = typeof decimals === 'number' ? decimals : decimals.upTo;
  const rounded = round(Number.isFinite(value) ? value : 0, most);
  const size = Math.abs(rounded);
  // Beyond 15 digits a double has no exact decimals to write: Intl decides (no amount gets there).
  if (size >= 1e15) return intlFormat(rounded, decimals, currency);
  const [whole = '0', fraction = ''] = size.toFixed(most).split('.');
  const shown = typeof decimals === 'number' ? fraction : fraction.replace(/0+$/, '');
  const number = `${rounded < 0 ? '-' : ''}${groupThousands(whole)}${shown ? `,${shown}` : ''}`;
  return currency ? `${number}${NBSP}€` : number;
}

/** @example formatEuros(1200) // '1.200 €' */
export function formatEuros(value: number): string {
  return format(value, 0, true);
}

/** @example formatEurosCents(1001.247) // '1.001,25 €' */
export function formatEurosCents(value: number): string {
  return format(value, 2, true);
}

/**
 * A figure that is already a percentage (6.5 means 6.5 %).
 * @example formatPercent(7.75, { upTo: 2 }) // '7,75 %'; formatPercent(10, { upTo: 2 }) // '10 %'
 */
export function formatPercent(value: number, decimals: Decimals = 2): string {
  return `${format(value, decimals, false)}${NBSP}%`;
}

/** @example formatNumber(270151.2, { upTo: 2 }) // '270.151,2' */
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
 * A `YYYY-MM-DD` day is that day anywhere; an instant is its day in Spain; other text is returned.
 * @example formatDate(new Date('2026-05-31T22:30:00Z')) // '1 de junio de 2026'
 */
export function formatDate(date: string | Date): string {
  if (typeof date === 'string' && ISO_DAY.test(date)) {
    const day = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return date;
    return `${day.getUTCDate()} de ${MONTHS[day.getUTCMonth()]} de ${day.getUTCFullYear()}`;
  }
  const instant = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return typeof date === 'string' ? date : '';
  return formatDate(madridDay(instant));
}

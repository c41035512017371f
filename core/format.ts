// Spanish (es-ES) display of euros, percentages and numbers, and parsing of what Spanish users type.
import { round } from './round';

/**
 * Intl's es-ES output separates the figure from '€' and '%' with a no-break space (U+00A0), so a
 * line never ends between them; we keep it. Intl does not group 4-digit numbers in es-ES by
 * default ('1200 €'); Spanish property sites write '1.200 €', so grouping is always on.
 */
export const NBSP = '\u00a0';

const LOCALE = 'es-ES';
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(decimals: number, currency: boolean): Intl.NumberFormat {
  const key = `${decimals}:${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE, {
      ...(currency ? { style: 'currency', currency: 'EUR' } : { style: 'decimal' }),
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: 'always',
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** Rounds first (half away from zero, see round.ts) and never shows '-0' nor NaN. */
function format(value: number, decimals: number, currency: boolean): string {
  const rounded = round(Number.isFinite(value) ? value : 0, decimals);
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
 */
export function formatPercent(value: number, decimals = 2): string {
  return `${format(value, decimals, false)}${NBSP}%`;
}

/**
 * A plain number with Spanish separators and a fixed number of decimals.
 * @example formatNumber(2352.941, 2) // '2.352,94'
 * @example formatNumber(85) // '85'
 */
export function formatNumber(value: number, decimals = 0): string {
  return format(value, decimals, false);
}

const THOUSANDS: Readonly<Record<'.' | ',', RegExp>> = {
  '.': /^\d{1,3}(\.\d{3})+$/,
  ',': /^\d{1,3}(,\d{3})+$/,
};

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Which of '.' and ',' is the decimal separator in digits-and-separators text, if any. */
function decimalSeparator(body: string): '.' | ',' | undefined {
  const dots = count(body, '.');
  const commas = count(body, ',');
  // Both: the later one is the decimal separator ('1.250,50', and the English '1,250.50').
  if (dots > 0 && commas > 0) return body.lastIndexOf('.') > body.lastIndexOf(',') ? '.' : ',';
  // Spanish decimal comma ('3,5', '1250,5'); several commas can only be groups ('1,250,000').
  if (commas > 0) return commas === 1 ? ',' : undefined;
  if (dots !== 1) return undefined;
  // One dot: '250.000' and '1.250' are thousands; '3.5', '3.50', '0.125', '1234.5' are decimals.
  return THOUSANDS['.'].test(body) && !body.startsWith('0') ? undefined : '.';
}

/** Digits-and-separators text as a plain JavaScript number literal, or undefined if malformed. */
function canonical(body: string): string | undefined {
  const decimal = decimalSeparator(body);
  const parts = decimal ? body.split(decimal) : [body];
  if (parts.length > 2) return undefined;
  const [whole = '', fraction = ''] = parts;
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return undefined;
  let integer = whole;
  if (!/^\d*$/.test(whole)) {
    const group = whole.includes('.') ? '.' : ',';
    if (!THOUSANDS[group].test(whole)) return undefined;
    integer = whole.split(group).join('');
  }
  return `${integer || '0'}.${fraction || '0'}`;
}

/**
 * Reads a number the way Spanish users type it; anything unreadable is 0 (spec section 5), so the
 * result is always a finite number.
 * Accepted: '1.250,50' -> 1250.5, '1250,5' -> 1250.5, '250.000 €' -> 250000, '3,5' -> 3.5,
 * '3.5' -> 3.5, '6,5 %' -> 6.5, '-5' -> -5. A single dot followed by exactly three digits is a
 * thousands separator ('1.250' -> 1250), otherwise a decimal point; a single comma is always the
 * decimal comma ('1,250' -> 1.25). Letters, misplaced groups or empty text give 0.
 * @example parseSpanishNumber('1.250,50 €') // 1250.5
 * @example parseSpanishNumber('abc') // 0
 */
export function parseSpanishNumber(text: string): number {
  if (typeof text !== 'string') return 0;
  let body = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€|eur(os?)?$|%/gi, '')
    .replace(/\u2212/g, '-');
  let sign = 1;
  if (body.startsWith('-') || body.startsWith('+')) {
    sign = body.startsWith('-') ? -1 : 1;
    body = body.slice(1);
  }
  if (!/^[\d.,]+$/.test(body)) return 0;
  const normalised = canonical(body);
  if (normalised === undefined) return 0;
  const value = sign * Number(normalised);
  return Number.isFinite(value) && value !== 0 ? value : 0;
}

// Spanish (es-ES) display of euros, percentages and numbers (reading what users type: number.ts).
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

// A number as the forms show it with its unit, for the report ("185.000 €", "3,5 %", "25 años").
import { formatEuros, formatNumber, formatPercent } from '../../../core/format';

const SINGULAR: Readonly<Record<string, string>> = { años: 'año', meses: 'mes' };

/**
 * @example typedValue(185000, '€') // '185.000 €'
 * @example typedValue(3.5, '%') // '3,5 %'
 * @example typedValue(25, 'años') // '25 años'; typedValue(1, 'meses') // '1 mes'
 */
export function typedValue(value: unknown, unit: string): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return typeof value === 'string' && value ? value : '—';
  }
  if (unit === '%') return formatPercent(value, { upTo: 3 });
  if (unit.startsWith('€')) return `${formatEuros(value)}${unit === '€' ? '' : unit.slice(1)}`;
  const number = formatNumber(value, { upTo: 2 });
  if (!unit) return number;
  return `${number} ${value === 1 ? (SINGULAR[unit] ?? unit) : unit}`;
}

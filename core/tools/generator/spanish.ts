// Small Spanish grammar helpers: gender agreement, plurals, lists with "y"/"e", capitals.
import { formatNumber } from '../../format';

export type Gender = 'm' | 'f';

/** Give the masculine ending in -o. @example agree('situado', 'f') // 'situada' */
export function agree(masculine: string, gender: Gender): string {
  if (gender === 'm' || !masculine.endsWith('o')) return masculine;
  return `${masculine.slice(0, -1)}a`;
}

/** @example countOf(1, 'baño', 'baños') // '1 baño' */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** Before the /i/ sound (i-, hi-, but not hie-/hia-). */
function conjunctionBefore(word: string): string {
  const w = word.toLowerCase();
  return /^(i|í|hi|hí)/.test(w) && !/^hi[aeoué]/.test(w) ? 'e' : 'y';
}

/** @example joinList(['garaje', 'instalaciones']) // 'garaje e instalaciones' */
export function joinList(items: readonly string[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  return `${head} ${conjunctionBefore(last)} ${last}`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** Trimmed, single-spaced, no final full stop. */
export function asClause(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,:\s]+$/, '');
}

/** As core/format.ts writes numbers, at most two decimals. @example formatQuantity(12500) // '12.500' */
export function formatQuantity(n: number): string {
  return formatNumber(n, { upTo: 2 });
}

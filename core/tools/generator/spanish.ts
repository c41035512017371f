// Small Spanish grammar helpers: gender agreement, plurals, lists with "y"/"e", capitals.
import { formatNumber } from '../../format';

export type Gender = 'm' | 'f';

/**
 * The adjective in the noun's gender; give the masculine form ending in -o.
 * @example agree('situado', 'f') // 'situada'
 * @example agree('ideal', 'f') // 'ideal'
 */
export function agree(masculine: string, gender: Gender): string {
  if (gender === 'm' || !masculine.endsWith('o')) return masculine;
  return `${masculine.slice(0, -1)}a`;
}

/**
 * "1 dormitorio", "3 dormitorios": a number and its noun in the right number.
 * @example countOf(1, 'baño', 'baños') // '1 baño'
 */
export function countOf(n: number, singular: string, plural: string): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** "y" becomes "e" before a word that starts with the sound /i/ (i-, hi-, but not hie-/hia-). */
function conjunctionBefore(word: string): string {
  const w = word.toLowerCase();
  return /^(i|í|hi|hí)/.test(w) && !/^hi[aeoué]/.test(w) ? 'e' : 'y';
}

/**
 * Joins items as Spanish does: "a", "a y b", "a, b y c" (with "e" before an /i/ sound).
 * @example joinList(['garaje', 'instalaciones']) // 'garaje e instalaciones'
 */
export function joinList(items: readonly string[]): string {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(', ');
  const last = items[items.length - 1] ?? '';
  return `${head} ${conjunctionBefore(last)} ${last}`;
}

/** The text with a capital first letter. */
export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1);
}

/** Free text made into a clause: trimmed, single-spaced, no final full stop. */
export function asClause(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;,:\s]+$/, '');
}

/**
 * A quantity as the suite writes every number (core/format.ts): dots between thousands, as
 * Spanish property sites write them, decimal comma, at most two decimals.
 * @example formatQuantity(12500) // '12.500'
 * @example formatQuantity(68.5) // '68,5'
 */
export function formatQuantity(n: number): string {
  return formatNumber(n, { upTo: 2 });
}

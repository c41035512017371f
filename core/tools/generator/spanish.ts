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

/** Words that start a note as common words, never as a name. */
const COMMON_OPENERS = new Set(
  (
    'a al algo algunos ambiente amplio amplia a cerca cerca céntrico céntrica centro colegios ' +
    'comercios con de del desde el en entorno está esta este estación junto la las los metro ' +
    'muy mucho mucha parada paradas para por próximo próxima barrio bien buena buen calle ' +
    'supermercados servicios sin tranquilo tranquila transporte un una unos unas y zona zonas ' +
    'vistas todo todos todas a pocos pocas excelente excelentes hay fácil aparcamiento ' +
    'autobús autobuses tren playa colegio instituto hospital universidad mercado parques ' +
    'parque jardines restaurantes tiendas acceso accesos bodega chimenea piscina'
  ).split(' '),
);

/** Common nouns even before a name: 'metro Colón', 'estación de Atocha'. */
const BEFORE_NAMES = new Set(['metro', 'parada', 'estación', 'calle', 'barrio', 'zona', 'autobús']);

/**
 * After a colon Spanish goes on in lower case; a name (or an acronym) keeps its capital.
 * A name is a first word not among the common openers, or a common noun followed by a capitalised
 * word ('Parque Central'), unless that noun precedes names as a common noun ('metro Colón').
 * @example afterColon('Cerca del metro') // 'cerca del metro'
 * @example afterColon('Ruzafa a dos pasos') // 'Ruzafa a dos pasos'
 */
export function afterColon(text: string): string {
  const [first = '', second = ''] = text.split(/\s+/);
  if (first.length > 1 && first === first.toUpperCase()) return text;
  const word = first.toLocaleLowerCase('es-ES').replace(/[^\p{L}]/gu, '');
  if (!COMMON_OPENERS.has(word)) return text;
  if (/^\p{Lu}/u.test(second) && !BEFORE_NAMES.has(word)) return text;
  return text.charAt(0).toLocaleLowerCase('es-ES') + text.slice(1);
}

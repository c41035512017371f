// An address as Spanish prose writes it: 'en la calle de Sueca, 12, Valencia', not 'en Calle de
// Sueca 12, Valencia'. Only a known street type gets its article; anything else stays as typed.
import { asClause } from './spanish';

interface StreetType {
  /** The abbreviations and spellings a visitor types. */
  re: RegExp;
  word: string;
  article: 'el' | 'la';
}

const type = (forms: string, word: string, article: 'el' | 'la'): StreetType => ({
  re: new RegExp(`^(?:${forms})(?:\\s+|(?<=[/.])\\s*)`, 'iu'),
  word,
  article,
});

// Longest forms first: 'Gran Vía' is a name (capitals kept), 'vía' a street type.
const STREET_TYPES: readonly StreetType[] = [
  type('c/|c\\.|cl\\.|calle', 'calle', 'la'),
  type('avda\\.|av\\.|avenida', 'avenida', 'la'),
  type('pza\\.|pl\\.|plaza', 'plaza', 'la'),
  type('p[º°]\\.?|pº|pso\\.|paseo', 'paseo', 'el'),
  type('ctra\\.|carretera', 'carretera', 'la'),
  type('cno\\.|camino', 'camino', 'el'),
  type('trva\\.|travesía|travesia', 'travesía', 'la'),
  type('urb\\.|urbanización|urbanizacion', 'urbanización', 'la'),
  type('ronda', 'ronda', 'la'),
  type('glorieta', 'glorieta', 'la'),
  type('rambla', 'rambla', 'la'),
  type('callejón|callejon', 'callejón', 'el'),
  type('pasaje', 'pasaje', 'el'),
  type('bulevar', 'bulevar', 'el'),
  type('cuesta', 'cuesta', 'la'),
  type('costanilla', 'costanilla', 'la'),
  type('barrio', 'barrio', 'el'),
  type('carrer', 'carrer', 'el'),
  type('avinguda', 'avinguda', 'la'),
  type('passeig', 'passeig', 'el'),
  type('plaça', 'plaça', 'la'),
  type('rúa|rua', 'rúa', 'la'),
];

const GRAN_VIA = /^gran\s+v[ií]a\b/iu;

export interface SpanishPlace {
  /** 'la calle de Sueca, 12, Valencia': after 'en'. */
  prose: string;
  /** 'calle de Sueca, 12, Valencia': in a title. */
  title: string;
}

/** 'de Sueca 12' -> 'de Sueca, 12'; 'Mayor nº 3' -> 'Mayor, 3'. */
function withNumberApart(street: string): string {
  const plain = street.replace(/\s+(?:n[º°o]\.?|n\.º|núm\.|num\.)\s*(?=\d)/iu, ' ');
  const match = /^(.*\p{L}.*?)\s*,?\s+(\d+\s?[a-z]?|s\/n)$/iu.exec(plain);
  return match ? `${match[1]}, ${match[2]}` : plain;
}

/**
 * @example spanishPlace('Calle de Sueca 12, Valencia')
 * // { prose: 'la calle de Sueca, 12, Valencia', title: 'calle de Sueca, 12, Valencia' }
 */
export function spanishPlace(address: string): SpanishPlace {
  const clause = asClause(address);
  const [first = '', ...rest] = clause.split(',');
  const tail = rest.length > 0 ? `,${rest.join(',')}` : '';
  const street = first.trim();
  if (GRAN_VIA.test(street)) {
    const written = `${withNumberApart(street)}${tail}`;
    return { prose: `la ${written}`, title: written };
  }
  const found = STREET_TYPES.find((t) => t.re.test(street));
  const name = found ? street.replace(found.re, '').trim() : '';
  if (!found || !/\p{L}/u.test(name)) return { prose: clause, title: clause };
  const written = `${found.word} ${withNumberApart(name)}${tail}`;
  return { prose: `${found.article} ${written}`, title: written };
}

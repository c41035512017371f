// The 19 autonomous communities and cities of spec section 3: codes and Spanish display names.

/** Codes in the order of spec section 3. */
export const COMMUNITY_CODES = [
  'andalucia',
  'aragon',
  'asturias',
  'baleares',
  'canarias',
  'cantabria',
  'castilla-la-mancha',
  'castilla-leon',
  'cataluna',
  'extremadura',
  'galicia',
  'madrid',
  'murcia',
  'navarra',
  'pais-vasco',
  'la-rioja',
  'valencia',
  'ceuta',
  'melilla',
] as const;

export type CommunityCode = (typeof COMMUNITY_CODES)[number];

/** Natural Spanish names, as a buyer would look for them in a list. */
export const COMMUNITY_NAMES: Readonly<Record<CommunityCode, string>> = {
  andalucia: 'Andalucía',
  aragon: 'Aragón',
  asturias: 'Asturias',
  baleares: 'Illes Balears',
  canarias: 'Canarias',
  cantabria: 'Cantabria',
  'castilla-la-mancha': 'Castilla-La Mancha',
  'castilla-leon': 'Castilla y León',
  cataluna: 'Cataluña',
  extremadura: 'Extremadura',
  galicia: 'Galicia',
  madrid: 'Comunidad de Madrid',
  murcia: 'Región de Murcia',
  navarra: 'Navarra',
  'pais-vasco': 'País Vasco',
  'la-rioja': 'La Rioja',
  valencia: 'Comunitat Valenciana',
  ceuta: 'Ceuta',
  melilla: 'Melilla',
};

/** Code and name pairs for a select, in spec order. */
export const COMMUNITIES: readonly { code: CommunityCode; name: string }[] = COMMUNITY_CODES.map(
  (code) => ({ code, name: COMMUNITY_NAMES[code] }),
);

export function isCommunityCode(value: string): value is CommunityCode {
  return (COMMUNITY_CODES as readonly string[]).includes(value);
}

/** Builds a table with one entry per community, in spec order. */
export function byCommunity<T>(make: (code: CommunityCode) => T): Record<CommunityCode, T> {
  const table = {} as Record<CommunityCode, T>;
  for (const code of COMMUNITY_CODES) table[code] = make(code);
  return table;
}

/** Islands of Baleares, whose first-home ITP caps differ from 1 March 2026. */
export const BALEARES_ISLANDS = [
  { code: 'mallorca', name: 'Mallorca' },
  { code: 'menorca', name: 'Menorca' },
  { code: 'ibiza', name: 'Ibiza' },
  { code: 'formentera', name: 'Formentera' },
] as const;

export type BalearesIsland = (typeof BALEARES_ISLANDS)[number]['code'];

export const BALEARES_ISLAND_CODES: readonly BalearesIsland[] = BALEARES_ISLANDS.map(
  (island) => island.code,
);

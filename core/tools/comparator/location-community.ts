// The autonomous community a comparator location names ("Nervión, Sevilla" → Andalucía), when it names one.
import type { CommunityCode } from '../../tax/communities';

/**
 * Provinces (Spanish and co-official names), their capitals, the communities' own names and a few
 * large cities people write instead of the province. Written without accents, lower case.
 */
const PLACES: Readonly<Record<CommunityCode, readonly string[]>> = {
  andalucia: [
    'andalucia',
    'almeria',
    'cadiz',
    'cordoba',
    'granada',
    'huelva',
    'jaen',
    'malaga',
    'sevilla',
    'marbella',
    'jerez',
    'algeciras',
  ],
  aragon: ['aragon', 'huesca', 'teruel', 'zaragoza'],
  asturias: ['asturias', 'oviedo', 'gijon', 'aviles'],
  baleares: [
    'baleares',
    'balears',
    'mallorca',
    'menorca',
    'ibiza',
    'eivissa',
    'formentera',
    'palma',
  ],
  canarias: [
    'canarias',
    'las palmas',
    'gran canaria',
    'tenerife',
    'santa cruz de tenerife',
    'lanzarote',
    'fuerteventura',
  ],
  cantabria: ['cantabria', 'santander'],
  'castilla-la-mancha': [
    'castilla-la mancha',
    'castilla la mancha',
    'albacete',
    'ciudad real',
    'cuenca',
    'guadalajara',
    'toledo',
    'talavera',
  ],
  'castilla-leon': [
    'castilla y leon',
    'avila',
    'burgos',
    'leon',
    'palencia',
    'salamanca',
    'segovia',
    'soria',
    'valladolid',
    'zamora',
    'ponferrada',
  ],
  cataluna: [
    'cataluna',
    'catalunya',
    'barcelona',
    'girona',
    'gerona',
    'lleida',
    'lerida',
    'tarragona',
    'hospitalet',
    'badalona',
    'sabadell',
    'terrassa',
    'reus',
  ],
  extremadura: ['extremadura', 'badajoz', 'caceres', 'merida'],
  galicia: [
    'galicia',
    'a coruna',
    'la coruna',
    'coruna',
    'lugo',
    'ourense',
    'orense',
    'pontevedra',
    'vigo',
    'santiago de compostela',
  ],
  madrid: [
    'madrid',
    'alcala de henares',
    'mostoles',
    'getafe',
    'leganes',
    'alcorcon',
    'fuenlabrada',
  ],
  murcia: ['murcia', 'cartagena', 'lorca'],
  navarra: ['navarra', 'nafarroa', 'pamplona', 'iruna'],
  'pais-vasco': [
    'pais vasco',
    'euskadi',
    'alava',
    'araba',
    'vitoria',
    'gasteiz',
    'bizkaia',
    'vizcaya',
    'bilbao',
    'gipuzkoa',
    'guipuzcoa',
    'san sebastian',
    'donostia',
  ],
  'la-rioja': ['la rioja', 'rioja', 'logrono'],
  valencia: [
    'comunitat valenciana',
    'comunidad valenciana',
    'valencia',
    'alicante',
    'alacant',
    'castellon',
    'castello',
    'elche',
    'elx',
    'benidorm',
    'torrevieja',
    'gandia',
  ],
  ceuta: ['ceuta'],
  melilla: ['melilla'],
};

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The community of the place named last in `location` (people write "barrio, ciudad": in
 * "Salamanca, Madrid" the city is Madrid), or undefined when no known place is named.
 * @example communityFromLocation('Nervión, Sevilla') // 'andalucia'
 * @example communityFromLocation('Barrio de Salamanca, Madrid') // 'madrid'
 * @example communityFromLocation('Centro') // undefined
 */
export function communityFromLocation(location: string): CommunityCode | undefined {
  const text = normalise(location);
  let found: { code: CommunityCode; at: number } | undefined;
  for (const [code, places] of Object.entries(PLACES) as [CommunityCode, readonly string[]][]) {
    for (const place of places) {
      const pattern = new RegExp(`(^|[^a-z])${escape(place)}(?![a-z])`, 'g');
      for (const match of text.matchAll(pattern)) {
        const at = match.index + match[0].length;
        if (!found || at > found.at) found = { code, at };
      }
    }
  }
  return found?.code;
}

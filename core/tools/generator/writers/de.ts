// The German offline writer: the usual wording of a German Exposé, from the facts only.
import type { Audience, Extra, PropertyType } from '../fields';
import { TITLE_MAX_CHARS } from '../fields';
import { eurosIn, formatIn, type ListingFacts } from '../listing-facts';
import type { Orientation } from '../listing-fields';
import type { Picker } from '../seeded';
import { cutToLimit } from '../title';
import {
  hashtag,
  isOpenPlan,
  KEEP,
  line,
  translatedDraft,
  quotedFreeTexts,
  type Draft,
  type Line,
  BUILDING,
  INCLUDED,
  joinWith,
  OUTSIDE,
} from './draft';

const f = (n: number) => formatIn('de', n);
const euros = (n: number) => eurosIn('de', n);

/**
 * Each home as German declines it: bare (titles), with 'ein/eine', 'dieses/diese' and 'das/die'
 * (the home named again, rather than 'Sie', which reads as the formal 'you').
 */
interface Noun {
  bare: string;
  a: string;
  this: string;
  the: string;
  gender: 'f' | 'n';
}
const noun = (bare: string, gender: 'f' | 'n', adjective?: string): Noun => ({
  bare: adjective ? `${adjective[0]?.toUpperCase()}${adjective.slice(1)}es ${bare}` : bare,
  a: `${gender === 'f' ? 'eine' : 'ein'} ${adjective ? `${adjective}es ` : ''}${bare}`,
  this: `${gender === 'f' ? 'diese' : 'dieses'} ${adjective ? `${adjective}e ` : ''}${bare}`,
  the: `${gender === 'f' ? 'Die' : 'Das'} ${adjective ? `${adjective}e ` : ''}${bare}`,
  gender,
});
const NOUNS: Readonly<Record<PropertyType, Noun>> = {
  piso: noun('Wohnung', 'f'),
  apartamento: noun('Apartment', 'n'),
  'chalet-independiente': noun('Haus', 'n', 'freistehend'),
  'chalet-adosado': noun('Reihenhaus', 'n'),
  'chalet-pareado': noun('Doppelhaushälfte', 'f'),
  unifamiliar: noun('Einfamilienhaus', 'n'),
  duplex: noun('Maisonettewohnung', 'f'),
  atico: noun('Penthouse', 'n'),
  estudio: noun('Studio', 'n'),
  loft: noun('Loft', 'n'),
};

const EXTRAS: Readonly<Partial<Record<Extra, string>>> = {
  terraza: 'Terrasse',
  balcon: 'Balkon',
  jardin: 'Garten',
  piscina: 'Pool',
  aire_acondicionado: 'Klimaanlage',
  calefaccion: 'Heizung',
  cocina_equipada: 'Einbauküche',
  armarios_empotrados: 'Einbauschränke',
  domotica: 'Smart-Home-System',
  eficiencia_energetica: 'energiesparende Technik',
  ascensor: 'Aufzug',
  acceso_pmr: 'barrierefreier Zugang',
  seguridad: 'Sicherheitssystem',
  zonas_comunes: 'Gemeinschaftsbereiche',
  garaje: 'Garagenstellplatz',
  trastero: 'Abstellraum',
};
const OUTDOOR_A = { terraza: 'eine Terrasse', balcon: 'ein Balkon', jardin: 'ein Garten' } as const;

const DIRECTIONS: Readonly<Record<Orientation, string>> = {
  norte: 'Norden',
  noreste: 'Nordosten',
  este: 'Osten',
  sureste: 'Südosten',
  sur: 'Süden',
  suroeste: 'Südwesten',
  oeste: 'Westen',
  noroeste: 'Nordwesten',
};

const AUDIENCE: Readonly<Record<Audience, readonly string[]>> = {
  inversores: [
    'Interessant für Käufer, die vermieten möchten.',
    'Eine Immobilie für Anleger, die an Vermietung denken.',
  ],
  familias: [
    'Ein Zuhause mit Platz für das Familienleben.',
    'Für Familien, die ein neues Zuhause suchen.',
  ],
  parejas: ['Ein Zuhause für zwei.', 'Passend für Paare, die sich gemeinsam einrichten wollen.'],
  jovenes: [
    'Ein praktisches Zuhause für das Berufsleben.',
    'Ein erstes eigenes Zuhause für den Alltag.',
  ],
  jubilados: ['Ein komfortables Zuhause für den Alltag.', 'Für einen entspannten Ruhestand.'],
  estudiantes: [
    'Eine praktische Wahl für das Studienjahr.',
    'Für Studierende, allein oder in einer WG.',
  ],
};

const CLOSINGS = [
  'Kontaktieren Sie uns für einen Besichtigungstermin.',
  'Gerne senden wir Ihnen weitere Informationen oder vereinbaren eine Besichtigung.',
  'Rufen Sie uns an, wir zeigen Ihnen die Immobilie gern.',
];

const joinDe = (items: readonly string[]) => joinWith(items, 'und');
/** '3 Schlafzimmer'; after 'mit' the plural takes -n ('mit 3 Schlafzimmern'). */
const rooms = (n: number, dative = false) => `${f(n)} Schlafzimmer${dative && n !== 1 ? 'n' : ''}`;
const baths = (n: number, dative = false) => `${f(n)} Badezimmer${dative && n !== 1 ? 'n' : ''}`;
const floorText = (floor: number) =>
  floor === 0 ? 'im Erdgeschoss' : floor < 0 ? 'im Untergeschoss' : `im ${floor}. Stock`;

export function energyLineDe(facts: ListingFacts): string | undefined {
  const { energyRating: rating, energyConsumption: use, energyEmissions: co2 } = facts.values;
  if (rating === undefined) return undefined;
  if (rating === 'en-tramite') return 'Der Energieausweis wird derzeit ausgestellt.';
  const extra = [
    use === undefined ? '' : `Verbrauch ${f(use)} kWh/m² pro Jahr`,
    co2 === undefined ? '' : `Emissionen ${f(co2)} kg CO₂/m² pro Jahr`,
  ].filter(Boolean);
  return `Energieeffizienzklasse: ${rating}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}.`;
}

function detailLines(facts: ListingFacts, p: Picker): Line[] {
  const v = facts.values;
  const it = NOUNS[v.propertyType].the;
  const lines: Line[] = [];
  if (v.floor !== undefined) {
    const lift =
      v.hasLift === undefined
        ? ''
        : v.hasLift
          ? ' eines Hauses mit Aufzug'
          : ' eines Hauses ohne Aufzug';
    lines.push(line(`${it} liegt ${floorText(v.floor)}${lift}.`, KEEP.feature));
  } else if (v.hasLift !== undefined) {
    lines.push(
      line(
        v.hasLift ? 'Das Gebäude hat einen Aufzug.' : 'Das Gebäude hat keinen Aufzug.',
        KEEP.detail,
      ),
    );
  }
  if (v.condition === 'a-estrenar')
    lines.push(line('Es handelt sich um einen Erstbezug.', KEEP.feature));
  else if (v.condition === 'buen-estado') lines.push(line('Zustand: gepflegt.', KEEP.feature));
  else if (v.condition === 'a-reformar')
    lines.push(
      line(
        `${it} ist renovierungsbedürftig und lässt sich nach eigenen Vorstellungen gestalten.`,
        KEEP.feature,
      ),
    );
  if (v.yearBuilt !== undefined) lines.push(line(`Baujahr: ${v.yearBuilt}.`, KEEP.detail));
  if (v.orientation) lines.push(line(`Ausrichtung: ${DIRECTIONS[v.orientation]}.`, KEEP.detail));
  else if (v.extras.includes('orientacion_sur'))
    lines.push(line('Ausrichtung: Süden.', KEEP.detail));
  if (v.outdoorSpace) {
    const size = v.outdoorArea === undefined ? '' : ` mit ${f(v.outdoorArea)} m²`;
    lines.push(
      line(
        p.pick([
          `Dazu gehört ${OUTDOOR_A[v.outdoorSpace]}${size}.`,
          `Außerdem gibt es ${OUTDOOR_A[v.outdoorSpace].replace(/^ein /, 'einen ')}${size}.`,
        ]),
        KEEP.feature,
      ),
    );
  }
  const pick = (group: readonly Extra[]) =>
    facts.extras.filter((e) => group.includes(e)).map((e) => EXTRAS[e] ?? '');
  const outside = pick(OUTSIDE);
  if (outside.length > 0) lines.push(line(`Außenbereich: ${joinDe(outside)}.`, KEEP.feature));
  const comfort = facts.extras
    .filter((e) => EXTRAS[e] && ![...OUTSIDE, ...BUILDING, ...INCLUDED].includes(e))
    .map((e) => EXTRAS[e] ?? '');
  if (comfort.length > 0) lines.push(line(`Ausstattung: ${joinDe(comfort)}.`, KEEP.feature));
  const building = pick(BUILDING);
  const house = [
    'chalet-independiente',
    'chalet-adosado',
    'chalet-pareado',
    'unifamiliar',
  ].includes(v.propertyType);
  if (building.length > 0)
    lines.push(line(`${house ? 'Außerdem' : 'Im Gebäude'}: ${joinDe(building)}.`, KEEP.feature));
  const included = [
    ...pick(INCLUDED),
    ...(v.parking ? ['Stellplatz'] : []),
    ...(v.storageRoom ? ['Abstellraum'] : []),
  ];
  if (included.length > 0)
    lines.push(
      line(
        `${v.operation === 'alquiler' ? 'In der Miete enthalten' : 'Im Preis inbegriffen'}: ${joinDe(included)}.`,
        KEEP.feature,
      ),
    );
  const excluded = [
    ...(v.parking === false ? ['Stellplatz'] : []),
    ...(v.storageRoom === false ? ['Abstellraum'] : []),
  ];
  if (excluded.length > 0)
    lines.push(line(`Nicht inbegriffen: ${joinDe(excluded)}.`, KEEP.negative));
  if (v.extras.includes('amueblado'))
    lines.push(
      line(
        `${it} wird möbliert ${v.operation === 'alquiler' ? 'vermietet' : 'übergeben'}.`,
        KEEP.feature,
      ),
    );
  return lines;
}

/** The German title, long, short and social texts; free texts go quoted in Spanish. */
export function writeGerman(facts: ListingFacts, p: Picker): Draft {
  const v = facts.values;
  const n = NOUNS[v.propertyType];
  const place = facts.town ?? facts.address;
  const address = facts.address.includes(',') ? `${facts.address},` : facts.address;
  const deal =
    v.operation === 'venta' ? ' zum Kauf' : v.operation === 'alquiler' ? ' zur Miete' : '';
  const offer =
    v.operation === 'venta'
      ? 'Zum Verkauf steht'
      : v.operation === 'alquiler'
        ? 'Zur Miete steht'
        : 'Angeboten wird';
  // A studio's one bedroom is an open sleeping area, declined for each construction.
  const open = isOpenPlan(v);
  const bedrooms = {
    acc: open ? 'einen offenen Schlafbereich' : rooms(v.rooms),
    dat: open ? 'offenem Schlafbereich' : rooms(v.rooms, true),
    nom: open ? 'offener Schlafbereich' : rooms(v.rooms),
  };
  const main = p.pick([
    `${n.this.charAt(0).toUpperCase()}${n.this.slice(1)} in ${address} hat ${f(v.area)} m² Wohnfläche, ${bedrooms.acc} und ${baths(v.bathrooms)}.`,
    `${offer} ${n.a} in ${address} mit ${f(v.area)} m² Wohnfläche, ${bedrooms.dat} und ${baths(v.bathrooms, true)}.`,
  ]);
  const price =
    v.price === undefined
      ? undefined
      : v.operation === 'alquiler'
        ? `Monatsmiete: ${euros(v.price)}.`
        : `Preis: ${euros(v.price)}.`;
  const fees =
    v.communityFees === undefined ? undefined : `Hausgeld: ${euros(v.communityFees)} monatlich.`;
  const energy = energyLineDe(facts);
  const outdoor = v.outdoorSpace ? ` und ${EXTRAS[v.outdoorSpace] ?? ''}` : '';
  const candidates = [
    ...(open ? [] : [`${n.bare} mit ${f(v.area)} m² und ${rooms(v.rooms, true)} in ${place}`]),
    `${n.bare} mit ${f(v.area)} m² in ${place}`,
    `${n.bare} mit ${f(v.area)} m²`,
  ];
  return translatedDraft({
    title:
      candidates.find((t) => t.length <= TITLE_MAX_CHARS) ?? cutToLimit(candidates[0] ?? n.bare),
    audience: p.pick(AUDIENCE[v.targetAudience]),
    main,
    price,
    fees,
    details: detailLines(facts, p),
    notes: quotedFreeTexts(facts, {
      notes: 'Hinweise zur Umgebung, auf Spanisch:',
      others: 'Weitere Ausstattung, auf Spanisch:',
      open: '„',
      close: '“',
    }),
    energy,
    closing: p.pick(CLOSINGS),
    short: `${n.bare}${deal} in ${place}: ${f(v.area)} m², ${bedrooms.nom}, ${baths(v.bathrooms)}${outdoor}.`,
    social: `${n.bare}${deal} in ${place}: ${f(v.area)} m²${open ? '' : `, ${bedrooms.nom}`}${outdoor}.`,
    hashtags: [
      facts.town && hashtag(facts.town),
      hashtag(n.bare),
      v.operation === 'alquiler' ? '#Mieten' : v.operation === 'venta' ? '#Kaufen' : undefined,
      '#Immobilien',
      '#Wohnen',
    ],
  });
}

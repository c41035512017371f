// The French offline writer: the wording of a French property ad, from the facts only.
import { NBSP } from '../../../format';
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

const f = (n: number) => formatIn('fr', n);
const euros = (n: number) => eurosIn('fr', n);
/** French puts a no-break space before a colon. */
const colon = `${NBSP}:`;

interface Noun {
  word: string;
  gender: 'm' | 'f';
}
const NOUNS: Readonly<Record<PropertyType, Noun>> = {
  piso: { word: 'appartement', gender: 'm' },
  apartamento: { word: 'appartement', gender: 'm' },
  'chalet-independiente': { word: 'maison individuelle', gender: 'f' },
  'chalet-adosado': { word: 'maison mitoyenne', gender: 'f' },
  'chalet-pareado': { word: 'maison jumelée', gender: 'f' },
  unifamiliar: { word: 'maison unifamiliale', gender: 'f' },
  duplex: { word: 'duplex', gender: 'm' },
  atico: { word: 'attique', gender: 'm' },
  estudio: { word: 'studio', gender: 'm' },
  loft: { word: 'loft', gender: 'm' },
};

const EXTRAS: Readonly<Partial<Record<Extra, string>>> = {
  terraza: 'terrasse',
  balcon: 'balcon',
  jardin: 'jardin',
  piscina: 'piscine',
  aire_acondicionado: 'climatisation',
  calefaccion: 'chauffage',
  cocina_equipada: 'cuisine équipée',
  armarios_empotrados: 'placards intégrés',
  domotica: 'domotique',
  eficiencia_energetica: "dispositifs d'économie d'énergie",
  ascensor: 'ascenseur',
  acceso_pmr: 'accès pour personnes à mobilité réduite',
  seguridad: 'système de sécurité',
  zonas_comunes: 'parties communes',
  garaje: 'place de parking dans un garage',
  trastero: 'débarras',
};
const OUTDOOR_A = {
  terraza: "d'une terrasse",
  balcon: "d'un balcon",
  jardin: "d'un jardin",
} as const;

const DIRECTIONS: Readonly<Record<Orientation, string>> = {
  norte: 'nord',
  noreste: 'nord-est',
  este: 'est',
  sureste: 'sud-est',
  sur: 'sud',
  suroeste: 'sud-ouest',
  oeste: 'ouest',
  noroeste: 'nord-ouest',
};

const AUDIENCE: Readonly<Record<Audience, readonly string[]>> = {
  inversores: [
    'À étudier si vous achetez pour louer.',
    'Un bien à considérer pour un investissement locatif.',
  ],
  familias: [
    'Un logement pensé pour la vie de famille.',
    'Pour les familles qui cherchent un nouveau chez-soi.',
  ],
  parejas: ["Un logement à la mesure d'un couple.", "Pour un couple qui souhaite s'installer."],
  jovenes: ['Un logement pratique pour la vie active.', 'Un premier chez-soi adapté au quotidien.'],
  jubilados: [
    'Un logement confortable pour le quotidien.',
    'Pour profiter sereinement de la retraite.',
  ],
  estudiantes: [
    "Un choix pratique pour l'année universitaire.",
    'Pour des étudiants, en colocation ou seuls.',
  ],
};

const CLOSINGS = [
  'Contactez-nous pour organiser une visite.',
  "Demandez plus d'informations ou réservez une visite.",
  'Appelez-nous, nous vous ferons visiter le bien.',
];

const joinFr = (items: readonly string[]) => joinWith(items, 'et');
const count = (n: number, one: string, many: string) => `${f(n)} ${n === 1 ? one : many}`;
const floorText = (floor: number) =>
  floor === 0
    ? 'au rez-de-chaussée'
    : floor < 0
      ? 'en sous-sol'
      : `au ${floor === 1 ? '1er' : `${floor}e`} étage`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function energyLineFr(facts: ListingFacts): string | undefined {
  const { energyRating: rating, energyConsumption: use, energyEmissions: co2 } = facts.values;
  if (rating === undefined) return undefined;
  if (rating === 'en-tramite') return 'Diagnostic énergétique en cours.';
  const extra = [
    use === undefined ? '' : `consommation ${f(use)} kWh/m² par an`,
    co2 === undefined ? '' : `émissions ${f(co2)} kg CO₂/m² par an`,
  ].filter(Boolean);
  return `Classe énergétique${colon} ${rating}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}.`;
}

function detailLines(facts: ListingFacts, p: Picker): Line[] {
  const v = facts.values;
  const fem = NOUNS[v.propertyType].gender === 'f';
  const it = fem ? 'Elle' : 'Il';
  const e = fem ? 'e' : '';
  const lines: Line[] = [];
  if (v.floor !== undefined) {
    const lift =
      v.hasLift === undefined
        ? ''
        : v.hasLift
          ? " d'un immeuble avec ascenseur"
          : " d'un immeuble sans ascenseur";
    lines.push(line(`${it} se trouve ${floorText(v.floor)}${lift}.`, KEEP.feature));
  } else if (v.hasLift !== undefined) {
    lines.push(
      line(
        v.hasLift ? "L'immeuble dispose d'un ascenseur." : "L'immeuble n'a pas d'ascenseur.",
        KEEP.detail,
      ),
    );
  }
  if (v.condition === 'a-estrenar')
    lines.push(
      line(`${it} est neu${fem ? 've' : 'f'} et n'a jamais été habité${e}.`, KEEP.feature),
    );
  else if (v.condition === 'buen-estado')
    lines.push(line('Le logement est en bon état.', KEEP.feature));
  else if (v.condition === 'a-reformar')
    lines.push(
      line(`${it} est à rénover${colon} vous pourrez l'aménager à votre goût.`, KEEP.feature),
    );
  if (v.yearBuilt !== undefined)
    lines.push(line(`Année de construction${colon} ${v.yearBuilt}.`, KEEP.detail));
  if (v.orientation)
    lines.push(line(`${it} est orienté${e} ${DIRECTIONS[v.orientation]}.`, KEEP.detail));
  else if (v.extras.includes('orientacion_sur'))
    lines.push(line(`${it} est orienté${e} sud.`, KEEP.detail));
  if (v.outdoorSpace) {
    const size = v.outdoorArea === undefined ? '' : ` de ${f(v.outdoorArea)} m²`;
    lines.push(
      line(
        p.pick([
          `${it} dispose ${OUTDOOR_A[v.outdoorSpace]}${size}.`,
          `${it} profite ${OUTDOOR_A[v.outdoorSpace]}${size}.`,
        ]),
        KEEP.feature,
      ),
    );
  }
  const pick = (group: readonly Extra[]) =>
    facts.extras.filter((x) => group.includes(x)).map((x) => EXTRAS[x] ?? '');
  const outside = pick(OUTSIDE);
  if (outside.length > 0) lines.push(line(`Extérieur${colon} ${joinFr(outside)}.`, KEEP.feature));
  const comfort = facts.extras
    .filter((x) => EXTRAS[x] && ![...OUTSIDE, ...BUILDING, ...INCLUDED].includes(x))
    .map((x) => EXTRAS[x] ?? '');
  if (comfort.length > 0) lines.push(line(`Équipements${colon} ${joinFr(comfort)}.`, KEEP.feature));
  const building = pick(BUILDING);
  const house = [
    'chalet-independiente',
    'chalet-adosado',
    'chalet-pareado',
    'unifamiliar',
  ].includes(v.propertyType);
  if (building.length > 0)
    lines.push(
      line(`${house ? 'Également' : 'Immeuble'}${colon} ${joinFr(building)}.`, KEEP.feature),
    );
  const included = [
    ...pick(INCLUDED),
    ...(v.parking ? ['place de parking'] : []),
    ...(v.storageRoom ? ['débarras'] : []),
  ];
  const inPrice = v.operation === 'alquiler' ? 'Inclus dans le loyer' : 'Inclus dans le prix';
  if (included.length > 0)
    lines.push(line(`${inPrice}${colon} ${joinFr(included)}.`, KEEP.feature));
  const excluded = [
    ...(v.parking === false ? ['place de parking'] : []),
    ...(v.storageRoom === false ? ['débarras'] : []),
  ];
  if (excluded.length > 0)
    lines.push(line(`Non inclus${colon} ${joinFr(excluded)}.`, KEEP.negative));
  if (v.extras.includes('amueblado'))
    lines.push(
      line(
        `${it} est ${v.operation === 'alquiler' ? 'loué' : 'vendu'}${e} meublé${e}.`,
        KEEP.feature,
      ),
    );
  return lines;
}

/** The French title, long, short and social texts; free texts go quoted in Spanish. */
export function writeFrench(facts: ListingFacts, p: Picker): Draft {
  const v = facts.values;
  const n = NOUNS[v.propertyType];
  const fem = n.gender === 'f';
  // Before a street the French leave out the preposition ('situé rue de Rivoli'); before a town, 'à'.
  const street = /\d|,/.test(facts.address);
  const located = `situé${fem ? 'e' : ''} ${street ? '' : 'à '}${facts.address}`;
  const at = facts.town ? `à ${facts.town}` : street ? facts.address : `à ${facts.address}`;
  const deal = v.operation === 'venta' ? ' à vendre' : v.operation === 'alquiler' ? ' à louer' : '';
  const demonstrative = fem ? 'cette' : /^[aeéiou]/.test(n.word) ? 'cet' : 'ce';
  const open = isOpenPlan(v);
  const bedrooms = open ? 'un coin nuit' : count(v.rooms, 'chambre', 'chambres');
  const layout = `${bedrooms} et ${count(v.bathrooms, 'salle de bains', 'salles de bains')}`;
  const main = p.pick([
    `${capital(demonstrative)} ${n.word} de ${f(v.area)} m²${deal}, ${located}, compte ${layout}.`,
    `${capital(located)}, ${demonstrative} ${n.word} de ${f(v.area)} m²${deal} compte ${layout}.`,
    `Découvrez ${fem ? 'une' : 'un'} ${n.word} de ${f(v.area)} m²${deal}, ${located}${colon} ${layout}.`,
  ]);
  const price =
    v.price === undefined
      ? undefined
      : v.operation === 'alquiler'
        ? `Loyer${colon} ${euros(v.price)} par mois.`
        : `Prix${colon} ${euros(v.price)}.`;
  const fees =
    v.communityFees === undefined
      ? undefined
      : `Charges de copropriété${colon} ${euros(v.communityFees)} par mois.`;
  const energy = energyLineFr(facts);
  const outdoor = v.outdoorSpace ? ` et ${EXTRAS[v.outdoorSpace] ?? ''}` : '';
  const candidates = [
    ...(open
      ? []
      : [
          `${capital(n.word)} de ${f(v.area)} m², ${count(v.rooms, 'chambre', 'chambres')}, ${facts.town ?? facts.address}`,
        ]),
    `${capital(n.word)} de ${f(v.area)} m² ${at}`,
    `${capital(n.word)} de ${f(v.area)} m²`,
  ];
  return translatedDraft({
    title:
      candidates.find((t) => t.length <= TITLE_MAX_CHARS) ?? cutToLimit(candidates[0] ?? n.word),
    audience: p.pick(AUDIENCE[v.targetAudience]),
    main,
    price,
    fees,
    details: detailLines(facts, p),
    notes: quotedFreeTexts(facts, {
      notes: `Notes sur le quartier, en espagnol${colon}`,
      others: `Autres équipements, en espagnol${colon}`,
      open: `«${NBSP}`,
      close: `${NBSP}»`,
    }),
    energy,
    closing: p.pick(CLOSINGS),
    short: `${capital(n.word)}${deal} ${at}${colon} ${f(v.area)} m², ${open ? 'coin nuit' : bedrooms}, ${count(v.bathrooms, 'salle de bains', 'salles de bains')}${outdoor}.`,
    social: `${capital(n.word)}${deal} ${at}${colon} ${f(v.area)} m²${open ? '' : `, ${bedrooms}`}${outdoor}.`,
    hashtags: [
      facts.town && hashtag(facts.town),
      hashtag(n.word),
      v.operation === 'alquiler' ? '#Location' : v.operation === 'venta' ? '#Vente' : undefined,
      '#Immobilier',
      '#Logement',
    ],
  });
}

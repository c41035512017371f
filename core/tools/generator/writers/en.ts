// The English offline writer: British English, written for buyers abroad, from the facts only.
import type { Audience, Extra, PropertyType } from '../fields';
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
import { TITLE_MAX_CHARS } from '../fields';

const f = (n: number) => formatIn('en', n);
const euros = (n: number) => eurosIn('en', n);

const NOUNS: Readonly<Record<PropertyType, string>> = {
  piso: 'flat',
  apartamento: 'apartment',
  'chalet-independiente': 'detached house',
  'chalet-adosado': 'terraced house',
  'chalet-pareado': 'semi-detached house',
  unifamiliar: 'house',
  duplex: 'duplex',
  atico: 'penthouse',
  estudio: 'studio',
  loft: 'loft',
};

const EXTRAS: Readonly<Partial<Record<Extra, string>>> = {
  terraza: 'a terrace',
  balcon: 'a balcony',
  jardin: 'a garden',
  piscina: 'a swimming pool',
  aire_acondicionado: 'air conditioning',
  calefaccion: 'heating',
  cocina_equipada: 'a fitted kitchen',
  armarios_empotrados: 'built-in wardrobes',
  domotica: 'home automation',
  eficiencia_energetica: 'energy-saving features',
  ascensor: 'a lift',
  acceso_pmr: 'step-free access for people with reduced mobility',
  seguridad: 'a security system',
  zonas_comunes: 'communal areas',
  garaje: 'a parking space in a garage',
  trastero: 'a storage room',
};

const DIRECTIONS: Readonly<Record<Orientation, string>> = {
  norte: 'north',
  noreste: 'north-east',
  este: 'east',
  sureste: 'south-east',
  sur: 'south',
  suroeste: 'south-west',
  oeste: 'west',
  noroeste: 'north-west',
};

const AUDIENCE: Readonly<Record<Audience, readonly string[]>> = {
  inversores: ['Worth a look if you are buying to let.', 'A home to consider for a buy-to-let.'],
  familias: [
    'A home with space for family life.',
    'Worth considering if you are looking for a family home.',
  ],
  parejas: ['A home sized for two.', 'A good fit for a couple setting up home.'],
  jovenes: [
    'A practical home for a busy working life.',
    'A first home that works for a busy routine.',
  ],
  jubilados: ['A comfortable home for everyday life.', 'Easy living for the years ahead.'],
  estudiantes: [
    'A practical choice for the academic year.',
    'Suited to students sharing or living alone.',
  ],
};

const CLOSINGS = [
  'Get in touch to arrange a viewing.',
  'Contact us for more information or to book a viewing.',
  'Call us and we will show you round.',
];

const joinEn = (items: readonly string[]) => joinWith(items, 'and');
const count = (n: number, one: string, many: string) => `${f(n)} ${n === 1 ? one : many}`;
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};
const floorText = (floor: number) =>
  floor === 0
    ? 'on the ground floor'
    : floor < 0
      ? 'on a basement level'
      : `on the ${ordinal(floor)} floor`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function energyLineEn(facts: ListingFacts): string | undefined {
  const { energyRating: rating, energyConsumption: use, energyEmissions: co2 } = facts.values;
  if (rating === undefined) return undefined;
  if (rating === 'en-tramite') return 'The energy performance certificate is in progress.';
  const extra = [
    use === undefined ? '' : `consumption ${f(use)} kWh/m² per year`,
    co2 === undefined ? '' : `emissions ${f(co2)} kg CO₂/m² per year`,
  ].filter(Boolean);
  return `Energy rating: ${rating}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}.`;
}

function detailLines(facts: ListingFacts, p: Picker): Line[] {
  const v = facts.values;
  const lines: Line[] = [];
  if (v.floor !== undefined) {
    const lift = v.hasLift === undefined ? '' : v.hasLift ? ', with a lift' : ', with no lift';
    lines.push(
      line(
        p.pick([
          `It is ${floorText(v.floor)}${lift}.`,
          `The home is ${floorText(v.floor)}${lift}.`,
        ]),
        KEEP.feature,
      ),
    );
  } else if (v.hasLift !== undefined) {
    lines.push(
      line(v.hasLift ? 'The building has a lift.' : 'The building has no lift.', KEEP.detail),
    );
  }
  const built = v.yearBuilt === undefined ? '' : ` The building dates from ${v.yearBuilt}.`;
  if (v.condition === 'a-estrenar')
    lines.push(line(`It is brand new and has never been lived in.${built}`, KEEP.feature));
  else if (v.condition === 'buen-estado')
    lines.push(line(`It is in good condition.${built}`, KEEP.feature));
  else if (v.condition === 'a-reformar')
    lines.push(line(`It needs renovating, so you can make it your own.${built}`, KEEP.feature));
  else if (built) lines.push(line(built.trim(), KEEP.detail));
  if (v.orientation) lines.push(line(`It faces ${DIRECTIONS[v.orientation]}.`, KEEP.detail));
  else if (v.extras.includes('orientacion_sur')) lines.push(line('It faces south.', KEEP.detail));
  if (v.outdoorSpace) {
    const name = EXTRAS[v.outdoorSpace] ?? '';
    const size = v.outdoorArea === undefined ? name : `${name} of ${f(v.outdoorArea)} m²`;
    lines.push(
      line(p.pick([`Outside, there is ${size}.`, `It comes with ${size}.`]), KEEP.feature),
    );
  }
  const pick = (group: readonly Extra[]) =>
    facts.extras.filter((e) => group.includes(e)).map((e) => EXTRAS[e] ?? '');
  const outside = pick(OUTSIDE);
  if (outside.length > 0) lines.push(line(`Outside, it has ${joinEn(outside)}.`, KEEP.feature));
  const comfort = facts.extras
    .filter((e) => EXTRAS[e] && ![...OUTSIDE, ...BUILDING, ...INCLUDED].includes(e))
    .map((e) => EXTRAS[e] ?? '');
  if (comfort.length > 0)
    lines.push(
      line(
        p.pick([
          `Inside, you will find ${joinEn(comfort)}.`,
          `It is fitted with ${joinEn(comfort)}.`,
        ]),
        KEEP.feature,
      ),
    );
  const building = pick(BUILDING);
  if (building.length > 0)
    lines.push(
      line(
        `${['chalet-independiente', 'chalet-adosado', 'chalet-pareado', 'unifamiliar'].includes(v.propertyType) ? 'The property also has' : 'The building has'} ${joinEn(building)}.`,
        KEEP.feature,
      ),
    );
  const included = [
    ...pick(INCLUDED),
    ...(v.parking ? ['a parking space'] : []),
    ...(v.storageRoom ? ['a storage room'] : []),
  ];
  if (included.length > 0)
    lines.push(
      line(
        `${capital(joinEn(included))} ${included.length === 1 ? 'is' : 'are'} included.`,
        KEEP.feature,
      ),
    );
  const excluded = [
    ...(v.parking === false ? ['a parking space'] : []),
    ...(v.storageRoom === false ? ['a storage room'] : []),
  ];
  if (excluded.length > 0)
    lines.push(line(`It does not come with ${excluded.join(' or ')}.`, KEEP.negative));
  if (v.extras.includes('amueblado')) lines.push(line('It comes furnished.', KEEP.feature));
  return lines;
}

function titleEn(facts: ListingFacts): string {
  const v = facts.values;
  const size = `${f(v.area)} m²`;
  const beds = v.rooms === 1 ? '1-bedroom' : `${v.rooms}-bedroom`;
  const noun = NOUNS[v.propertyType];
  const places = [facts.address, facts.town].filter((x): x is string => Boolean(x));
  const candidates = [
    ...(isOpenPlan(v)
      ? []
      : places.map((place) => `${capital(beds)} ${noun}, ${size}, in ${place}`)),
    ...places.map((place) => `${capital(noun)} of ${size} in ${place}`),
    `${capital(beds)} ${noun}, ${size}`,
  ];
  return candidates.find((t) => t.length <= TITLE_MAX_CHARS) ?? cutToLimit(candidates[0] ?? noun);
}

/** The English title, long, short and social texts; free texts go quoted in Spanish. */
export function writeEnglish(facts: ListingFacts, p: Picker): Draft {
  const v = facts.values;
  const noun = NOUNS[v.propertyType];
  const open = isOpenPlan(v);
  const bedrooms = open ? 'an open-plan sleeping area' : count(v.rooms, 'bedroom', 'bedrooms');
  const layout = `${bedrooms} and ${count(v.bathrooms, 'bathroom', 'bathrooms')}`;
  const address = facts.address.includes(',') ? `${facts.address},` : facts.address;
  const deal = v.operation === 'venta' ? ' for sale' : v.operation === 'alquiler' ? ' to rent' : '';
  const main = p.pick([
    `This ${noun}${deal} in ${address} measures ${f(v.area)} m² and has ${layout}.`,
    `Located in ${facts.address}, this ${f(v.area)} m² ${noun}${deal} has ${layout}.`,
    `In ${facts.address}, this ${f(v.area)} m² ${noun}${deal} offers ${layout}.`,
  ]);
  const price =
    v.price === undefined
      ? undefined
      : v.operation === 'alquiler'
        ? `Rent: ${euros(v.price)} a month.`
        : `Price: ${euros(v.price)}.`;
  const fees =
    v.communityFees === undefined
      ? undefined
      : `Community fees: ${euros(v.communityFees)} a month.`;
  const energy = energyLineEn(facts);
  const place = facts.town ?? facts.address;
  const outdoor = v.outdoorSpace ? ` and ${EXTRAS[v.outdoorSpace] ?? ''}` : '';
  const shortLayout = v.outdoorSpace
    ? `${bedrooms}, ${count(v.bathrooms, 'bathroom', 'bathrooms')}${outdoor}`
    : layout;
  return translatedDraft({
    title: titleEn(facts),
    audience: p.pick(AUDIENCE[v.targetAudience]),
    main,
    price,
    fees,
    details: detailLines(facts, p),
    notes: quotedFreeTexts(facts, {
      notes: 'Notes on the area, in Spanish:',
      others: 'Other features, in Spanish:',
      open: '“',
      close: '”',
    }),
    energy,
    closing: p.pick(CLOSINGS),
    short: `${capital(noun)}${deal}, ${f(v.area)} m², in ${place}: ${shortLayout}.`,
    social: `${capital(noun)}${deal} in ${place}: ${f(v.area)} m²${open ? '' : `, ${bedrooms}`}${outdoor}.`,
    hashtags: [
      facts.town && hashtag(facts.town),
      hashtag(`${noun}${deal}`),
      v.outdoorSpace && hashtag((EXTRAS[v.outdoorSpace] ?? '').replace(/^an? /, '')),
      '#RealEstate',
      '#Property',
    ],
  });
}

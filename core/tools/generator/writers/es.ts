// The Spanish offline writer: the suite's original description, plus the listing writer's facts.
import { ORIENTATION_LABELS } from '../listing-fields';
import { eurosIn, formatIn, type ListingFacts } from '../listing-facts';
import { audienceText } from '../audiences';
import { PROPERTY_TYPE_LABELS } from '../fields';
import { extrasSentences, factsOf, mainSentence } from '../offline';
import type { Picker } from '../seeded';
import { spanishPlace } from '../address';
import { afterColon, capitalise, countOf, joinList } from '../spanish';
import { listingTitle } from '../title';
import {
  hashtag,
  hashtagsOf,
  isOpenPlan,
  KEEP,
  line,
  summaryLines,
  type Draft,
  type Line,
} from './draft';

const f = (n: number) => formatIn('es', n);
const euros = (n: number) => eurosIn('es', n);

const OUTDOOR = { terraza: 'una terraza', balcon: 'un balcón', jardin: 'un jardín' } as const;

function floorText(floor: number): string {
  if (floor === 0) return 'en planta baja';
  if (floor < 0) return 'en planta sótano';
  return `en una ${floor}.ª planta`;
}

function buildingLines(facts: ListingFacts, p: Picker): Line[] {
  const v = facts.values;
  const lines: Line[] = [];
  if (v.floor !== undefined) {
    const lift = v.hasLift === undefined ? '' : v.hasLift ? ' con ascensor' : ' sin ascensor';
    lines.push(
      line(
        p.pick([`Está ${floorText(v.floor)}${lift}.`, `Se sitúa ${floorText(v.floor)}${lift}.`]),
        KEEP.feature,
      ),
    );
  } else if (v.hasLift !== undefined) {
    lines.push(
      line(
        v.hasLift ? 'El edificio tiene ascensor.' : 'El edificio no tiene ascensor.',
        KEEP.detail,
      ),
    );
  }
  const year = v.yearBuilt === undefined ? '' : `construido en ${v.yearBuilt}`;
  if (v.condition === 'a-estrenar') {
    lines.push(
      line(`Se entrega a estrenar${year ? ` en un edificio ${year}` : ''}.`, KEEP.feature),
    );
  } else if (v.condition === 'buen-estado') {
    lines.push(
      line(`Se conserva en buen estado${year ? `, en un edificio ${year}` : ''}.`, KEEP.feature),
    );
  } else if (v.condition === 'a-reformar') {
    lines.push(
      line(
        `Necesita reforma, así que puedes adaptarl${facts.values.propertyType === 'unifamiliar' ? 'a' : 'o'} a tu gusto${year ? `; el edificio fue construido en ${v.yearBuilt}` : ''}.`,
        KEEP.feature,
      ),
    );
  } else if (year) {
    lines.push(line(`El edificio fue construido en ${v.yearBuilt}.`, KEEP.detail));
  }
  if (v.orientation) {
    lines.push(
      line(`Tiene orientación ${ORIENTATION_LABELS[v.orientation].toLowerCase()}.`, KEEP.detail),
    );
  }
  return lines;
}

function includedLines(facts: ListingFacts): Line[] {
  const v = facts.values;
  const lines: Line[] = [];
  if (v.outdoorSpace) {
    const size = v.outdoorArea === undefined ? '' : ` de ${f(v.outdoorArea)} m²`;
    lines.push(line(`Dispone de ${OUTDOOR[v.outdoorSpace]}${size}.`, KEEP.feature));
  }
  const yes = [v.parking && 'plaza de garaje', v.storageRoom && 'trastero'].filter(
    Boolean,
  ) as string[];
  const no = [
    v.parking === false && 'plaza de garaje',
    v.storageRoom === false && 'trastero',
  ].filter(Boolean) as string[];
  if (yes.length > 0) lines.push(line(`Incluye ${joinList(yes)}.`, KEEP.feature));
  if (no.length > 0)
    lines.push(line(`No incluye ${joinList(no).replace(' y ', ' ni ')}.`, KEEP.negative));
  return lines;
}

function priceLines(facts: ListingFacts): Line[] {
  const v = facts.values;
  const lines: Line[] = [];
  if (v.price !== undefined) {
    lines.push(
      line(
        v.operation === 'alquiler'
          ? `Alquiler: ${euros(v.price)} al mes.`
          : `Precio: ${euros(v.price)}.`,
        KEEP.price,
      ),
    );
  }
  if (v.communityFees !== undefined) {
    lines.push(line(`Gastos de comunidad: ${euros(v.communityFees)} al mes.`, KEEP.detail));
  }
  return lines;
}

/** The energy sentence (RD 390/2021): the letter, and consumption and emissions when known. */
export function energyLine(facts: ListingFacts): string | undefined {
  const { energyRating: rating, energyConsumption: use, energyEmissions: co2 } = facts.values;
  if (rating === undefined) return undefined;
  if (rating === 'en-tramite') return 'Certificado energético en trámite.';
  const extra = [
    use === undefined ? '' : `consumo de ${f(use)} kWh/m² al año`,
    co2 === undefined ? '' : `emisiones de ${f(co2)} kg CO₂/m² al año`,
  ].filter(Boolean);
  return `Calificación energética: ${rating}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}.`;
}

/** The Spanish title, long, short and social texts from the facts. */
export function writeSpanish(facts: ListingFacts, p: Picker): Draft {
  const v = facts.values;
  const base = { ...factsOf(v), extras: facts.extras };
  const { opener, pitch, closing } = audienceText(v.targetAudience, base, p);
  const energy = energyLine(facts);
  const label = PROPERTY_TYPE_LABELS[v.propertyType];
  const noun = base.home.noun;
  const place = facts.town ?? spanishPlace(facts.address).prose;
  const opening =
    v.operation === 'alquiler'
      ? `Se alquila ${noun}`
      : v.operation === 'venta'
        ? `Se vende ${noun}`
        : capitalise(noun);
  const outdoor = v.outdoorSpace
    ? `${OUTDOOR[v.outdoorSpace].replace(/^un[a]? /, '')}${v.outdoorArea === undefined ? '' : ` de ${f(v.outdoorArea)} m²`}`
    : undefined;
  const layout = [
    isOpenPlan(v) ? 'zona de dormitorio integrada' : countOf(v.rooms, 'dormitorio', 'dormitorios'),
    countOf(v.bathrooms, 'baño', 'baños'),
    ...(outdoor ? [outdoor] : []),
  ];
  const summary = `${label} de ${f(v.area)} m² en ${place}: ${joinList(layout)}.`;
  const price =
    v.price === undefined
      ? undefined
      : v.operation === 'alquiler'
        ? `${euros(v.price)} al mes.`
        : `${euros(v.price)}.`;
  const tags = [
    facts.town && hashtag(facts.town),
    hashtag(v.operation ? `${noun} en ${v.operation}` : noun),
    v.outdoorSpace && hashtag(OUTDOOR[v.outdoorSpace].replace(/^un[a]? /, '')),
    hashtag('inmobiliaria'),
    hashtag('vivienda'),
  ];
  const priceSentence = price ? `Precio: ${price}` : undefined;
  return {
    title: listingTitle(v),
    paragraphs: [
      [
        line(opener, KEEP.audience),
        line(mainSentence(base, p), KEEP.essential),
        ...priceLines(facts),
      ],
      [
        ...buildingLines(facts, p),
        ...includedLines(facts),
        ...extrasSentences(base, facts.otherExtras, p).map((t) => line(t, KEEP.feature)),
      ],
      [
        ...(facts.notes ? [line(`Sobre el entorno: ${afterColon(facts.notes)}.`, KEEP.notes)] : []),
        ...(energy ? [line(energy, KEEP.energy)] : []),
      ],
      [line(pitch, KEEP.audience)],
      [line(closing, KEEP.closing)],
    ],
    short: summaryLines(summary, priceSentence, energy),
    social: summaryLines(
      `${opening} de ${f(v.area)} m² en ${place}${isOpenPlan(v) ? '' : `, con ${countOf(v.rooms, 'dormitorio', 'dormitorios')}`}.`,
      priceSentence,
      energy,
      true,
    ),
    hashtags: hashtagsOf(tags),
  };
}

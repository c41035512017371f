// The Spanish sentences of the suite's own writer (writers/es.ts): the home, its extras, agreement.
import { type GeneratorValues } from './schema';
import { EXTRA_LABELS, type Extra } from './fields';
import type { Facts } from './audiences';
import type { Picker } from './seeded';
import { spanishPlace } from './address';
import {
  afterColon,
  agree,
  asClause,
  capitalise,
  countOf,
  formatQuantity,
  joinList,
} from './spanish';
import { EXTRA_WORDS, isWordedExtra, PROPERTY_NOUNS, type ExtraGroup } from './vocabulary';

const article = (facts: Facts, definite = false) =>
  definite ? (facts.home.gender === 'f' ? 'la' : 'el') : facts.home.gender === 'f' ? 'una' : 'un';
const demonstrative = (facts: Facts) => (facts.home.gender === 'f' ? 'esta' : 'este');

function layout(facts: Facts): string {
  const baths = countOf(facts.bathrooms, 'baño', 'baños');
  if (facts.home.openPlan && facts.rooms === 1) return `zona de dormitorio integrada y ${baths}`;
  return `${countOf(facts.rooms, 'dormitorio', 'dormitorios')} y ${baths}`;
}

/** A place followed by more of the sentence: a comma closes an address that has commas. */
const place = (address: string) => {
  const prose = spanishPlace(address).prose;
  return prose.includes(',') ? `${prose},` : prose;
};

export function mainSentence(facts: Facts, p: Picker): string {
  const { noun, gender } = facts.home;
  const size = `${facts.area} m²`;
  return p.pick([
    `${capitalise(article(facts))} ${noun} de ${size} ${agree('situado', gender)} en ${place(facts.address)} con ${layout(facts)}.`,
    `En ${place(facts.address)} se encuentra ${demonstrative(facts)} ${noun} de ${size} con ${layout(facts)}.`,
    `${capitalise(article(facts))} ${noun} ${agree('ubicado', gender)} en ${spanishPlace(facts.address).prose}: ${size} con ${layout(facts)}.`,
  ]);
}

/** A verb in the singular or plural to agree with a list of subjects. */
const verb = (count: number, singular: string, plural: string) => (count === 1 ? singular : plural);

function groupSentence(group: ExtraGroup, items: string[], facts: Facts, p: Picker): string {
  const list = joinList(items);
  const n = items.length;
  switch (group) {
    case 'outdoor':
      return p.pick([
        `Para disfrutar del exterior, cuenta con ${list}.`,
        `En el exterior dispone de ${list}.`,
      ]);
    case 'comfort':
      return p.pick([`Su equipamiento incluye ${list}.`, `Para tu comodidad, incorpora ${list}.`]);
    case 'building':
      return facts.home.house
        ? `La vivienda dispone además de ${list}.`
        : p.pick([`La finca cuenta con ${list}.`, `El edificio dispone de ${list}.`]);
    case 'included':
      return p.pick([
        `${capitalise(verb(n, 'Se incluye', 'Se incluyen'))} ${list}.`,
        `${verb(n, 'Completa', 'Completan')} la oferta ${list}.`,
      ]);
  }
}

/** One sentence per group of extras, plus furniture, orientation and the free text of 'otros'. */
export function extrasSentences(
  facts: Facts,
  otherExtras: string | undefined,
  p: Picker,
): string[] {
  const groups = new Map<ExtraGroup, string[]>();
  for (const extra of facts.extras) {
    if (!isWordedExtra(extra)) continue;
    const words = EXTRA_WORDS[extra];
    groups.set(words.group, [...(groups.get(words.group) ?? []), p.pick(words.phrases)]);
  }
  const order: ExtraGroup[] = ['outdoor', 'comfort', 'building', 'included'];
  const sentences = order.flatMap((group) => {
    const items = groups.get(group);
    return items ? [groupSentence(group, items, facts, p)] : [];
  });
  if (facts.extras.includes('orientacion_sur')) {
    sentences.push(
      p.pick([
        'Su orientación sur le da luz natural durante buena parte del día.',
        'Gracias a su orientación sur, recibe luz natural a lo largo del día.',
      ]),
    );
  }
  if (facts.extras.includes('amueblado')) {
    const { noun, gender } = facts.home;
    sentences.push(
      p.pick([
        `Se entrega ${agree('amueblado', gender)}.`,
        `${capitalise(article(facts, true))} ${noun} se entrega ${agree('amueblado', gender)}.`,
      ]),
    );
  }
  const other = otherExtras ? asClause(otherExtras) : '';
  if (other) sentences.push(`Además: ${afterColon(other)}.`);
  return sentences;
}

/** The facts of a validated form, with the address and area as they will be written. */
export function factsOf(values: GeneratorValues): Facts {
  return {
    home: PROPERTY_NOUNS[values.propertyType],
    area: formatQuantity(values.area),
    areaM2: values.area,
    rooms: values.rooms,
    bathrooms: values.bathrooms,
    extras: values.extras,
    address: asClause(values.address),
  };
}

/** The words an extra is recognised by in a description (tests and the model check use them). */
export function extraMentions(extra: Extra): readonly string[] {
  if (extra === 'amueblado') return ['amueblad'];
  if (extra === 'orientacion_sur') return ['orientación sur'];
  if (extra === 'otros') return [];
  return [...EXTRA_WORDS[extra].phrases, EXTRA_LABELS[extra].toLowerCase()];
}

// The listing writer's answer: every language's title, long, short and social texts, checked.
import { scanCliches, type Cliche } from './cliches';
import {
  checkContext,
  checkText,
  statesEnergyRating,
  type CheckContext,
  type Rejected,
} from './fact-check';
import { TITLE_MAX_CHARS } from './fields';
import { listingFacts } from './listing-facts';
import {
  SHORT_MAX_CHARS,
  SOCIAL_HASHTAGS,
  SOCIAL_MAX_CHARS,
  type Language,
} from './listing-fields';
import { longLimit } from './portals';
import type { ListingValues } from './schema';
import { seededPicker } from './seeded';
import { cutToLimit } from './title';
import type { Draft, Line, Writer } from './writers/draft';
import { writeGerman } from './writers/de';
import { writeEnglish } from './writers/en';
import { writeSpanish } from './writers/es';
import { writeFrench } from './writers/fr';

export interface Variant {
  title: string;
  long: string;
  short: string;
  social: string;
}
export type VariantName = Exclude<keyof Variant, 'title'>;
export const VARIANT_NAMES: readonly VariantName[] = ['long', 'short', 'social'];

export interface ListingCliche extends Cliche {
  language: Language;
  variant: VariantName;
}

export interface MissingFact {
  field: 'energyRating';
  message: string;
}

/** Free texts the templates copy, quoted in Spanish, into the English, German and French texts. */
export type QuotedField = 'neighbourhoodNotes' | 'otherExtras';

export interface ListingAnswer {
  source: 'model' | 'offline';
  variants: Partial<Record<Language, Variant>>;
  cliches: ListingCliche[];
  missing: MissingFact[];
  /** Only when some were quoted untranslated (the templates; a model translates them). */
  quoted?: QuotedField[];
}

/** Every language's variants plus the spec's `title`/`description` (the Spanish long variant). */
export interface GeneratorResponse extends ListingAnswer {
  title: string;
  description: string;
  energyReminder: string;
  saved: boolean;
}

/** RD 390/2021 (BOE-A-2021-9176), art. 15.2: the energy label goes in every sale or rent advert. */
export const MISSING_ENERGY_RATING =
  'Falta la calificación energética: todo anuncio de venta o alquiler debe mostrarla (Real Decreto 390/2021, art. 15.2; BOE-A-2021-9176). Añádela o indica "en trámite".';

const WRITERS: Readonly<Record<Language, Writer>> = {
  es: writeSpanish,
  en: writeEnglish,
  de: writeGerman,
  fr: writeFrench,
};

const lengthOf = (paragraphs: Line[][], sentence = ' ', paragraph = '\n\n') =>
  paragraphs
    .filter((p) => p.length > 0)
    .map((p) => p.map((l) => l.text).join(sentence))
    .join(paragraph).length;

/** Drops the lightest sentences (the last of equal weight first) until the text fits. */
export function fitLines(paragraphs: Line[][], limit: number, paragraph = '\n\n'): string {
  const kept = paragraphs.map((p) => [...p]);
  while (lengthOf(kept, ' ', paragraph) > limit) {
    let lightest: { p: number; i: number; keep: number } | undefined;
    kept.forEach((p, pi) =>
      p.forEach((l, i) => {
        if (!lightest || l.keep <= lightest.keep) lightest = { p: pi, i, keep: l.keep };
      }),
    );
    if (!lightest || kept.flat().length === 1) break;
    kept[lightest.p]?.splice(lightest.i, 1);
  }
  const text = kept
    .filter((p) => p.length > 0)
    .map((p) => p.map((l) => l.text).join(' '))
    .join(paragraph);
  return text.length <= limit ? text : cutToLimit(text, limit);
}

/** Cut to fit beside 3 to 5 hashtags within 280 characters. */
function socialText(draft: Draft): string {
  let tags = draft.hashtags.slice(0, SOCIAL_HASHTAGS.max);
  while (tags.length > SOCIAL_HASHTAGS.min && tags.join(' ').length > SOCIAL_MAX_CHARS / 3) {
    tags = tags.slice(0, -1);
  }
  const room = SOCIAL_MAX_CHARS - tags.join(' ').length - 1;
  return `${fitLines([draft.social], room)} ${tags.join(' ')}`;
}

export function variantOf(draft: Draft, limit: number): Variant {
  return {
    title: draft.title.length <= TITLE_MAX_CHARS ? draft.title : cutToLimit(draft.title),
    long: fitLines(draft.paragraphs, limit),
    short: fitLines([draft.short], SHORT_MAX_CHARS),
    social: socialText(draft),
  };
}

/** Today, the energy rating (RD 390/2021). */
export function missingFacts(values: ListingValues): MissingFact[] {
  return values.energyRating === undefined
    ? [{ field: 'energyRating', message: MISSING_ENERGY_RATING }]
    : [];
}

export interface CheckedVariant {
  variant: Variant;
  rejected: Rejected[];
  energyMissing: boolean;
}

/** Removes the sentences the facts checker rejects. */
export function checkVariant(
  variant: Variant,
  language: Language,
  values: ListingValues,
  context: CheckContext = checkContext(values),
): CheckedVariant {
  const rejected: Rejected[] = [];
  const checked = { ...variant };
  for (const name of ['title', ...VARIANT_NAMES] as const) {
    const result = checkText(variant[name], language, context);
    rejected.push(...result.rejected);
    checked[name] = result.text;
  }
  const energyMissing = VARIANT_NAMES.some(
    (name) => !statesEnergyRating(checked[name], language, values),
  );
  return { variant: checked, rejected, energyMissing };
}

export function clichesOf(
  variants: Partial<Record<Language, Variant>>,
  values: ListingValues,
): ListingCliche[] {
  const orientationKnown =
    values.orientation !== undefined || values.extras.includes('orientacion_sur');
  return Object.entries(variants).flatMap(([language, variant]) =>
    VARIANT_NAMES.flatMap((name) =>
      scanCliches(variant[name], { orientationKnown, language: language as Language }).map(
        (cliche) => ({ ...cliche, language: language as Language, variant: name }),
      ),
    ),
  );
}

/** `rejected` stays empty unless a template errs. */
export function offlineVariant(
  values: ListingValues,
  language: Language,
  context: CheckContext = checkContext(values),
): CheckedVariant {
  const p = seededPicker(`${JSON.stringify(values)}:${language}`);
  const draft = WRITERS[language](listingFacts(values), p);
  const limit = longLimit(values.portal, values.maxLength);
  return checkVariant(variantOf(draft, limit), language, values, context);
}

/** Every requested language from our templates, each sentence checked against the inputs. */
export function writeOfflineListing(values: ListingValues): ListingAnswer {
  const context = checkContext(values);
  const variants: Partial<Record<Language, Variant>> = {};
  for (const language of values.languages) {
    variants[language] = offlineVariant(values, language, context).variant;
  }
  const facts = listingFacts(values);
  const quoted = values.languages.some((language) => language !== 'es')
    ? ([
        ...(facts.notes ? ['neighbourhoodNotes'] : []),
        ...(facts.otherExtras ? ['otherExtras'] : []),
      ] as QuotedField[])
    : [];
  return {
    source: 'offline',
    variants,
    cliches: clichesOf(variants, values),
    missing: missingFacts(values),
    ...(quoted.length > 0 ? { quoted } : {}),
  };
}

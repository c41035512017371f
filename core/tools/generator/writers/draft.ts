// What a language writer hands back: weighted sentences, so each text can be cut to its limit.
import type { Extra } from '../fields';
import type { ListingFacts } from '../listing-facts';
import type { ListingValues } from '../schema';
import type { Picker } from '../seeded';

/** The lightest go first when a text must be shorter. */
export interface Line {
  text: string;
  keep: number;
}

export interface Draft {
  title: string;
  paragraphs: Line[][];
  /** For cards and messages. */
  short: Line[];
  /** Before its hashtags. */
  social: Line[];
  /** 3 to 5, most useful first, with their '#'. */
  hashtags: string[];
}

export type Writer = (facts: ListingFacts, p: Picker) => Draft;

export const KEEP = {
  essential: 10,
  /** The energy rating is the last sentence a text loses (RD 390/2021). */
  energy: 11,
  price: 9,
  feature: 8,
  detail: 6,
  notes: 5,
  closing: 4,
  audience: 3,
  negative: 2,
} as const;

export const line = (text: string, keep: number): Line => ({ text, keep });

export function hashtag(text: string): string {
  const words = text.match(/[\p{L}\d]+/gu) ?? [];
  return `#${words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join('')}`;
}

/** With one bedroom: the bedroom is an area of the open space. */
export const isOpenPlan = (v: ListingValues) =>
  (v.propertyType === 'estudio' || v.propertyType === 'loft') && v.rooms === 1;

/** For the social post: 'Calificación energética: E.' */
export const withoutDetail = (sentence: string) => sentence.replace(/ \([^)]*\)/, '');

/** First sentence, price and energy rating (in a post, without its bracketed figures). */
export function summaryLines(
  first: string,
  price: string | undefined,
  energy: string | undefined,
  post = false,
): Line[] {
  return [
    line(first, KEEP.essential),
    ...(price ? [line(price, KEEP.price)] : []),
    ...(energy ? [line(post ? withoutDetail(energy) : energy, KEEP.energy)] : []),
  ];
}

/** At most five; those a language has no word for left out. */
export const hashtagsOf = (tags: readonly (string | false | undefined)[]): string[] =>
  tags.filter((tag): tag is string => Boolean(tag)).slice(0, 5);

export interface TranslatedSentences {
  title: string;
  audience: string;
  main: string;
  price?: string;
  fees?: string;
  details: Line[];
  /** The visitor's Spanish free texts, quoted as written (see quotedFreeTexts). */
  notes?: Line[];
  energy?: string;
  closing: string;
  short: string;
  social: string;
  hashtags: readonly (string | false | undefined)[];
}

/** Opening, details, energy rating, closing. */
export function translatedDraft(s: TranslatedSentences): Draft {
  return {
    title: s.title,
    paragraphs: [
      [
        line(s.audience, KEEP.audience),
        line(s.main, KEEP.essential),
        ...(s.price ? [line(s.price, KEEP.price)] : []),
        ...(s.fees ? [line(s.fees, KEEP.detail)] : []),
      ],
      s.details,
      [...(s.notes ?? []), ...(s.energy ? [line(s.energy, KEEP.energy)] : [])],
      [line(s.closing, KEEP.closing)],
    ],
    short: summaryLines(s.short, s.price, s.energy),
    social: summaryLines(s.social, s.price, s.energy, true),
    hashtags: hashtagsOf(s.hashtags),
  };
}

export interface QuotedLabels {
  notes: string;
  others: string;
  /** The language's quotation marks. */
  open: string;
  close: string;
}

/**
 * The neighbourhood notes and 'otros' in an English, German or French text: the templates cannot
 * translate free text, so it goes quoted, in Spanish, and says so ('Notes on the area, in Spanish').
 */
export function quotedFreeTexts(facts: ListingFacts, labels: QuotedLabels): Line[] {
  const quote = (label: string, text: string) => `${label} ${labels.open}${text}${labels.close}.`;
  return [
    ...(facts.otherExtras ? [line(quote(labels.others, facts.otherExtras), KEEP.notes)] : []),
    ...(facts.notes ? [line(quote(labels.notes, facts.notes), KEEP.notes)] : []),
  ];
}

/** Outside, in the building, and included in the price. */
export const OUTSIDE: readonly Extra[] = ['terraza', 'balcon', 'jardin', 'piscina'];
export const BUILDING: readonly Extra[] = ['ascensor', 'acceso_pmr', 'seguridad', 'zonas_comunes'];
export const INCLUDED: readonly Extra[] = ['garaje', 'trastero'];

/** @example joinWith(['Aufzug', 'Garten', 'Abstellraum'], 'und') // 'Aufzug, Garten und Abstellraum' */
export function joinWith(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

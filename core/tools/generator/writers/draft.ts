// What a language writer hands back: sentences with a weight, so each text can be cut to its limit.
import type { Extra } from '../fields';
import type { ListingFacts } from '../listing-facts';
import type { ListingValues } from '../schema';
import type { Picker } from '../seeded';

/** A sentence and how much it matters: the lightest go first when a text must be shorter. */
export interface Line {
  text: string;
  keep: number;
}

export interface Draft {
  title: string;
  /** The long text: paragraphs of weighted sentences. */
  paragraphs: Line[][];
  /** The short text's sentences (for cards and messages). */
  short: Line[];
  /** The social post's sentences, before its hashtags. */
  social: Line[];
  /** 3 to 5 hashtags, most useful first, with their '#'. */
  hashtags: string[];
}

export type Writer = (facts: ListingFacts, p: Picker) => Draft;

/** Weights shared by the writers. */
export const KEEP = {
  essential: 10,
  /** Above everything: the energy rating is the last sentence a text loses (RD 390/2021). */
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

/** A hashtag from words: each capitalised, joined, without punctuation. */
export function hashtag(text: string): string {
  const words = text.match(/[\p{L}\d]+/gu) ?? [];
  return `#${words.map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1)).join('')}`;
}

/** A studio or loft with one bedroom: the bedroom is an area of the open space, not a room. */
export const isOpenPlan = (v: ListingValues) =>
  (v.propertyType === 'estudio' || v.propertyType === 'loft') && v.rooms === 1;

/** A sentence without its bracketed detail, for the social post: 'Calificación energética: E.' */
export const withoutDetail = (sentence: string) => sentence.replace(/ \([^)]*\)/, '');

/**
 * A short text or a social post: its first sentence, the price and the energy rating (without its
 * bracketed figures in a post).
 */
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

/** At most five hashtags, the ones a language has no word for left out. */
export const hashtagsOf = (tags: readonly (string | false | undefined)[]): string[] =>
  tags.filter((tag): tag is string => Boolean(tag)).slice(0, 5);

/** The sentences a translated writer (English, German, French) supplies for one listing. */
export interface TranslatedSentences {
  title: string;
  audience: string;
  main: string;
  price?: string;
  fees?: string;
  details: Line[];
  energy?: string;
  closing: string;
  /** The short text's and the post's first sentences. */
  short: string;
  social: string;
  hashtags: readonly (string | false | undefined)[];
}

/** The translated writers' one layout: opening, details, energy rating, closing. */
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
      s.energy ? [line(s.energy, KEEP.energy)] : [],
      [line(s.closing, KEEP.closing)],
    ],
    short: summaryLines(s.short, s.price, s.energy),
    social: summaryLines(s.social, s.price, s.energy, true),
    hashtags: hashtagsOf(s.hashtags),
  };
}

/** The extras each writer groups: outside, in the building, and included in the price. */
export const OUTSIDE: readonly Extra[] = ['terraza', 'balcon', 'jardin', 'piscina'];
export const BUILDING: readonly Extra[] = ['ascensor', 'acceso_pmr', 'seguridad', 'zonas_comunes'];
export const INCLUDED: readonly Extra[] = ['garaje', 'trastero'];

/**
 * A list as a sentence says it, with the language's last joining word.
 * @example joinWith(['Aufzug', 'Garten', 'Abstellraum'], 'und') // 'Aufzug, Garten und Abstellraum'
 */
export function joinWith(items: readonly string[], and: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

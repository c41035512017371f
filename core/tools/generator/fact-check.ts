// The facts-only checker: every number, place and feature of a text must come from the inputs.
import { featureName, featuresIn, givenFeatures } from './features';
import { allowedNumbers, numbersIn } from './listing-facts';
import type { Language } from './listing-fields';
import type { ListingValues } from './schema';

export interface Rejected {
  sentence: string;
  /** Spanish: 'cifra 45', 'lugar o nombre Triana', 'característica piscina'. */
  reasons: string[];
}

export interface CheckContext {
  numbers: Set<number>;
  features: Set<string>;
  /** The only proper names a text may use. */
  words: Set<string>;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];

/** Every home is in Spain: the country (and, for quoted notes, its language) may be named. */
const COUNTRY = ['España', 'Spain', 'Spanien', 'Espagne', 'Spanish'];

export function checkContext(values: ListingValues): CheckContext {
  const free = [values.address, values.otherExtras ?? '', values.neighbourhoodNotes ?? ''];
  return {
    numbers: allowedNumbers(values),
    features: givenFeatures(values),
    words: new Set([...free, ...COUNTRY].flatMap(wordsOf)),
  };
}

/** 'im 3. Stock': the dot does not end the sentence. */
const ORDINAL_BEFORE = /(?:^|\s)(?:im|am|zum|vom|dem|der|den|ins|ab)\s\d+\.$/i;

/** Split after . ! ? … and at line breaks. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const block of text.split(/\n+/)) {
    let start = 0;
    for (const match of block.matchAll(/[.!?…]+\s+/g)) {
      const end = match.index + match[0].length;
      if (ORDINAL_BEFORE.test(block.slice(start, match.index + 1))) continue;
      sentences.push(block.slice(start, end));
      start = end;
    }
    sentences.push(block.slice(start));
  }
  return sentences.map((s) => s.trim()).filter((s) => s !== '');
}

/** Capitalised words the inputs lack (places, brands); left out for German, which capitalises nouns. */
function unknownNames(sentence: string, context: CheckContext): string[] {
  const names: string[] = [];
  const re = /(^|[^#\p{L}\d])(\p{Lu}[\p{L}\d'’-]*)/gu;
  let first = true;
  for (const match of sentence.matchAll(re)) {
    const word = match[2] ?? '';
    const before = sentence.slice(0, match.index + (match[1]?.length ?? 0)).trimEnd();
    // A first word, or one after a colon or bracket, may be capitalised anyway.
    const start = first && !/[\p{L}\d]/u.test(before);
    first = false;
    if (start || /[:(«"“.!?…]$/.test(before)) continue;
    if (word.length <= 1 || word === word.toUpperCase()) continue;
    if (!wordsOf(word).every((w) => context.words.has(w))) names.push(word);
  }
  return names;
}

export function sentenceProblems(
  sentence: string,
  language: Language,
  context: CheckContext,
): string[] {
  const reasons: string[] = [];
  for (const n of numbersIn(sentence.replace(/#[\p{L}\d_]+/gu, ''), language)) {
    if (!context.numbers.has(n)) reasons.push(`cifra ${n}`);
  }
  for (const feature of featuresIn(sentence, language)) {
    if (!context.features.has(feature)) reasons.push(`característica ${featureName(feature)}`);
  }
  if (language !== 'de') {
    for (const name of unknownNames(sentence, context)) reasons.push(`lugar o nombre ${name}`);
  }
  return reasons;
}

/** Keeps the sentences that state only given facts; paragraphs stay paragraphs. */
export function checkText(
  text: string,
  language: Language,
  context: CheckContext,
): { text: string; rejected: Rejected[] } {
  const rejected: Rejected[] = [];
  const paragraphs = text.split(/\n{2,}/).map((paragraph) =>
    sentencesOf(paragraph)
      .filter((sentence) => {
        const reasons = sentenceProblems(sentence, language, context);
        if (reasons.length > 0) rejected.push({ sentence, reasons });
        return reasons.length === 0;
      })
      .join(' '),
  );
  return { text: paragraphs.filter((p) => p !== '').join('\n\n'), rejected };
}

/** 'D', or that it is in progress. */
export function statesEnergyRating(text: string, language: Language, values: ListingValues) {
  const rating = values.energyRating;
  if (rating === undefined) return true;
  if (!featuresIn(text, language).includes('energy')) return false;
  return (
    rating === 'en-tramite' || new RegExp(`(?<![\\p{L}])${rating}(?![\\p{L}])`, 'u').test(text)
  );
}

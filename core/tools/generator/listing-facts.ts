// The facts of one listing, as every language writer and the checker read them.
import { NBSP } from '../../format';
import type { Extra } from './fields';
import type { Language } from './listing-fields';
import type { ListingValues } from './schema';
import { asClause, formatQuantity } from './spanish';

/** Extras a dedicated field states better: the field wins when given. */
const COVERED_BY: Partial<Record<Extra, (v: ListingValues) => boolean>> = {
  terraza: (v) => v.outdoorSpace === 'terraza',
  balcon: (v) => v.outdoorSpace === 'balcon',
  jardin: (v) => v.outdoorSpace === 'jardin',
  garaje: (v) => v.parking !== undefined,
  trastero: (v) => v.storageRoom !== undefined,
  ascensor: (v) => v.hasLift !== undefined,
  orientacion_sur: (v) => v.orientation !== undefined,
};

export interface ListingFacts {
  values: ListingValues;
  /** Its last part (usually the town) is the town when it has commas. */
  address: string;
  town: string | undefined;
  /** Ticked extras no field already tells, canonical order, without 'otros'. */
  extras: readonly Extra[];
  /** 'Otros' and the neighbourhood notes, as clauses (Spanish, as given). */
  otherExtras: string | undefined;
  notes: string | undefined;
}

/** @example listingFacts(values).town // 'Sevilla' for 'Calle Feria 12, Sevilla' */
export function listingFacts(values: ListingValues): ListingFacts {
  const address = asClause(values.address);
  const parts = address.split(',').map((part) => part.trim());
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return {
    values,
    address,
    town: last && /\p{L}/u.test(last) ? last : undefined,
    extras: values.extras.filter((extra) => extra !== 'otros' && !COVERED_BY[extra]?.(values)),
    otherExtras: values.otherExtras ? asClause(values.otherExtras) : undefined,
    notes: values.neighbourhoodNotes ? asClause(values.neighbourhoodNotes) : undefined,
  };
}

const LOCALES: Readonly<Record<Language, string>> = {
  es: 'es-ES',
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
};
const formatters = new Map<Language, Intl.NumberFormat>();

/** '12.500' (es, de), '12,500' (en), '12 500' (fr, narrow no-break space); at most two decimals. */
export function formatIn(language: Language, n: number): string {
  if (language === 'es') return formatQuantity(n);
  let cached = formatters.get(language);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALES[language], {
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(language, cached);
  }
  return cached.format(n);
}

/** @example eurosIn('en', 245000) // '€245,000' */
export function eurosIn(language: Language, n: number): string {
  return language === 'en' ? `€${formatIn('en', n)}` : `${formatIn(language, n)}${NBSP}€`;
}

/** The inputs' figures and any digits in the free texts. */
export function allowedNumbers(values: ListingValues): Set<number> {
  const figures = [
    values.area,
    values.rooms,
    values.bathrooms,
    values.price,
    values.floor === undefined ? undefined : Math.abs(values.floor),
    values.yearBuilt,
    values.outdoorArea,
    values.communityFees,
    values.energyConsumption,
    values.energyEmissions,
  ].filter((n): n is number => n !== undefined);
  const free = [values.address, values.otherExtras ?? '', values.neighbourhoodNotes ?? ''];
  for (const text of free) {
    for (const language of ['es', 'en'] as const) {
      for (const n of numbersIn(text, language)) figures.push(n);
    }
    for (const digits of text.match(/\d+/g) ?? []) figures.push(Number(digits));
  }
  return new Set(figures);
}

const NUMBER_PATTERNS: Readonly<Record<Language, RegExp>> = {
  es: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
  de: /\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
  en: /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g,
  fr: /\d{1,3}(?:[\u202f\u00a0 ]\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g,
};

/** @example numbersIn('245.000 € y 68,5 m²', 'es') // [245000, 68.5] */
export function numbersIn(text: string, language: Language): number[] {
  const decimal = language === 'en' ? '.' : ',';
  return (text.match(NUMBER_PATTERNS[language]) ?? []).map((token) => {
    const [whole = '', fraction] = token.split(decimal);
    const digits = whole.replace(/[^\d]/g, '');
    return Number(fraction === undefined ? digits : `${digits}.${fraction}`);
  });
}

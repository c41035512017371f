// The listing writer's Spanish and voice: articles before streets, lower case after a colon, the
// advertiser's voice only, and the free texts kept (quoted, in Spanish) in English, German, French.
import fc from 'fast-check';
import { AUDIENCES, PROPERTY_TYPES } from './fields';
import { LANGUAGES } from './listing-fields';
import { VARIANT_NAMES, writeOfflineListing } from './listing';
import { listingSchema } from './schema';

const listing = (input: Record<string, unknown>) =>
  listingSchema.parse({
    address: 'Calle de Sueca 12, Valencia',
    propertyType: 'piso',
    area: 72,
    rooms: 2,
    bathrooms: 1,
    extras: ['otros'],
    otherExtras: 'Chimenea de leña',
    neighbourhoodNotes: 'Cerca del mercado de Ruzafa',
    targetAudience: 'inversores',
    operation: 'venta',
    price: 198_000,
    energyRating: 'E',
    languages: [...LANGUAGES],
    ...input,
  });

const texts = (values: ReturnType<typeof listing>) =>
  Object.entries(writeOfflineListing(values).variants).flatMap(([language, variant]) =>
    (['title', ...VARIANT_NAMES] as const).map((name) => ({ language, text: variant[name] })),
  );

/** Sentences in the voice of the site that made the ad, not of the advertiser. */
const SITE_VOICE =
  /te ayudamos|calcula su rentabilidad|nuestr[ao]s? (herramienta|calculadora)|InmoCalc|simula|we help you|our calculator|wir helfen|unser Rechner|nous vous aidons|notre calculateur/i;

describe('the Spanish listing', () => {
  it("writes 'en la calle de Sueca, 12', never 'En Calle de Sueca 12'", () => {
    for (let seed = 0; seed < 12; seed++) {
      const values = listing({ area: 60 + seed });
      const long = writeOfflineListing(values).variants.es?.long ?? '';
      expect(long).toMatch(/[Ee]n la calle de Sueca, 12, Valencia/);
      expect(long).not.toMatch(/Calle de Sueca|Sueca 12/);
    }
  });

  it('goes on in lower case after a colon, whatever the visitor typed', () => {
    const long = writeOfflineListing(listing({})).variants.es?.long ?? '';
    expect(long).toContain('Sobre el entorno: cerca del mercado de Ruzafa.');
    expect(long).toContain('Además: chimenea de leña.');
    expect(long).not.toMatch(/: \p{Lu}\p{Ll}/u);
  });
});

describe('the voice of the ad', () => {
  it('never speaks as the site, for any audience, home or language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...AUDIENCES),
        fc.constantFrom(...PROPERTY_TYPES),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom<string[][]>([], ['amueblado'], ['amueblado', 'piscina']),
        (targetAudience, propertyType, rooms, extras) => {
          for (const { language, text } of texts(
            listing({ targetAudience, propertyType, rooms, extras, otherExtras: undefined }),
          )) {
            expect([language, text, SITE_VOICE.test(text)]).toEqual([language, text, false]);
          }
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('the English, German and French texts', () => {
  it('keep the neighbourhood notes and other extras, quoted in Spanish and said so', () => {
    const variants = writeOfflineListing(listing({})).variants;
    const expected = {
      en: ['Notes on the area, in Spanish: “Cerca del mercado de Ruzafa”.', '“Chimenea de leña”'],
      de: ['Hinweise zur Umgebung, auf Spanisch: „Cerca del mercado de Ruzafa“.', '„Chimenea'],
      fr: ['Notes sur le quartier, en espagnol\u00a0: «\u00a0Cerca del mercado de Ruzafa\u00a0».'],
    };
    for (const [language, parts] of Object.entries(expected)) {
      const long = variants[language as keyof typeof expected]?.long ?? '';
      for (const part of parts) expect([language, long.includes(part)]).toEqual([language, true]);
    }
  });

  it('tell the page which free texts went quoted, and only when a foreign text was asked', () => {
    expect(writeOfflineListing(listing({})).quoted).toEqual(['neighbourhoodNotes', 'otherExtras']);
    expect(writeOfflineListing(listing({ languages: ['es'] })).quoted).toBeUndefined();
    expect(
      writeOfflineListing(listing({ otherExtras: undefined, extras: [], languages: ['es', 'fr'] }))
        .quoted,
    ).toEqual(['neighbourhoodNotes']);
  });

  it('say nothing of notes that were not given', () => {
    const variants = writeOfflineListing(
      listing({ neighbourhoodNotes: undefined, otherExtras: undefined, extras: [] }),
    ).variants;
    expect(variants.en?.long).not.toMatch(/in Spanish/);
    expect(variants.de?.long).not.toMatch(/auf Spanisch/);
    expect(variants.fr?.long).not.toMatch(/en espagnol/);
  });
});

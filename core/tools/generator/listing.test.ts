// The offline listing writer: facts only in every text of every language, within every limit.
import fc from 'fast-check';
import { featuresIn, givenFeatures } from './features';
import { AUDIENCES, EXTRAS, PROPERTY_TYPES, TITLE_MAX_CHARS } from './fields';
import { allowedNumbers, numbersIn } from './listing-facts';
import {
  CONDITIONS,
  ENERGY_RATINGS,
  LANGUAGES,
  ORIENTATIONS,
  OUTDOOR_SPACES,
  SHORT_MAX_CHARS,
  SOCIAL_MAX_CHARS,
  type Language,
} from './listing-fields';
import {
  MISSING_ENERGY_RATING,
  offlineVariant,
  VARIANT_NAMES,
  writeOfflineListing,
} from './listing';
import { longLimit } from './portals';
import { listingSchema, type ListingValues } from './schema';

const ALL: Language[] = ['es', 'en', 'de', 'fr'];

const LISTINGS: ListingValues[] = [
  {
    address: 'Calle Feria 12, Sevilla',
    propertyType: 'piso',
    area: 85,
    rooms: 3,
    bathrooms: 2,
    extras: ['aire_acondicionado', 'armarios_empotrados'],
    targetAudience: 'familias',
    operation: 'venta',
    price: 245_000,
    floor: 3,
    hasLift: true,
    condition: 'buen-estado',
    yearBuilt: 1975,
    orientation: 'sur',
    energyRating: 'D',
    energyConsumption: 120.5,
    energyEmissions: 25,
    outdoorSpace: 'terraza',
    outdoorArea: 12,
    parking: false,
    storageRoom: true,
    communityFees: 60,
    neighbourhoodNotes: 'metro Puerta Osuna a 5 minutos',
  },
  {
    address: 'Avinguda Diagonal 401, Barcelona',
    propertyType: 'estudio',
    area: 38.5,
    rooms: 1,
    bathrooms: 1,
    extras: ['amueblado', 'calefaccion', 'ascensor'],
    targetAudience: 'estudiantes',
    operation: 'alquiler',
    price: 950,
    floor: 0,
    energyRating: 'en-tramite',
  },
  {
    address: 'Urbanización Los Pinos 7, Marbella',
    propertyType: 'chalet-independiente',
    area: 310,
    rooms: 5,
    bathrooms: 4,
    extras: ['piscina', 'garaje', 'domotica', 'seguridad', 'orientacion_sur', 'otros'],
    otherExtras: 'bodega',
    targetAudience: 'jubilados',
    operation: 'venta',
    price: 1_450_000,
    condition: 'a-estrenar',
    outdoorSpace: 'jardin',
    outdoorArea: 800,
    energyRating: 'A',
  },
  {
    address: 'Valencia',
    propertyType: 'unifamiliar',
    area: 140,
    rooms: 4,
    bathrooms: 2,
    extras: ['zonas_comunes', 'acceso_pmr', 'cocina_equipada', 'balcon', 'trastero'],
    targetAudience: 'inversores',
    condition: 'a-reformar',
    floor: -1,
    hasLift: false,
  },
].map((input) => listingSchema.parse({ ...input, languages: ALL }));

const answers = LISTINGS.map((values) => ({ values, answer: writeOfflineListing(values) }));

const eachText = (
  fn: (text: string, language: Language, values: ListingValues, name: string) => void,
) => {
  for (const { values, answer } of answers) {
    for (const language of ALL) {
      const variant = answer.variants[language];
      expect(variant).toBeDefined();
      if (!variant) continue;
      for (const name of ['title', ...VARIANT_NAMES] as const)
        fn(variant[name], language, values, name);
    }
  }
};

describe('writeOfflineListing', () => {
  it('writes every requested language, Spanish first, and says it came from templates', () => {
    for (const { answer } of answers) {
      expect(Object.keys(answer.variants)).toEqual(ALL);
      expect(answer.source).toBe('offline');
    }
    const spanishOnly = writeOfflineListing(
      listingSchema.parse({ ...LISTINGS[0], languages: undefined }),
    );
    expect(Object.keys(spanishOnly.variants)).toEqual(['es']);
  });

  it('states only numbers of the inputs, in every text of every language', () => {
    eachText((text, language, values) => {
      const allowed = allowedNumbers(values);
      for (const n of numbersIn(text.replace(/#\S+/g, ''), language))
        expect([text, n, allowed.has(n)]).toEqual([text, n, true]);
    });
  });

  it('states only given features, in every text of every language', () => {
    eachText((text, language, values) => {
      const given = givenFeatures(values);
      for (const feature of featuresIn(text, language))
        expect([text, feature, given.has(feature)]).toEqual([text, feature, true]);
    });
  });

  it('mentions every given number of the home in the Spanish long text', () => {
    for (const { values, answer } of answers) {
      const stated = new Set(numbersIn(answer.variants.es?.long ?? '', 'es'));
      for (const n of [
        values.area,
        values.rooms,
        values.bathrooms,
        values.price,
        values.outdoorArea,
      ]) {
        if (n !== undefined) expect([n, stated.has(n)]).toEqual([n, true]);
      }
    }
  });

  it('keeps every text within its limit, with 3 to 5 hashtags in the social post', () => {
    eachText((text, _language, values, name) => {
      const limit =
        {
          title: TITLE_MAX_CHARS,
          long: longLimit(values.portal, values.maxLength),
          short: SHORT_MAX_CHARS,
          social: SOCIAL_MAX_CHARS,
        }[name] ?? 0;
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(limit);
      if (name === 'social') {
        const tags = text.match(/#[\p{L}\d]+/gu) ?? [];
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(5);
      }
    });
  });

  it('cuts the long text to a custom length, keeping the energy rating', () => {
    const values = listingSchema.parse({
      ...LISTINGS[0],
      portal: 'custom',
      maxLength: 500,
      languages: ALL,
    });
    const answer = writeOfflineListing(values);
    for (const language of ALL) {
      const long = answer.variants[language]?.long ?? '';
      expect(long.length).toBeLessThanOrEqual(500);
      expect(long).toMatch(/\bD\b/);
    }
  });

  it('writes no Spanish in the English, German and French texts', () => {
    const spanish =
      / (con|de la|del|piso|el|los|las|y|para|dormitorios?|baños?|planta|vivienda|precio|calle) /i;
    eachText((text, language, values) => {
      if (language === 'es') return;
      // The visitor's free texts go quoted, in Spanish, and say so.
      const unquoted = text.replace(/[“„«][^”“»]*[”“»]/g, ' ');
      const withoutPlaces = ` ${unquoted.split(values.address).join(' ')} `.replace(
        /[.,:;()]/g,
        ' ',
      );
      expect([language, text, spanish.test(withoutPlaces)]).toEqual([language, text, false]);
    });
  });

  it('states the energy rating in the long, short and social texts when given', () => {
    for (const { values, answer } of answers) {
      if (values.energyRating === undefined) continue;
      for (const language of ALL) {
        for (const name of VARIANT_NAMES) {
          const text = answer.variants[language]?.[name] ?? '';
          if (values.energyRating === 'en-tramite')
            expect(text).toMatch(/trámite|progress|ausgestellt|en cours/);
          else expect(text).toMatch(new RegExp(`: ${values.energyRating}\\b`));
        }
      }
    }
  });

  it('keeps the energy rating when a long town crowds the short and social texts', () => {
    const crowded = listingSchema.parse({
      ...LISTINGS[0],
      address: 'Carrer de la Rambla 123, escalera B, Sant Cugat del Vallès i Valldoreix de Baix',
      propertyType: 'chalet-independiente',
      operation: 'alquiler',
      languages: ALL,
    });
    const answer = writeOfflineListing(crowded);
    for (const language of ALL) {
      for (const name of ['short', 'social'] as const) {
        expect(answer.variants[language]?.[name]).toMatch(/: D\b/);
      }
    }
  });

  it('flags a missing energy rating, and only then', () => {
    expect(answers.map(({ answer }) => answer.missing)).toEqual([
      [],
      [],
      [],
      [{ field: 'energyRating', message: MISSING_ENERGY_RATING }],
    ]);
    expect(MISSING_ENERGY_RATING).toContain('390/2021');
  });

  it('needs the checker to remove nothing from its own templates', () => {
    for (const values of LISTINGS) {
      for (const language of ALL) expect(offlineVariant(values, language).rejected).toEqual([]);
    }
  });

  it('writes no clichés of its own', () => {
    for (const { answer } of answers) expect(answer.cliches).toEqual([]);
  });

  it('holds for any form: facts only, limits, same text for the same input', () => {
    const arbitrary = fc
      .record({
        address: fc.constantFrom('Calle Mayor 3, Madrid', 'Plaza del Pilar 1, Zaragoza', 'Bilbao'),
        propertyType: fc.constantFrom(...PROPERTY_TYPES),
        area: fc.integer({ min: 20, max: 2000 }),
        rooms: fc.integer({ min: 1, max: 12 }),
        bathrooms: fc.integer({ min: 1, max: 8 }),
        extras: fc.subarray([...EXTRAS].filter((e) => e !== 'otros')),
        targetAudience: fc.constantFrom(...AUDIENCES),
        operation: fc.option(fc.constantFrom('venta', 'alquiler'), { nil: undefined }),
        price: fc.option(fc.integer({ min: 300, max: 5_000_000 }), { nil: undefined }),
        floor: fc.option(fc.integer({ min: -3, max: 40 }), { nil: undefined }),
        hasLift: fc.option(fc.boolean(), { nil: undefined }),
        condition: fc.option(fc.constantFrom(...CONDITIONS), { nil: undefined }),
        yearBuilt: fc.option(fc.integer({ min: 1800, max: 2026 }), { nil: undefined }),
        orientation: fc.option(fc.constantFrom(...ORIENTATIONS), { nil: undefined }),
        energyRating: fc.option(fc.constantFrom(...ENERGY_RATINGS), { nil: undefined }),
        outdoorSpace: fc.option(fc.constantFrom(...OUTDOOR_SPACES), { nil: undefined }),
        parking: fc.option(fc.boolean(), { nil: undefined }),
        storageRoom: fc.option(fc.boolean(), { nil: undefined }),
        communityFees: fc.option(fc.integer({ min: 0, max: 900 }), { nil: undefined }),
        languages: fc.subarray([...LANGUAGES]),
      })
      .map((input) => listingSchema.parse(input));
    fc.assert(
      fc.property(arbitrary, (values) => {
        const answer = writeOfflineListing(values);
        expect(writeOfflineListing(structuredClone(values))).toEqual(answer);
        const allowed = allowedNumbers(values);
        const given = givenFeatures(values);
        for (const [language, variant] of Object.entries(answer.variants) as [
          Language,
          NonNullable<(typeof answer.variants)['es']>,
        ][]) {
          expect(variant.long.length).toBeLessThanOrEqual(longLimit(values.portal));
          expect(variant.short.length).toBeLessThanOrEqual(SHORT_MAX_CHARS);
          expect(variant.social.length).toBeLessThanOrEqual(SOCIAL_MAX_CHARS);
          expect(variant.title.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
          for (const text of [variant.title, variant.long, variant.short, variant.social]) {
            for (const n of numbersIn(text.replace(/#\S+/g, ''), language))
              expect(allowed.has(n)).toBe(true);
            for (const feature of featuresIn(text, language)) expect(given.has(feature)).toBe(true);
          }
        }
        expect(answer.cliches).toEqual([]);
        for (const language of values.languages) {
          expect(offlineVariant(values, language).rejected).toEqual([]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

// The model path against a local OpenAI-compatible server: schema, checker, one retry, fallback.
import { featuresIn, givenFeatures } from '../../core/tools/generator/features';
import { allowedNumbers, numbersIn } from '../../core/tools/generator/listing-facts';
import { offlineVariant, VARIANT_NAMES } from '../../core/tools/generator/listing';
import type { Language } from '../../core/tools/generator/listing-fields';
import { listingSchema, type ListingValues } from '../../core/tools/generator/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import {
  MODEL_ATTEMPTS,
  ModelError,
  modelListing,
  type ModelProgress,
  type ModelSettings,
} from './model-description';

const values = (extra: object = {}): ListingValues =>
  listingSchema.parse({
    address: 'Calle Feria 12, Sevilla',
    propertyType: 'piso',
    area: 85,
    rooms: 3,
    bathrooms: 2,
    extras: ['terraza'],
    targetAudience: 'parejas',
    operation: 'venta',
    price: 245_000,
    energyRating: 'D',
    languages: ['en'],
    ...extra,
  });

/** A well-behaved model: it answers what our own templates write. */
const faithful = (v: ListingValues) => ({
  variants: v.languages.map((language) => ({ language, ...offlineVariant(v, language).variant })),
});

const SPANISH = {
  language: 'es',
  title: 'Piso de 85 m² en Sevilla',
  long: 'Piso de 85 m² con 3 dormitorios y 2 baños en Calle Feria 12, Sevilla, con terraza. Precio: 245.000 €. Calificación energética: D.',
  short: 'Piso de 85 m² en Sevilla con terraza. Precio: 245.000 €. Calificación energética: D.',
  social: 'Se vende piso de 85 m² en Sevilla. Calificación energética: D. #Sevilla #Piso #Terraza',
};
const ENGLISH = {
  language: 'en',
  title: 'Flat of 85 m² in Sevilla',
  long: 'Flat of 85 m² with 3 bedrooms, 2 bathrooms and a terrace in Calle Feria 12, Sevilla. Price: €245,000. Energy rating: D.',
  short: 'Flat of 85 m² in Sevilla with a terrace. Price: €245,000. Energy rating: D.',
  social: 'Flat for sale in Sevilla, 85 m². Energy rating: D. #Sevilla #Flat #Terrace',
};

let fake: FakeOpenAi;
let settings: ModelSettings;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  settings = {
    apiKey: 'test-key',
    baseURL: fake.baseURL,
    model: 'modelo-de-prueba',
    // The whole streamed answer must arrive in time: room for a busy machine, far below 'slow' (5 s).
    timeoutMs: 1200,
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  // The path logs every failed answer; the tests read the outcome instead.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fake.mode = 'json';
  fake.reply = { variants: [SPANISH, ENGLISH] };
  fake.replies.length = 0;
  fake.requests.length = 0;
});

describe('modelListing', () => {
  it('asks once, with the facts, the languages and the answer schema, and keeps a clean answer', async () => {
    const answer = await modelListing(values(), settings);
    expect(answer.source).toBe('model');
    expect(answer.variants.es?.long).toBe(SPANISH.long);
    expect(answer.variants.en?.social).toBe(ENGLISH.social);
    expect(answer.missing).toEqual([]);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.model).toBe('modelo-de-prueba');
    expect(request?.response_format?.type).toBe('json_schema');
    const prompt = request?.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('no inventes');
    expect(prompt).toContain('Calle Feria 12, Sevilla');
    expect(prompt).toContain('Calificación energética: D');
    expect(prompt).toContain('en (Inglés)');
  });

  it('streams the answer and reports its characters as they arrive, then the check', async () => {
    const progress: ModelProgress[] = [];
    fake.chunkChars = 25;
    const answer = await modelListing(values(), settings, (p) => progress.push(p));
    fake.chunkChars = 40;
    expect(answer.source).toBe('model');
    expect(fake.requests[0]?.stream).toBe(true);
    const writing = progress.filter((p) => p.stage === 'writing');
    const chars = writing.map((p) => (p.stage === 'writing' ? p.chars : 0));
    expect(chars.length).toBeGreaterThan(2);
    expect([...chars].sort((a, b) => a - b)).toEqual(chars);
    expect(chars.at(-1)).toBe(JSON.stringify(fake.reply).length);
    expect(progress.at(-1)).toEqual({ stage: 'checking', attempt: 1 });
    expect(progress.some((p) => p.stage === 'retrying')).toBe(false);
  });

  it('says when it asks a second time', async () => {
    fake.replies.push({ variants: [{ ...SPANISH, long: `${SPANISH.long} Junto al Parque Sur.` }] });
    const progress: ModelProgress[] = [];
    await modelListing(values(), settings, (p) => progress.push(p));
    const stages = progress.map((p) => `${p.stage}${p.attempt}`);
    expect(stages).toContain('checking1');
    expect(stages.indexOf('retrying2')).toBeGreaterThan(stages.indexOf('checking1'));
    expect(stages.at(-1)).toBe('checking2');
  });

  it('asks again with the findings when a text invents a fact, and keeps the second answer', async () => {
    fake.replies.push({
      variants: [
        { ...SPANISH, long: `${SPANISH.long} A 5 minutos de la playa de Triana.` },
        ENGLISH,
      ],
    });
    const answer = await modelListing(values(), settings);
    expect(answer.source).toBe('model');
    expect(answer.variants.es?.long).toBe(SPANISH.long);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.messages.map((m) => m.content).join('\n') ?? '';
    expect(retry).toContain('A 5 minutos de la playa de Triana.');
  });

  it('asks again when the energy rating or a language is missing', async () => {
    fake.replies.push({ variants: [{ ...SPANISH, short: 'Piso de 85 m² en Sevilla.' }] });
    const answer = await modelListing(values(), settings);
    expect(answer.source).toBe('model');
    const retry = fake.requests[1]?.messages.map((m) => m.content).join('\n') ?? '';
    expect(retry).toContain('falta la calificación energética');
    expect(retry).toContain('falta el idioma en');
  });

  it('falls back to the offline writer when the second answer invents facts too', async () => {
    fake.reply = { variants: [{ ...SPANISH, long: 'Piso reformado con vistas al mar.' }, ENGLISH] };
    const answer = await modelListing(values(), settings);
    expect(fake.requests).toHaveLength(MODEL_ATTEMPTS);
    expect(answer.source).toBe('offline');
    expect(answer.variants.es?.long).toBe(offlineVariant(values(), 'es').variant.long);
  });

  it('reports its clichés per language and variant', async () => {
    fake.reply = {
      variants: [{ ...SPANISH, short: `${SPANISH.short} ¡Oportunidad única!` }, ENGLISH],
    };
    const answer = await modelListing(values(), settings);
    expect(answer.cliches).toEqual([
      expect.objectContaining({ language: 'es', variant: 'short', rule: 'oportunidad-unica' }),
    ]);
  });

  it.each([
    ['an error', 'error'],
    ['a timeout', 'slow'],
    ['an empty answer', 'empty'],
    ['prose instead of JSON', 'text'],
  ] as const)('throws a ModelError on %s after one retry', async (_, mode) => {
    fake.mode = mode;
    const started = Date.now();
    await expect(modelListing(values(), settings)).rejects.toBeInstanceOf(ModelError);
    expect(fake.requests).toHaveLength(MODEL_ATTEMPTS);
    expect(Date.now() - started).toBeLessThan(4500);
  });

  it('keeps only facts of the inputs in every text of every language, for a set of listings', async () => {
    const listings = [
      values({
        languages: ['en', 'de', 'fr'],
        floor: 2,
        hasLift: true,
        outdoorSpace: 'terraza',
        outdoorArea: 9,
      }),
      values({
        propertyType: 'atico',
        operation: 'alquiler',
        price: 1_400,
        energyRating: 'en-tramite',
        languages: ['de'],
      }),
      values({
        propertyType: 'chalet-pareado',
        area: 180,
        rooms: 4,
        extras: ['piscina', 'garaje'],
        energyRating: undefined,
        languages: ['fr', 'en'],
      }),
    ];
    for (const v of listings) {
      fake.reply = faithful(v);
      const answer = await modelListing(v, settings);
      expect(answer.source).toBe('model');
      expect(answer.missing.map((m) => m.field)).toEqual(v.energyRating ? [] : ['energyRating']);
      const allowed = allowedNumbers(v);
      const given = givenFeatures(v);
      for (const [language, variant] of Object.entries(answer.variants)) {
        for (const name of ['title', ...VARIANT_NAMES] as const) {
          const text = variant[name];
          for (const n of numbersIn(text.replace(/#\S+/g, ''), language as Language))
            expect(allowed.has(n)).toBe(true);
          for (const f of featuresIn(text, language as Language)) expect(given.has(f)).toBe(true);
        }
      }
    }
  });
});

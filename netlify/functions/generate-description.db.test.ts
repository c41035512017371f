// POST /api/generate-description on the real test database: offline and model paths, every
// language's variants, 400, 502, 429.
import { sql } from 'drizzle-orm';
import handler, { GENERATOR_ERRORS, limiter } from './generate-description';
import { ENERGY_RATING_REMINDER } from '../../core/tools/generator/fields';
import type { GeneratorResponse } from '../../core/tools/generator/listing';
import { MISSING_ENERGY_RATING } from '../../core/tools/generator/listing';
import { LISTING_MESSAGES } from '../../core/tools/generator/listing-fields';
import { closeDb, getDb } from '../../server/db/client';
import { startFakeOpenAi, type FakeOpenAi } from '../../server/testing/fake-openai';
import { NDJSON_TYPE, STREAM_QUERY, type StreamLine } from '../../core/tools/generator/stream';

/** The streamed answer's lines, in order. */
const streamLines = async (res: Response) =>
  (await res.text())
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as StreamLine);

const valid = {
  address: 'Calle Betis 20, Sevilla',
  propertyType: 'atico',
  area: 70,
  rooms: 2,
  bathrooms: 1,
  extras: ['terraza', 'otros'],
  otherExtras: 'vistas al río',
  targetAudience: 'parejas',
};

let ip = 0;
const post = (body: unknown, clientIp = `10.0.0.${++ip}`, query = '') =>
  handler(
    new Request(`http://localhost/api/generate-description${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: JSON.stringify(body),
    }),
  );

const rows = () =>
  getDb().execute<{
    property_type: string;
    extras: string[];
    other_extras: string | null;
    generated_description: string;
  }>(
    sql`select property_type, extras, other_extras, generated_description from property_descriptions order by id`,
  );

const MODEL_VARS = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_TIMEOUT_MS'];

beforeEach(async () => {
  for (const name of MODEL_VARS) Reflect.deleteProperty(process.env, name);
  delete process.env.GENERATOR_RATE_LIMIT;
  limiter.reset();
  await getDb().execute(sql`truncate table property_descriptions restart identity`);
});

afterAll(async () => {
  for (const name of MODEL_VARS) Reflect.deleteProperty(process.env, name);
  await closeDb();
});

describe('POST /api/generate-description without a model key (offline generator)', () => {
  it('answers title, description and the energy-rating reminder, and stores the description', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    const body = (await res.json()) as GeneratorResponse;
    expect(body).toMatchObject({
      source: 'offline',
      saved: true,
      energyReminder: ENERGY_RATING_REMINDER,
      missing: [{ field: 'energyRating', message: MISSING_ENERGY_RATING }],
      cliches: [],
    });
    expect(Object.keys(body.variants)).toEqual(['es']);
    expect(body.title).toBe(body.variants.es?.title);
    expect(body.description).toBe(body.variants.es?.long);
    expect(body.title.length).toBeLessThanOrEqual(60);
    expect(body.description).toContain('vistas al río');
    expect(await rows()).toEqual([
      {
        property_type: 'atico',
        extras: ['terraza', 'otros'],
        other_extras: 'vistas al río',
        generated_description: body.description,
      },
    ]);
  });

  it('writes every language asked for, within the portal length, and stores the Spanish text', async () => {
    const res = await post({
      ...valid,
      operation: 'alquiler',
      price: 1200,
      energyRating: 'C',
      languages: ['de', 'en'],
      portal: 'custom',
      maxLength: 600,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as GeneratorResponse;
    expect(Object.keys(body.variants)).toEqual(['es', 'en', 'de']);
    expect(body.missing).toEqual([]);
    for (const variant of Object.values(body.variants)) {
      expect(variant.long.length).toBeLessThanOrEqual(600);
      expect(variant.short.length).toBeLessThanOrEqual(300);
      expect(variant.social.length).toBeLessThanOrEqual(280);
    }
    expect(body.variants.en?.long).toContain('€1,200');
    expect(await rows()).toEqual([
      expect.objectContaining({ generated_description: body.variants.es?.long }),
    ]);
  });

  it('answers 400 naming an unknown language or a bad new field, in Spanish', async () => {
    const res = await post({
      ...valid,
      languages: ['es', 'pt'],
      energyRating: 'Z',
      floor: 'tercero',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: {
        languages: LISTING_MESSAGES.languages,
        energyRating: LISTING_MESSAGES.energyRating,
        floor: LISTING_MESSAGES.floor,
      },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('answers the same text twice for the same input, one row per generation', async () => {
    const first = (await (await post(valid)).json()) as GeneratorResponse;
    const second = (await (await post(valid)).json()) as GeneratorResponse;
    expect(second.description).toBe(first.description);
    expect(await rows()).toHaveLength(2);
  });

  it('answers 400 with the spec messages and stores nothing', async () => {
    const res = await post({ ...valid, address: '', area: 0 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { address: 'Escribe la dirección', area: 'El área debe ser mayor que 0' },
    });
    expect(await rows()).toHaveLength(0);
  });

  it('limits each client and answers a Spanish 429 with Retry-After', async () => {
    process.env.GENERATOR_RATE_LIMIT = '2';
    expect((await post(valid, '9.9.9.9')).status).toBe(200);
    expect((await post(valid, '9.9.9.9')).status).toBe(200);
    const limited = await post(valid, '9.9.9.9');
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ error: GENERATOR_ERRORS.rateLimited(seconds) });
    expect((await post(valid, '8.8.8.8')).status).toBe(200);
    expect(await rows()).toHaveLength(3);
  });
});

describe('POST /api/generate-description with a model (local OpenAI-compatible server)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(() => {
    Object.assign(process.env, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'modelo-de-prueba',
      OPENAI_TIMEOUT_MS: '1200',
    });
    fake.mode = 'json';
    fake.requests.length = 0;
    fake.replies.length = 0;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  const modelText = {
    language: 'es',
    title: 'Ático de 70 m² en Calle Betis 20, Sevilla',
    long: 'Ático de 70 m² en Calle Betis 20, Sevilla, con 2 dormitorios, 1 baño y terraza. Además, vistas al río.',
    short: 'Ático de 70 m² con terraza en Calle Betis 20, Sevilla.',
    social: 'Ático de 70 m² con terraza en Sevilla. #Sevilla #Ático #Terraza',
  };

  it("sends a Spanish prompt with the facts and the audience, and stores the model's text", async () => {
    fake.reply = { variants: [modelText] };
    const res = await post(valid);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      source: 'model',
      title: modelText.title,
      description: modelText.long,
      variants: { es: { short: modelText.short, social: modelText.social } },
      missing: [{ field: 'energyRating', message: MISSING_ENERGY_RATING }],
    });
    const [request] = fake.requests;
    expect(request?.model).toBe('modelo-de-prueba');
    const prompt = request?.messages.map((m) => m.content).join('\n') ?? '';
    expect(prompt).toContain('no inventes');
    expect(prompt).toContain('Parejas');
    expect(prompt).toContain('Calle Betis 20, Sevilla');
    expect(prompt).toContain('vistas al río');
    expect(await rows()).toEqual([
      expect.objectContaining({ generated_description: modelText.long }),
    ]);
  });

  it('writes the offline text when the model invents facts twice', async () => {
    fake.reply = { variants: [{ ...modelText, long: 'Ático reformado a 5 minutos de la playa.' }] };
    const body = (await (await post(valid)).json()) as GeneratorResponse;
    expect(fake.requests).toHaveLength(2);
    expect(body.source).toBe('offline');
    expect(body.description).toContain('vistas al río');
  });

  it.each([
    ['an error', 'error'],
    ['a timeout', 'slow'],
    ['an empty answer', 'empty'],
    ['prose instead of JSON', 'text'],
  ] as const)('answers a clear Spanish 502 on %s and stores nothing', async (_, mode) => {
    fake.mode = mode;
    const started = Date.now();
    const res = await post(valid);
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: GENERATOR_ERRORS.model });
    expect(Date.now() - started).toBeLessThan(4500);
    expect(await rows()).toHaveLength(0);
  });

  it('streams progress while the model writes, then the same body as the plain answer', async () => {
    fake.reply = { variants: [modelText] };
    const plain = (await (await post(valid)).json()) as GeneratorResponse;
    const res = await post(valid, undefined, `?${STREAM_QUERY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(NDJSON_TYPE);
    const lines = await streamLines(res);
    const progress = lines.filter((l) => l.type === 'progress');
    expect(progress.filter((l) => l.stage === 'writing').length).toBeGreaterThan(1);
    expect(progress.at(-1)).toMatchObject({ stage: 'checking', attempt: 1 });
    expect(lines.at(-1)).toEqual({ type: 'result', result: plain });
    expect(fake.requests.every((r) => r.stream === true)).toBe(true);
    expect(await rows()).toHaveLength(2);
  });

  it('streams the 502 as its last line when the model fails', async () => {
    fake.mode = 'error';
    const lines = await streamLines(await post(valid, undefined, `?${STREAM_QUERY}`));
    expect(lines.at(-1)).toEqual({ type: 'error', status: 502, error: GENERATOR_ERRORS.model });
    expect(lines.filter((l) => l.type === 'progress')).toEqual([
      { type: 'progress', stage: 'retrying', attempt: 2 },
    ]);
    expect(await rows()).toHaveLength(0);
  });

  it('answers a 400 as plain JSON even when the stream is asked for', async () => {
    const res = await post({ ...valid, area: 0 }, undefined, `?${STREAM_QUERY}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { area: 'El área debe ser mayor que 0' } });
  });
});

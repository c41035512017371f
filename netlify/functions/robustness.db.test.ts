// Every endpoint under stress: fuzzed bodies never answer 500; a database that is down gives 503.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import contact, {
  addressLimiter as contactAddressLimiter,
  clientLimiter as contactClientLimiter,
} from './contact-inmobiliaria';
import generate, { limiter } from './generate-description';
import subscribe, {
  addressLimiter as subscribeAddressLimiter,
  clientLimiter as subscribeClientLimiter,
} from './newsletter-subscribe';
import { closeDb, getDb } from '../../server/db/client';

const post = (handler: (req: Request) => Promise<Response>, path: string, body: string) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }),
  );

const ENDPOINTS = [
  { name: 'newsletter', handler: subscribe, path: '/api/newsletter/subscribe' },
  { name: 'contact', handler: contact, path: '/api/contact-inmobiliaria' },
  { name: 'generator', handler: generate, path: '/api/generate-description' },
] as const;

beforeAll(() => {
  process.env.GENERATOR_RATE_LIMIT = '100000';
});

const resetLimiters = () => {
  for (const l of [limiter, contactAddressLimiter, contactClientLimiter]) l.reset();
  for (const l of [subscribeAddressLimiter, subscribeClientLimiter]) l.reset();
};

const clean = async () => {
  resetLimiters();
  await getDb().execute(
    sql`truncate table newsletter_subscribers, contact_requests, property_descriptions restart identity`,
  );
};

afterAll(async () => {
  delete process.env.GENERATOR_RATE_LIMIT;
  await closeDb();
});

describe('fuzzed bodies', () => {
  beforeEach(clean);
  const anyJson = fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
    fc
      .record(
        {
          email: fc.oneof(fc.emailAddress(), fc.string()),
          nombre: fc.string(),
          empresa: fc.string(),
          telefono: fc.string(),
          mensaje: fc.string(),
          address: fc.string(),
          propertyType: fc.constantFrom('piso', 'estudio', 'x'),
          area: fc.oneof(fc.integer(), fc.double()),
          rooms: fc.integer({ min: -2, max: 60 }),
          bathrooms: fc.integer({ min: -2, max: 60 }),
          extras: fc.array(fc.constantFrom('terraza', 'otros', 'nada')),
          otherExtras: fc.string(),
          targetAudience: fc.constantFrom('familias', 'nadie'),
        },
        { requiredKeys: [] },
      )
      .map((v) => JSON.stringify(v)),
  );

  it.each(ENDPOINTS)(
    'no input makes $name answer 500',
    async ({ handler, path }) => {
      await fc.assert(
        fc.asyncProperty(anyJson, async (body) => {
          const res = await post(handler, path, body);
          expect(res.status).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    },
    120_000,
  );
});

describe('database down', () => {
  const realUrl = process.env.DATABASE_URL;
  beforeAll(async () => {
    resetLimiters();
    await closeDb();
    process.env.DATABASE_URL = 'postgres://nobody:nothing@127.0.0.1:1/none';
  });
  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = realUrl;
  });

  it.each([
    ['newsletter', subscribe, '/api/newsletter/subscribe', { email: 'a@b.es' }],
    [
      'contact',
      contact,
      '/api/contact-inmobiliaria',
      {
        nombre: 'Lu',
        empresa: 'Gi',
        telefono: '600123456',
        email: 'a@b.es',
        mensaje: 'Hola, buenas tardes',
      },
    ],
  ] as const)('%s answers a clear Spanish 503', async (_, handler, path, body) => {
    const res = await post(handler, path, JSON.stringify(body));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(((await res.json()) as { error: string }).error).toMatch(/No se ha guardado nada/);
  });

  it('the generator still answers the text, marked as not saved', async () => {
    const res = await post(
      generate,
      '/api/generate-description',
      JSON.stringify({
        address: 'Sevilla',
        propertyType: 'piso',
        area: 60,
        rooms: 2,
        bathrooms: 1,
        targetAudience: 'familias',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ saved: false });
  });
});

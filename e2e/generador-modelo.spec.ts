// The listing writer's model path in a browser: `npm start` on its own port with a
// model key and a local OpenAI-compatible server (server/testing/fake-openai.ts) that streams its
// answer slowly. The page shows the streamed progress; the first answer invents a fact, the
// checker refuses it, the model is asked again, and the page says "Redactado por el modelo"
// with a text that keeps only the inputs' facts.
import { expect, test } from '@playwright/test';
import { offlineVariant } from '../core/tools/generator/listing';
import { LANGUAGES } from '../core/tools/generator/listing-fields';
import { listingSchema } from '../core/tools/generator/schema';
import { startFakeOpenAi, type FakeOpenAi } from '../server/testing/fake-openai';
import type { Suite } from '../scripts/lib/suite-process.mjs';
import { dismissCookies, fillGenerator, freePort, hydrated } from './helpers';
import { formSubmit, toasts } from './locators';

// A dynamic import: the helper is an ES module that uses import.meta.
const suiteProcess = () => import('../scripts/lib/suite-process.mjs');

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
// The test starts its own server (database, bundling, compression: 10-30 s on 2 busy cores).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** What the form below sends (e2e/helpers.ts fillGenerator, plus the fields this test sets). */
const VALUES = listingSchema.parse({
  address: 'Calle Betis 20, Sevilla',
  propertyType: 'atico',
  targetAudience: 'parejas',
  area: 70,
  rooms: 2,
  bathrooms: 1,
  extras: ['terraza'],
  operation: 'venta',
  price: 289_000,
  energyRating: 'E',
  languages: ['es', 'en'],
  portal: 'idealista',
});

/** A well-behaved model: it answers what our own templates write for these inputs. */
const faithful = () => ({
  variants: LANGUAGES.filter((l) => VALUES.languages.includes(l)).map((language) => ({
    language,
    ...offlineVariant(VALUES, language).variant,
  })),
});

const INVENTED = 'A 5 minutos de la playa.';

let fake: FakeOpenAi;
let suite: Suite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  fake = await startFakeOpenAi();
  const { startSuite } = await suiteProcess();
  suite = await startSuite({
    port: await freePort(),
    // Database, bundling and compression on a shared, busy machine.
    timeoutMs: 240_000,
    env: {
      OPENAI_API_KEY: 'clave-e2e',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'modelo-e2e',
      OPENAI_TIMEOUT_MS: '30000',
    },
  });
});

test.afterAll(async () => {
  await suite?.stop('SIGTERM');
  await fake?.close();
});

test('the model writes, streamed on screen; an invented fact is refused and asked again', async ({
  page,
}) => {
  const clean = faithful();
  const invented = {
    variants: clean.variants.map((v) =>
      v.language === 'es' ? { ...v, long: `${v.long} ${INVENTED}` } : v,
    ),
  };
  fake.replies.push(invented, clean);
  // Small pieces, slowly: the progress stays on screen long enough to be read.
  fake.chunkChars = 40;
  fake.chunkDelayMs = 40;

  await dismissCookies(page);
  await page.goto(`${suite.base}/generador`);
  await hydrated(page);
  await fillGenerator(page);
  await page.getByLabel('Operación', { exact: true }).selectOption('venta');
  await page.getByLabel('Precio').fill('289.000');
  await page.getByLabel('Calificación energética').selectOption('E');
  await page.getByLabel('Inglés').check();
  await page.getByLabel('Portal').selectOption('idealista');

  await formSubmit(page, 'generator').click();
  const progress = page.locator('.generator-submit').getByRole('status');
  await expect(progress).toHaveText(/El modelo está redactando: [\d.]+ caracteres recibidos…/);
  // The refused first answer: the second attempt says so for as long as it writes.
  await expect(progress).toHaveText(
    /Segundo intento \(el primero no ha servido\): [\d.]+ caracteres recibidos…/,
  );

  await expect(page.getByRole('heading', { name: 'Tu descripción' })).toBeFocused();
  await expect(page.getByText('Redactado por el modelo')).toBeVisible();
  const long = page.getByLabel('Descripción', { exact: true });
  // The address with its article and comma, as Spanish listings write it.
  await expect(long).toHaveValue(/la calle Betis, 20, Sevilla/);
  await expect(long).not.toHaveValue(/playa/);
  // No success toast: the result is the confirmation.
  await expect(toasts(page)).toBeEmpty();

  expect(fake.requests).toHaveLength(2);
  expect(fake.requests.every((r) => r.stream === true)).toBe(true);
  const retry = fake.requests[1]?.messages.map((m) => m.content).join('\n') ?? '';
  expect(retry).toContain(INVENTED);
});

// GET/POST /api/newsletter/unsubscribe on the real test database: signed links unsubscribe.
import { sql } from 'drizzle-orm';
import handler, { UNSUBSCRIBE_TEXT } from './newsletter-unsubscribe';
import { closeDb, getDb } from '../../server/db/client';
import { confirmSubscription, requestSubscription } from '../../server/newsletter';
import { unsubscribeToken, unsubscribeUrl } from '../../server/newsletter-token';

const call = (url: string, init: RequestInit = {}) => handler(new Request(url, init));
const active = async () =>
  (
    await getDb().execute<{ email: string; status: string }>(
      sql`select email, status from newsletter_subscribers order by id`,
    )
  ).map((r) => [r.email, r.status === 'confirmed']);

const CONSENT = { version: 'test', page: '/' };
/** A confirmed subscriber, as the double opt-in leaves one. */
async function subscribe(email: string) {
  await requestSubscription(getDb(), email, CONSENT);
  await confirmSubscription(getDb(), email);
}

beforeAll(() => {
  process.env.NEWSLETTER_SECRET = 'db-test-secret-db-test-secret-db-test';
});

beforeEach(async () => {
  await getDb().execute(sql`truncate table newsletter_subscribers restart identity`);
  await subscribe('ana@ejemplo.es');
  await subscribe('eva@ejemplo.es');
});

afterAll(async () => {
  delete process.env.NEWSLETTER_SECRET;
  await closeDb();
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('turns off only that subscriber and answers a Spanish confirmation page', async () => {
    const res = await call(unsubscribeUrl('Ana@Ejemplo.es', 'http://localhost'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(UNSUBSCRIBE_TEXT.doneTitle);
    expect(await active()).toEqual([
      ['ana@ejemplo.es', false],
      ['eva@ejemplo.es', true],
    ]);
    // Following the link again is harmless.
    expect((await call(unsubscribeUrl('ana@ejemplo.es', 'http://localhost'))).status).toBe(200);
  });

  it('answers a clear 400 page for a wrong or missing token and changes nothing', async () => {
    const wrong = await call(
      `http://localhost/api/newsletter/unsubscribe?email=ana@ejemplo.es&token=${unsubscribeToken('eva@ejemplo.es')}`,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(UNSUBSCRIBE_TEXT.invalidTitle);
    expect((await call('http://localhost/api/newsletter/unsubscribe')).status).toBe(400);
    expect(await active()).toEqual([
      ['ana@ejemplo.es', true],
      ['eva@ejemplo.es', true],
    ]);
  });

  it('changes nothing on HEAD (link checkers)', async () => {
    const res = await call(unsubscribeUrl('ana@ejemplo.es', 'http://localhost'), {
      method: 'HEAD',
    });
    expect(res.status).toBe(200);
    expect((await active())[0]).toEqual(['ana@ejemplo.es', true]);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('accepts the link (one-click) and answers JSON', async () => {
    const res = await call(unsubscribeUrl('eva@ejemplo.es', 'http://localhost'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'unsubscribed' });
    expect((await active())[1]).toEqual(['eva@ejemplo.es', false]);
  });

  it('accepts a JSON body and refuses a bad token with JSON 400', async () => {
    const body = (token: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@ejemplo.es', token }),
    });
    const url = 'http://localhost/api/newsletter/unsubscribe';
    expect((await call(url, body('nope'))).status).toBe(400);
    expect((await call(url, body(unsubscribeToken('ana@ejemplo.es')))).status).toBe(200);
    expect((await active())[0]).toEqual(['ana@ejemplo.es', false]);
  });

  it('lets an unsubscribed address sign up again, pending its new confirmation', async () => {
    await call(unsubscribeUrl('ana@ejemplo.es', 'http://localhost'));
    // Within the hour of the last confirmation e-mail, no new one is sent.
    expect((await requestSubscription(getDb(), 'ana@ejemplo.es', CONSENT)).sendConfirmation).toBe(
      false,
    );
    const [row] = await getDb().execute<{ status: string }>(
      sql`select status from newsletter_subscribers where email = 'ana@ejemplo.es'`,
    );
    expect(row?.status).toBe('pending');
  });

  it('answers 405 to other methods', async () => {
    const res = await call('http://localhost/api/newsletter/unsubscribe', { method: 'PUT' });
    expect(res.status).toBe(405);
  });
});

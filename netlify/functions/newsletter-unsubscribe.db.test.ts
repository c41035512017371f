// GET/POST /api/newsletter/unsubscribe on the real test database: signed links turn isActive off.
import { sql } from 'drizzle-orm';
import handler, { UNSUBSCRIBE_TEXT } from './newsletter-unsubscribe';
import { closeDb, getDb } from '../../server/db/client';
import { subscribe } from '../../server/newsletter';
import { unsubscribeToken, unsubscribeUrl } from '../../server/newsletter-token';

const call = (url: string, init: RequestInit = {}) => handler(new Request(url, init));
const active = async () =>
  (
    await getDb().execute<{ email: string; is_active: boolean }>(
      sql`select email, is_active from newsletter_subscribers order by id`,
    )
  ).map((r) => [r.email, r.is_active]);

beforeAll(() => {
  process.env.NEWSLETTER_SECRET = 'db-test-secret-db-test-secret-db-test';
});

beforeEach(async () => {
  await getDb().execute(sql`truncate table newsletter_subscribers restart identity`);
  await subscribe(getDb(), 'ana@ejemplo.es');
  await subscribe(getDb(), 'eva@ejemplo.es');
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

  it('lets an unsubscribed address subscribe again', async () => {
    await call(unsubscribeUrl('ana@ejemplo.es', 'http://localhost'));
    expect(await subscribe(getDb(), 'ana@ejemplo.es')).toBe('reactivated');
  });

  it('answers 405 to other methods', async () => {
    const res = await call('http://localhost/api/newsletter/unsubscribe', { method: 'PUT' });
    expect(res.status).toBe(405);
  });
});

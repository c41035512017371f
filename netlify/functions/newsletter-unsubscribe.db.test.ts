// GET/POST /api/newsletter/unsubscribe on the real test database: GET shows a button and changes
// nothing; its POST and the one-click POST withdraw the subscription the token names.
import { sql } from 'drizzle-orm';
import handler, { UNSUBSCRIBE_TEXT } from './newsletter-unsubscribe';
import { closeDb, getDb } from '../../server/db/client';
import {
  confirmSubscription,
  consentFor,
  requestSubscription,
  type SignUp,
} from '../../server/newsletter';
import { unsubscribeHeaders } from '../../server/newsletter-mail';
import { linkToken, unsubscribeUrl } from '../../server/newsletter-token';

const call = (url: string, init: RequestInit = {}) => handler(new Request(url, init));
const press = (url: string) => call(url, { method: 'POST', headers: { accept: 'text/html' } });
const active = async () =>
  (
    await getDb().execute<{ email: string; status: string }>(
      sql`select email, status from newsletter_subscribers order by id`,
    )
  ).map((r) => [r.email, r.status === 'confirmed']);

const CONSENT = consentFor({ version: 'test', text: 'Acepto.' }, '/');
/** A confirmed subscriber, as the double opt-in leaves one. */
async function subscribe(email: string): Promise<SignUp> {
  const request = await requestSubscription(getDb(), email, CONSENT);
  if (!request) throw new Error('no sign-up');
  await confirmSubscription(getDb(), request.signUp);
  return request.signUp;
}
const linkFor = (signUp: SignUp) => unsubscribeUrl(signUp, 'http://localhost');

let ana: SignUp;
let eva: SignUp;

beforeAll(() => {
  process.env.NEWSLETTER_SECRET = 'db-test-secret-db-test-secret-db-test';
});

beforeEach(async () => {
  await getDb().execute(
    sql`truncate table newsletter_subscribers, newsletter_consent_events,
        newsletter_confirmation_claims restart identity`,
  );
  ana = await subscribe('ana@ejemplo.es');
  eva = await subscribe('eva@ejemplo.es');
});

afterAll(async () => {
  delete process.env.NEWSLETTER_SECRET;
  await closeDb();
});

describe('GET /api/newsletter/unsubscribe', () => {
  it('shows a Spanish page whose button POSTs, and changes nothing', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await call(linkFor(ana), { method });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    const html = await (await call(linkFor(ana))).text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(UNSUBSCRIBE_TEXT.ask('ana@ejemplo.es'));
    expect(html).toContain(`<button type="submit">${UNSUBSCRIBE_TEXT.button}</button>`);
    expect(html).toContain('method="post"');
    expect(await active()).toEqual([
      ['ana@ejemplo.es', true],
      ['eva@ejemplo.es', true],
    ]);
  });

  it('answers a clear 400 page for a wrong or missing token', async () => {
    const confirmToken = linkToken('confirm', ana);
    for (const url of [
      `http://localhost/api/newsletter/unsubscribe?token=${confirmToken}`,
      'http://localhost/api/newsletter/unsubscribe',
    ]) {
      const res = await call(url);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(UNSUBSCRIBE_TEXT.invalidTitle);
    }
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it("the page's button withdraws only that subscriber and answers a page", async () => {
    const res = await press(linkFor(ana));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(UNSUBSCRIBE_TEXT.doneTitle);
    expect(await active()).toEqual([
      ['ana@ejemplo.es', false],
      ['eva@ejemplo.es', true],
    ]);
    // Pressing again, or opening the link afterwards, is harmless.
    expect((await press(linkFor(ana))).status).toBe(200);
    expect(await (await call(linkFor(ana))).text()).toContain(UNSUBSCRIBE_TEXT.doneTitle);
  });

  it('accepts the List-Unsubscribe one-click POST (RFC 8058) and answers JSON', async () => {
    const header = unsubscribeHeaders(eva, 'http://localhost');
    expect(header['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const res = await call(header['List-Unsubscribe']?.slice(1, -1) ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'unsubscribed' });
    expect((await active())[1]).toEqual(['eva@ejemplo.es', false]);
  });

  it("refuses an earlier subscription's link once the address signed up again", async () => {
    await press(linkFor(ana));
    const again = await requestSubscription(getDb(), 'ana@ejemplo.es', CONSENT);
    if (!again) throw new Error('no new sign-up');
    await confirmSubscription(getDb(), again.signUp);
    const old = await call(linkFor(ana), { method: 'POST', body: 'List-Unsubscribe=One-Click' });
    expect(old.status).toBe(400);
    expect(await old.json()).toEqual({ error: UNSUBSCRIBE_TEXT.invalid });
    expect((await active())[0]).toEqual(['ana@ejemplo.es', true]);
    expect((await press(linkFor(again.signUp))).status).toBe(200);
    expect((await active())[0]).toEqual(['ana@ejemplo.es', false]);
  });

  it('answers 405 to other methods', async () => {
    const res = await call(linkFor(ana), { method: 'PUT' });
    expect(res.status).toBe(405);
  });
});

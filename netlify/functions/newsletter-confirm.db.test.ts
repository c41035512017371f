// Double opt-in end to end on the real test database: subscribe -> the e-mail's link -> confirm ->
// subscribed -> one-click unsubscribe; expired and forged links subscribe nobody.
import { sql } from 'drizzle-orm';
import confirm, { CONFIRM_TEXT } from './newsletter-confirm';
import subscribe, { addressLimiter, clientLimiter } from './newsletter-subscribe';
import unsubscribe from './newsletter-unsubscribe';
import { NEWSLETTER_CONFIRM_API } from '../../core/api';
import { closeDb, getDb } from '../../server/db/client';
import { subscriptionStatus } from '../../server/newsletter';
import { confirmUrl } from '../../server/newsletter-token';
import { clearOutbox, linkIn, outboxFor } from '../../server/testing/outbox';

const subscribeAs = (email: string) =>
  subscribe(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );

/** The confirmation link of the last e-mail to the address. */
const confirmLink = (email: string) => {
  const mail = outboxFor(email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return linkIn(mail, NEWSLETTER_CONFIRM_API);
};

const status = (email: string) => subscriptionStatus(getDb(), email);

beforeAll(() => {
  process.env.NEWSLETTER_SECRET = 'db-test-secret-db-test-secret-db-test';
  process.env.SITE_URL = 'http://localhost';
});

beforeEach(async () => {
  clientLimiter.reset();
  addressLimiter.reset();
  clearOutbox();
  await getDb().execute(sql`truncate table newsletter_subscribers restart identity`);
});

afterAll(async () => {
  for (const name of ['NEWSLETTER_SECRET', 'SITE_URL']) Reflect.deleteProperty(process.env, name);
  await closeDb();
});

describe('double opt-in', () => {
  it('pending -> confirm -> subscribed -> unsubscribe', async () => {
    expect((await subscribeAs('Lucia@Ejemplo.es')).status).toBe(202);
    expect(await status('lucia@ejemplo.es')).toBe('pending');

    // Opening the link shows a Spanish page with a button; it does not subscribe by itself.
    const link = confirmLink('lucia@ejemplo.es');
    const page = await confirm(new Request(link));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(CONFIRM_TEXT.askTitle);
    expect(html).toContain(`<button type="submit">${CONFIRM_TEXT.button}</button>`);
    expect(html).toContain('method="post"');
    expect(await status('lucia@ejemplo.es')).toBe('pending');

    // The button POSTs to the same address.
    const done = await confirm(new Request(link, { method: 'POST' }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(CONFIRM_TEXT.doneTitle);
    expect(await status('lucia@ejemplo.es')).toBe('confirmed');
    const [row] = await getDb().execute<{ confirmed_at: string | null }>(
      sql`select confirmed_at from newsletter_subscribers`,
    );
    expect(row?.confirmed_at).not.toBeNull();

    // One-click unsubscribe from the e-mail's List-Unsubscribe header.
    const header = outboxFor('lucia@ejemplo.es')[0]?.headers?.['List-Unsubscribe'] ?? '';
    const off = await unsubscribe(
      new Request(header.slice(1, -1), { method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
    expect(off.status).toBe(200);
    expect(await status('lucia@ejemplo.es')).toBe('unsubscribed');
  });

  it('does not confirm a sign-up older than 48 hours', async () => {
    await subscribeAs('ana@ejemplo.es');
    const link = confirmLink('ana@ejemplo.es');
    await getDb().execute(
      sql`update newsletter_subscribers set consent_at = now() - interval '49 hours'`,
    );
    const res = await confirm(new Request(link, { method: 'POST' }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(CONFIRM_TEXT.invalidTitle);
    expect(await status('ana@ejemplo.es')).toBe('pending');
  });

  it('refuses a link past its expiry, a forged token and another address', async () => {
    await subscribeAs('ana@ejemplo.es');
    const past = confirmUrl('ana@ejemplo.es', new Date(Date.now() - 1000), 'http://localhost');
    const forged = confirmLink('ana@ejemplo.es').replace(/token=[\w-]+/, 'token=' + 'A'.repeat(43));
    const other = confirmLink('ana@ejemplo.es').replace('ana%40', 'eva%40');
    for (const url of [past, forged, other, `http://localhost${NEWSLETTER_CONFIRM_API}`]) {
      const res = await confirm(new Request(url, { method: 'POST' }));
      expect(res.status).toBe(400);
    }
    expect(await status('ana@ejemplo.es')).toBe('pending');
  });

  it('changes nothing on HEAD and answers 405 to other methods', async () => {
    await subscribeAs('ana@ejemplo.es');
    const link = confirmLink('ana@ejemplo.es');
    expect((await confirm(new Request(link, { method: 'HEAD' }))).status).toBe(200);
    expect((await confirm(new Request(link, { method: 'PUT' }))).status).toBe(405);
    expect(await status('ana@ejemplo.es')).toBe('pending');
  });
});

// Double opt-in end to end on the real test database: subscribe -> the e-mail's link (opened by a
// scanner, then by the person) -> confirm -> unsubscribe; expired, forged and earlier sign-ups'
// links subscribe nobody.
import { sql } from 'drizzle-orm';
import confirm, { CONFIRM_TEXT } from './newsletter-confirm';
import subscribe, { addressLimiter, clientLimiter } from './newsletter-subscribe';
import unsubscribe from './newsletter-unsubscribe';
import { NEWSLETTER_CONFIRM_API, NEWSLETTER_UNSUBSCRIBE_API } from '../../core/api';
import { closeDb, getDb } from '../../server/db/client';
import { mailSettled } from '../../server/mail-queue';
import { subscriptionStatus } from '../../server/newsletter';
import { confirmUrl, readLinkToken, unsubscribeUrl } from '../../server/newsletter-token';
import { clearOutbox, linkIn, outboxFor } from '../../server/testing/outbox';

const subscribeAs = async (email: string) => {
  const res = await subscribe(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
  await mailSettled();
  return res;
};

/** The confirmation link of the last e-mail to the address. */
const confirmLink = (email: string) => {
  const mail = outboxFor(email).at(-1);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  return linkIn(mail, NEWSLETTER_CONFIRM_API);
};

/** What a browser's form sends when the button is pressed. */
const press = (link: string) =>
  new Request(link, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
  });

const status = (email: string) => subscriptionStatus(getDb(), email);

/** Every newsletter table, as text: what a GET must leave as it was. */
const everything = async () =>
  JSON.stringify(
    await Promise.all(
      [
        sql`select * from newsletter_subscribers order by id`,
        sql`select * from newsletter_consent_events order by id`,
        sql`select * from newsletter_confirmation_claims order by mailbox`,
      ].map((query) => getDb().execute(query)),
    ),
  );

beforeAll(() => {
  process.env.NEWSLETTER_SECRET = 'db-test-secret-db-test-secret-db-test';
  process.env.SITE_URL = 'http://localhost';
});

beforeEach(async () => {
  clientLimiter.reset();
  addressLimiter.reset();
  clearOutbox();
  await getDb().execute(
    sql`truncate table newsletter_subscribers, newsletter_consent_events,
        newsletter_confirmation_claims restart identity`,
  );
});

afterAll(async () => {
  for (const name of ['NEWSLETTER_SECRET', 'SITE_URL']) Reflect.deleteProperty(process.env, name);
  await closeDb();
});

describe('double opt-in', () => {
  it('a GET of every link in the confirmation e-mail changes nothing in the database', async () => {
    await subscribeAs('lucia@ejemplo.es');
    const [mail] = outboxFor('lucia@ejemplo.es');
    if (!mail) throw new Error('no e-mail');
    const links = [
      ...(mail.text.match(/https?:\/\/\S+/g) ?? []),
      ...Object.values(mail.headers ?? {}).flatMap((value) => value.match(/https?:[^>\s]+/g) ?? []),
    ];
    expect(links.length).toBeGreaterThan(0);
    const before = await everything();
    for (const link of links) {
      const handler = link.includes(NEWSLETTER_UNSUBSCRIBE_API) ? unsubscribe : confirm;
      for (const method of ['GET', 'HEAD']) {
        expect((await handler(new Request(link, { method }))).status).toBe(200);
      }
    }
    expect(await everything()).toBe(before);
  });

  it("a scanner's GET, then the person's POST confirms; then one-click unsubscribes", async () => {
    expect((await subscribeAs('Lucia@Ejemplo.es')).status).toBe(202);
    const link = confirmLink('lucia@ejemplo.es');
    // The scanner opens the link: a Spanish page with a button, nothing subscribed.
    const scanned = await confirm(new Request(link, { headers: { 'user-agent': 'SafeLinks' } }));
    expect(scanned.status).toBe(200);
    const html = await scanned.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain(CONFIRM_TEXT.ask('lucia@ejemplo.es'));
    expect(html).toContain(`<button type="submit">${CONFIRM_TEXT.button}</button>`);
    expect(html).toContain('method="post"');
    expect(await status('lucia@ejemplo.es')).toBe('pending');

    // The person opens it later and presses the button: it POSTs to the same address.
    expect((await confirm(new Request(link))).status).toBe(200);
    const done = await confirm(press(link));
    expect(done.status).toBe(200);
    const page = await done.text();
    expect(page).toContain(CONFIRM_TEXT.doneTitle);
    expect(await status('lucia@ejemplo.es')).toBe('confirmed');
    // Pressing twice is harmless.
    expect((await confirm(press(link))).status).toBe(200);

    // The done page links to the unsubscribe page; RFC 8058's one-click POST withdraws.
    const off = /href="([^"]*\/api\/newsletter\/unsubscribe[^"]*)"/.exec(page)?.[1] ?? '';
    const oneClick = await unsubscribe(
      new Request(off.replaceAll('&#38;', '&'), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ status: 'unsubscribed' });
    expect(await status('lucia@ejemplo.es')).toBe('unsubscribed');
  });

  it("refuses an earlier sign-up's link; signing up again mails a new one", async () => {
    await subscribeAs('ana@ejemplo.es');
    const first = confirmLink('ana@ejemplo.es');
    await confirm(press(first));
    const signUp = readLinkToken('confirm', new URL(first).searchParams.get('token') ?? '');
    if (!signUp) throw new Error('no sign-up in the link');
    await unsubscribe(press(unsubscribeUrl(signUp)));
    expect(await status('ana@ejemplo.es')).toBe('unsubscribed');

    // Within the same hour: a new sign-up and a new link.
    await subscribeAs('ana@ejemplo.es');
    const mails = outboxFor('ana@ejemplo.es');
    expect(mails).toHaveLength(2);
    const second = confirmLink('ana@ejemplo.es');
    expect(second).not.toBe(first);

    for (const method of ['GET', 'POST']) {
      const old = await confirm(method === 'GET' ? new Request(first) : press(first));
      expect(old.status).toBe(400);
      expect(await old.text()).toContain(CONFIRM_TEXT.invalidTitle);
    }
    expect(await status('ana@ejemplo.es')).toBe('pending');
    expect((await confirm(press(second))).status).toBe(200);
    expect(await status('ana@ejemplo.es')).toBe('confirmed');
  });

  it('does not confirm a sign-up older than 48 hours', async () => {
    await subscribeAs('ana@ejemplo.es');
    const link = confirmLink('ana@ejemplo.es');
    await getDb().execute(
      sql`update newsletter_subscribers set consent_at = now() - interval '49 hours'`,
    );
    for (const request of [new Request(link), press(link)]) {
      const res = await confirm(request);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(CONFIRM_TEXT.invalidTitle);
    }
    expect(await status('ana@ejemplo.es')).toBe('pending');
  });

  it('refuses a forged token, another row or time and a link with no token', async () => {
    await subscribeAs('ana@ejemplo.es');
    await subscribeAs('eva@ejemplo.es');
    const link = confirmLink('ana@ejemplo.es');
    const forged = link.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    const token = new URL(link).searchParams.get('token') ?? '';
    const [, at] = token.split('.');
    const otherRow = confirmUrl({ id: 2, consentAt: Number(at) }, 'http://localhost');
    const otherTime = confirmUrl({ id: 1, consentAt: Number(at) - 1 }, 'http://localhost');
    for (const url of [forged, otherRow, otherTime, `http://localhost${NEWSLETTER_CONFIRM_API}`]) {
      expect((await confirm(press(url))).status).toBe(400);
    }
    expect(await status('ana@ejemplo.es')).toBe('pending');
    expect(await status('eva@ejemplo.es')).toBe('pending');
  });

  it('answers 405 to other methods', async () => {
    await subscribeAs('ana@ejemplo.es');
    const link = confirmLink('ana@ejemplo.es');
    expect((await confirm(new Request(link, { method: 'PUT' }))).status).toBe(405);
    expect(await status('ana@ejemplo.es')).toBe('pending');
  });
});

// POST /api/newsletter/subscribe on the real test database: double opt-in, one mail an hour, limits.
import { sql } from 'drizzle-orm';
import handler, { addressLimiter, clientLimiter, SUBSCRIBE_TEXT } from './newsletter-subscribe';
import { NEWSLETTER_CONFIRM_API, NEWSLETTER_UNSUBSCRIBE_API } from '../../core/api';
import { NEWSLETTER_CONSENT } from '../../core/tools/newsletter/fields';
import { closeDb, getDb } from '../../server/db/client';
import { CONFIRMATION_SUBJECT } from '../../server/newsletter-mail';
import { startFakeSmtp } from '../../server/testing/fake-smtp';
import { clearOutbox, linkIn, outboxFor, readOutbox } from '../../server/testing/outbox';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

type Row = {
  email: string;
  status: string;
  consent_version: string | null;
  consent_page: string | null;
  consent_at: string | null;
  confirmation_sent_at: string | null;
};
const rows = async () =>
  (await getDb().execute<Row>(
    sql`select email, status, consent_version, consent_page, consent_at, confirmation_sent_at
        from newsletter_subscribers order by id`,
  )) as Row[];

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

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending sign-up with its consent and answers 202 {status: "pending"}', async () => {
    const res = await post(
      { email: '  Marta.Ruiz@Ejemplo.ES ' },
      { referer: 'http://localhost/guias/invertir?x=1' },
    );
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending', message: SUBSCRIBE_TEXT.pending });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'marta.ruiz@ejemplo.es',
      status: 'pending',
      consent_version: NEWSLETTER_CONSENT.version,
      consent_page: '/guias/invertir',
    });
    expect(Date.now() - new Date(row?.consent_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('e-mails a signed confirmation link with one-click unsubscribe headers', async () => {
    await post({ email: 'marta@ejemplo.es' });
    const [mail, ...more] = outboxFor('marta@ejemplo.es');
    expect(more).toEqual([]);
    if (!mail) throw new Error('no confirmation e-mail');
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    expect(linkIn(mail, NEWSLETTER_CONFIRM_API)).toMatch(
      /^http:\/\/localhost\/api\/newsletter\/confirm\?email=marta%40ejemplo\.es&expires=\d+&token=[\w-]{43}$/,
    );
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      new RegExp(
        `^<http://localhost${NEWSLETTER_UNSUBSCRIBE_API}\\?email=marta%40ejemplo\\.es&token=[\\w-]{43}>$`,
      ),
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('sends a pending address at most one confirmation e-mail an hour', async () => {
    await post({ email: 'ana@ejemplo.es' });
    const again = await post({ email: 'ANA@ejemplo.es' });
    expect(again.status).toBe(202);
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    // An hour later a new request sends a new e-mail.
    await getDb().execute(
      sql`update newsletter_subscribers set confirmation_sent_at = now() - interval '61 minutes'`,
    );
    await post({ email: 'ana@ejemplo.es' });
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(2);
  });

  it('leaves a confirmed address subscribed, sends nothing and answers the same', async () => {
    await post({ email: 'eva@ejemplo.es' });
    await getDb().execute(sql`update newsletter_subscribers set status = 'confirmed'`);
    clearOutbox();
    const res = await post({ email: 'eva@ejemplo.es' });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 'pending' });
    expect(readOutbox()).toEqual([]);
    expect((await rows())[0]?.status).toBe('confirmed');
  });

  it('makes an unsubscribed address pending again with the new consent', async () => {
    await post({ email: 'eva@ejemplo.es' });
    await getDb().execute(
      sql`update newsletter_subscribers set status = 'unsubscribed', consent_version = 'old',
          confirmation_sent_at = now() - interval '2 hours'`,
    );
    await post({ email: 'eva@ejemplo.es' });
    expect((await rows())[0]).toMatchObject({
      status: 'pending',
      consent_version: NEWSLETTER_CONSENT.version,
    });
    expect(outboxFor('eva@ejemplo.es')).toHaveLength(2);
  });

  it('deletes pending sign-ups older than 48 hours on the next request', async () => {
    await post({ email: 'vieja@ejemplo.es' });
    await getDb().execute(
      sql`update newsletter_subscribers set consent_at = now() - interval '49 hours'`,
    );
    await post({ email: 'nueva@ejemplo.es' });
    expect((await rows()).map((r) => r.email)).toEqual(['nueva@ejemplo.es']);
  });

  it('answers 503 and gives the hour back when the e-mail cannot be sent', async () => {
    const smtp = await startFakeSmtp({ refuse: true });
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_FROM: 'web@inmocalc.es',
      SMTP_USER: 'user',
      SMTP_PASS: 'pass',
    });
    try {
      const res = await post({ email: 'ana@ejemplo.es' });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: SUBSCRIBE_TEXT.mailFailed });
      expect((await rows())[0]).toMatchObject({ status: 'pending', confirmation_sent_at: null });
    } finally {
      for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'SMTP_USER', 'SMTP_PASS']) {
        Reflect.deleteProperty(process.env, name);
      }
      await smtp.close();
    }
    expect((await post({ email: 'ana@ejemplo.es' })).status).toBe(202);
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(1);
  });

  it('answers 400 with the spec message for an invalid email and stores nothing', async () => {
    const res = await post({ email: 'no-es-un-email' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      fields: { email: 'Por favor, introduce un email válido' },
    });
    expect(await rows()).toHaveLength(0);
  });
});

describe('rate limits', () => {
  it('refuses a fourth request for one address within the hour, from any client', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await post({ email: 'ana@ejemplo.es' }, from(ip))).status).toBe(202);
    }
    const refused = await post({ email: 'Ana@ejemplo.es' }, from('10.0.0.4'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await refused.json()) as { error: string }).toEqual({
      error: expect.stringMatching(/^Has enviado demasiadas suscripciones seguidas\. Espera \d+ s/),
    });
    expect((await post({ email: 'eva@ejemplo.es' }, from('10.0.0.4'))).status).toBe(202);
  });

  it('refuses a sixth request from one client within the minute, whatever the address', async () => {
    const from = { 'x-forwarded-for': '10.0.0.9' };
    for (let i = 0; i < 5; i += 1) {
      expect((await post({ email: `u${i}@ejemplo.es` }, from)).status).toBe(202);
    }
    expect((await post({ email: 'u5@ejemplo.es' }, from)).status).toBe(429);
    expect((await post({ email: 'u5@ejemplo.es' }, { 'x-forwarded-for': '10.0.0.8' })).status).toBe(
      202,
    );
    expect(await rows()).toHaveLength(6);
  });
});

describe('concurrent subscriptions', () => {
  it('200 simultaneous requests for 20 addresses leave 20 pending rows and 20 e-mails', async () => {
    process.env.NEWSLETTER_RATE_LIMIT = '1000';
    process.env.NEWSLETTER_ADDRESS_RATE_LIMIT = '1000';
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => post({ email: `u${i % 20}@ejemplo.es` })),
      );
      expect(answers.filter((res) => res.status !== 202)).toEqual([]);
      expect(await rows()).toHaveLength(20);
      expect(readOutbox()).toHaveLength(20);
    } finally {
      delete process.env.NEWSLETTER_RATE_LIMIT;
      delete process.env.NEWSLETTER_ADDRESS_RATE_LIMIT;
    }
  }, 60_000);
});

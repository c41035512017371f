// POST /api/newsletter/subscribe on the real test database: double opt-in, one mail an hour per
// mailbox, limits that protect the mailbox without locking its owner out, answer before the mail.
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import handler, { addressLimiter, clientLimiter, SUBSCRIBE_TEXT } from './newsletter-subscribe';
import confirm from './newsletter-confirm';
import { NEWSLETTER_CONFIRM_API } from '../../core/api';
import { NEWSLETTER_CONSENT } from '../../core/tools/newsletter/fields';
import { closeDb, getDb } from '../../server/db/client';
import { mailSettled } from '../../server/mail-queue';
import { consentFor, subscriptionStatus } from '../../server/newsletter';
import { CONFIRMATION_SUBJECT } from '../../server/newsletter-mail';
import { clearOutbox, linkIn, outboxFor, readOutbox } from '../../server/testing/outbox';

const post = (body: unknown, headers: Record<string, string> = {}) =>
  handler(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

/** Posts, then waits for the e-mail it may have started after answering. */
const subscribe = async (email: string, headers: Record<string, string> = {}) => {
  const res = await post({ email }, headers);
  await mailSettled();
  return res;
};

type Row = {
  email: string;
  status: string;
  consent_version: string | null;
  consent_text_hash: string | null;
  consent_page: string | null;
  consent_at: string | null;
};
const rows = async () =>
  (await getDb().execute<Row>(
    sql`select email, status, consent_version, consent_text_hash, consent_page, consent_at
        from newsletter_subscribers order by id`,
  )) as Row[];
const claims = async () =>
  (
    await getDb().execute<{ mailbox: string }>(
      sql`select mailbox from newsletter_confirmation_claims`,
    )
  ).map((r) => r.mailbox);

const SMTP_ENV = ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'SMTP_USER', 'SMTP_PASS'];

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

describe('POST /api/newsletter/subscribe', () => {
  it('stores a pending sign-up with its consent and answers 202 {status: "pending"}', async () => {
    const res = await subscribe('  Marta.Ruiz@Ejemplo.ES ', {
      referer: 'http://localhost/guias/invertir?x=1',
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'pending', message: SUBSCRIBE_TEXT.pending });
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      email: 'marta.ruiz@ejemplo.es',
      status: 'pending',
      consent_version: NEWSLETTER_CONSENT.version,
      consent_text_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      consent_page: '/guias/invertir',
    });
    expect(row?.consent_text_hash).toBe(consentFor(NEWSLETTER_CONSENT, '/').textHash);
    expect(Date.now() - new Date(row?.consent_at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('e-mails one link, to the confirm page, naming the sign-up and not the address', async () => {
    await subscribe('marta@ejemplo.es');
    const [mail, ...more] = outboxFor('marta@ejemplo.es');
    expect(more).toEqual([]);
    if (!mail) throw new Error('no confirmation e-mail');
    expect(mail.subject).toBe(CONFIRMATION_SUBJECT);
    expect(linkIn(mail, NEWSLETTER_CONFIRM_API)).toMatch(
      /^http:\/\/localhost\/api\/newsletter\/confirm\?token=1\.\d{13}\.[\w-]{43}$/,
    );
    expect(mail.text.match(/https?:\/\/\S+/g)).toHaveLength(1);
    expect(mail.text).not.toMatch(/baja|unsubscribe/i);
    expect(mail.headers ?? {}).toEqual({});
  });

  it('sends a pending address at most one confirmation e-mail an hour', async () => {
    await subscribe('ana@ejemplo.es');
    const again = await subscribe('ANA@ejemplo.es');
    expect(again.status).toBe(202);
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
    // An hour later a new request sends the same sign-up's link again.
    await getDb().execute(
      sql`update newsletter_confirmation_claims set sent_at = now() - interval '61 minutes'`,
    );
    await subscribe('ana@ejemplo.es');
    const [first, second] = outboxFor('ana@ejemplo.es');
    expect(second).toBeDefined();
    expect(first && linkIn(first, NEWSLETTER_CONFIRM_API)).toBe(
      second && linkIn(second, NEWSLETTER_CONFIRM_API),
    );
  });

  it('sends a+x@, a+y@ and a+z@ one e-mail an hour in all (one mailbox)', async () => {
    for (const address of ['a+x@ejemplo.es', 'a+y@ejemplo.es', 'A+z@Ejemplo.es']) {
      expect((await subscribe(address)).status).toBe(202);
    }
    expect(readOutbox().map((mail) => mail.to)).toEqual(['a+x@ejemplo.es']);
    expect(await claims()).toEqual(['a@ejemplo.es']);
    // Gmail ignores dots: the same mailbox too.
    await subscribe('ana.ruiz@gmail.com');
    await subscribe('anaruiz+1@googlemail.com');
    expect(readOutbox()).toHaveLength(2);
  });

  it('leaves a confirmed address subscribed, sends nothing and answers the same', async () => {
    const fresh = await (await subscribe('eva@ejemplo.es')).json();
    await getDb().execute(sql`update newsletter_subscribers set status = 'confirmed'`);
    await getDb().execute(sql`truncate newsletter_confirmation_claims`);
    clearOutbox();
    const res = await subscribe('eva@ejemplo.es');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual(fresh);
    expect(readOutbox()).toEqual([]);
    expect((await rows())[0]?.status).toBe('confirmed');
  });

  it('deletes pending sign-ups older than 48 hours on the next request', async () => {
    await subscribe('vieja@ejemplo.es');
    await getDb().execute(
      sql`update newsletter_subscribers set consent_at = now() - interval '49 hours'`,
    );
    await subscribe('nueva@ejemplo.es');
    expect((await rows()).map((r) => r.email)).toEqual(['nueva@ejemplo.es']);
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

describe('the answer comes before the e-mail', () => {
  it('answers 202 while the mail server is silent, then gives the hour back', async () => {
    // A mail server that accepts the connection and never speaks.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String((silent.address() as AddressInfo).port),
      SMTP_FROM: 'web@inmocalc.es',
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let mailDone = false;
      const answered = await post({ email: 'ana@ejemplo.es' });
      void mailSettled().then(() => (mailDone = true));
      expect(answered.status).toBe(202);
      expect(mailDone).toBe(false);
      expect(await claims()).toEqual(['ana@ejemplo.es']);
      // The connection drops: the e-mail fails and the hour is given back.
      for (const socket of sockets) socket.destroy();
      await mailSettled();
      expect(await claims()).toEqual([]);
      expect(logged.mock.calls.flat().join(' ')).not.toContain('ana@ejemplo.es');
    } finally {
      logged.mockRestore();
      for (const name of SMTP_ENV) Reflect.deleteProperty(process.env, name);
      await new Promise((resolve) => silent.close(resolve));
    }
    await subscribe('ana@ejemplo.es');
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(1);
  }, 20_000);
});

describe('rate limits', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it("past an address's limit answers the usual 202 and sends nothing", async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await subscribe('ana@ejemplo.es', from(ip))).status).toBe(202);
    }
    await getDb().execute(sql`truncate newsletter_confirmation_claims`);
    const over = await subscribe('Ana@ejemplo.es', from('10.0.0.4'));
    expect(over.status).toBe(202);
    expect(await over.json()).toEqual({ status: 'pending', message: SUBSCRIBE_TEXT.pending });
    expect(outboxFor('ana@ejemplo.es')).toHaveLength(1);
    expect(await claims()).toEqual([]);
  });

  it("three sign-ups for a third party do not block that party's own sign-up", async () => {
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      await subscribe('lucia@ejemplo.es', from(ip));
    }
    // Lucía signs up herself: the usual answer, and the e-mail in her box confirms.
    const own = await subscribe('lucia@ejemplo.es', from('10.0.0.9'));
    expect(own.status).toBe(202);
    expect(await own.json()).toMatchObject({ status: 'pending' });
    const [mail] = outboxFor('lucia@ejemplo.es');
    if (!mail) throw new Error('no e-mail');
    const link = linkIn(mail, NEWSLETTER_CONFIRM_API);
    expect((await confirm(new Request(link, { method: 'POST' }))).status).toBe(200);
    expect(await subscriptionStatus(getDb(), 'lucia@ejemplo.es')).toBe('confirmed');
  });

  it('refuses a sixth request from one client within the minute, whatever the address', async () => {
    const client = from('10.0.0.9');
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe(`u${i}@ejemplo.es`, client)).status).toBe(202);
    }
    const refused = await subscribe('u5@ejemplo.es', client);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/^Has enviado demasiadas suscripciones seguidas\. Espera \d+ s/),
    });
    expect((await subscribe('u5@ejemplo.es', from('10.0.0.8'))).status).toBe(202);
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
      await mailSettled();
      expect(answers.filter((res) => res.status !== 202)).toEqual([]);
      expect(await rows()).toHaveLength(20);
      expect(readOutbox()).toHaveLength(20);
      const [events] = await getDb().execute<{ n: number }>(
        sql`select count(*)::int as n from newsletter_consent_events`,
      );
      expect(events?.n).toBe(20);
    } finally {
      delete process.env.NEWSLETTER_RATE_LIMIT;
      delete process.env.NEWSLETTER_ADDRESS_RATE_LIMIT;
    }
  }, 60_000);
});

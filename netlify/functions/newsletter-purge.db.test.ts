// Consent you can prove and data you delete, on the real test database: the append-only consent
// history, the scheduled purge of unconfirmed sign-ups, and the rows whose consent is unproven.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import purge, { config } from './newsletter-purge';
import { NEWSLETTER_CONSENT } from '../../core/tools/newsletter/fields';
import { closeDb, getDb } from '../../server/db/client';
import {
  confirmSubscription,
  consentFor,
  newsletterRecipients,
  requestSubscription,
  unprovenSubscribers,
  unsubscribe,
} from '../../server/newsletter';

const db = () => getDb();

type Event = {
  email: string;
  event: string;
  consent_version: string | null;
  consent_text_hash: string | null;
  consent_page: string | null;
};
const events = async () =>
  (await db().execute<Event>(
    sql`select email, event, consent_version, consent_text_hash, consent_page
        from newsletter_consent_events order by at, id`,
  )) as Event[];

/** A sign-up of `email` on `page`, then its confirmation; the sign-up it names. */
async function signUpAndConfirm(email: string, page: string) {
  const request = await requestSubscription(db(), email, consentFor(NEWSLETTER_CONSENT, page));
  if (!request) throw new Error(`no confirmation e-mail for ${email}`);
  expect(await confirmSubscription(db(), request.signUp)).toBe(email);
  return request.signUp;
}

beforeEach(async () => {
  await db().execute(
    sql`truncate table newsletter_subscribers, newsletter_consent_events,
        newsletter_confirmation_claims restart identity`,
  );
});

afterAll(async () => {
  await closeDb();
});

describe('the consent history', () => {
  it('holds requested -> confirmed -> withdrawn -> requested -> confirmed for one address', async () => {
    const first = await signUpAndConfirm('ana@ejemplo.es', '/guias');
    expect(await unsubscribe(db(), first)).toBe('ana@ejemplo.es');
    await signUpAndConfirm('ana@ejemplo.es', '/calculadora-rentabilidad');
    const hash = consentFor(NEWSLETTER_CONSENT, '/').textHash;
    const consent = { email: 'ana@ejemplo.es', consent_version: NEWSLETTER_CONSENT.version };
    expect(await events()).toEqual([
      { ...consent, event: 'requested', consent_text_hash: hash, consent_page: '/guias' },
      { ...consent, event: 'confirmed', consent_text_hash: hash, consent_page: null },
      { ...consent, event: 'withdrawn', consent_text_hash: hash, consent_page: null },
      {
        ...consent,
        event: 'requested',
        consent_text_hash: hash,
        consent_page: '/calculadora-rentabilidad',
      },
      { ...consent, event: 'confirmed', consent_text_hash: hash, consent_page: null },
    ]);
    // The current row stays as the state.
    const [row] = await db().execute<{ status: string; consent_page: string }>(
      sql`select status, consent_page from newsletter_subscribers`,
    );
    expect(row).toEqual({ status: 'confirmed', consent_page: '/calculadora-rentabilidad' });
  });

  it('records nothing for a repeated request, a second confirmation or a second withdrawal', async () => {
    const signUp = await signUpAndConfirm('eva@ejemplo.es', '/');
    await requestSubscription(db(), 'eva@ejemplo.es', consentFor(NEWSLETTER_CONSENT, '/'));
    await confirmSubscription(db(), signUp);
    await unsubscribe(db(), signUp);
    await unsubscribe(db(), signUp);
    expect((await events()).map((e) => e.event)).toEqual(['requested', 'confirmed', 'withdrawn']);
  });

  it('refuses to rewrite an event', async () => {
    await signUpAndConfirm('eva@ejemplo.es', '/');
    await expect(
      db().execute(sql`update newsletter_consent_events set consent_page = '/otra'`),
    ).rejects.toThrow();
    expect((await events())[0]?.consent_page).toBe('/');
  });
});

describe('the scheduled purge', () => {
  it('runs every hour on Netlify', () => {
    expect(config).toEqual({ schedule: '@hourly' });
  });

  it('deletes a 49-hour-old pending sign-up and its request, keeps a 47-hour-old one', async () => {
    const consent = consentFor(NEWSLETTER_CONSENT, '/');
    await requestSubscription(db(), 'vieja@ejemplo.es', consent);
    await requestSubscription(db(), 'reciente@ejemplo.es', consent);
    await signUpAndConfirm('fiel@ejemplo.es', '/');
    // Moved back in time together, as they would have been written.
    for (const [email, hours] of [
      ['vieja@ejemplo.es', 49],
      ['reciente@ejemplo.es', 47],
      ['fiel@ejemplo.es', 100],
    ] as const) {
      await db().execute(sql`
        update newsletter_subscribers set consent_at = consent_at - make_interval(hours => ${hours})
        where email = ${email}`);
      await db().execute(sql`
        alter table newsletter_consent_events disable trigger newsletter_consent_events_no_update`);
      await db().execute(sql`
        update newsletter_consent_events set at = at - make_interval(hours => ${hours})
        where email = ${email}`);
      await db().execute(sql`
        alter table newsletter_consent_events enable trigger newsletter_consent_events_no_update`);
    }
    const logged = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect((await purge()).status).toBe(204);
      expect(logged).toHaveBeenCalledWith('[newsletter-purge] 1 unconfirmed sign-ups deleted');
    } finally {
      logged.mockRestore();
    }
    const left = await db().execute<{ email: string }>(
      sql`select email from newsletter_subscribers order by id`,
    );
    expect(left.map((r) => r.email)).toEqual(['reciente@ejemplo.es', 'fiel@ejemplo.es']);
    expect((await events()).map((e) => `${e.email} ${e.event}`)).toEqual([
      'fiel@ejemplo.es requested',
      'fiel@ejemplo.es confirmed',
      'reciente@ejemplo.es requested',
    ]);
  });

  it('forgets the hourly mail claims once their hour has passed', async () => {
    await requestSubscription(db(), 'ana@ejemplo.es', consentFor(NEWSLETTER_CONSENT, '/'));
    await db().execute(sql`insert into newsletter_confirmation_claims (mailbox, sent_at)
      values ('vieja@ejemplo.es', now() - interval '61 minutes')`);
    jest.spyOn(console, 'log').mockImplementationOnce(() => undefined);
    await purge();
    const claims = await db().execute<{ mailbox: string }>(
      sql`select mailbox from newsletter_confirmation_claims`,
    );
    expect(claims.map((c) => c.mailbox)).toEqual(['ana@ejemplo.es']);
  });
});

describe('subscribers whose consent cannot be proved', () => {
  /** A row as the single opt-in left it and migration 0002 carried over: confirmed, no consent. */
  const migrated = (email: string) =>
    db().execute(
      sql`insert into newsletter_subscribers (email, status) values (${email}, 'confirmed')`,
    );

  it('are listed for review and left out of the recipients', async () => {
    await migrated('antigua@ejemplo.es');
    await signUpAndConfirm('nueva@ejemplo.es', '/');
    expect((await unprovenSubscribers(db())).map((r) => r.email)).toEqual(['antigua@ejemplo.es']);
    expect((await newsletterRecipients(db())).map((r) => r.email)).toEqual(['nueva@ejemplo.es']);
  });

  it('are what `npm run newsletter:unproven` reports', async () => {
    await migrated('antigua@ejemplo.es');
    await signUpAndConfirm('nueva@ejemplo.es', '/');
    const script = path.join(__dirname, '..', '..', 'scripts', 'newsletter-unproven.mjs');
    // Asynchronous: the test database may be served by this very process.
    const run = promisify(execFile);
    const printed = await run(process.execPath, [script, '--json'], { encoding: 'utf8' });
    const listed = JSON.parse(printed.stdout) as { email: string }[];
    expect(listed.map((r) => r.email)).toEqual(['antigua@ejemplo.es']);
    const text = await run(process.execPath, [script], { encoding: 'utf8' });
    expect(text.stdout).toContain('1 suscriptor confirmado sin prueba de consentimiento');
  });
});

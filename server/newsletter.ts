// Newsletter sign-ups with double opt-in: pending -> confirmed -> unsubscribed, each change one
// statement that also appends its consent event, safe under concurrency.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './db/client';

/** Unconfirmed sign-ups are deleted after this (their link stops working). */
export const PENDING_HOURS = 48;
/** At most one confirmation e-mail per canonical mailbox in this time. */
export const CONFIRMATION_INTERVAL_MINUTES = 60;

/** What the visitor agreed to (version and SHA-256 of the text) and on which page. */
export interface Consent {
  version: string;
  textHash: string;
  page: string;
}

export function consentFor(text: { version: string; text: string }, page: string): Consent {
  const textHash = createHash('sha256').update(text.text, 'utf8').digest('hex');
  return { version: text.version, textHash, page };
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** One sign-up: its row and consent time to the millisecond, as its links name it. */
export interface SignUp {
  id: number;
  consentAt: number;
}

/** Trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The mailbox an address delivers to: lower case, without `+tag`, and for Gmail without dots
 * (googlemail.com is the same mailbox), so sub-addresses share one mailbox's limits.
 */
export function canonicalMailbox(email: string): string {
  const address = normaliseEmail(email);
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'gmail.com' || domain === 'googlemail.com') {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** The sign-up's consent time in ms since the epoch, exact (numeric), compared with a link's. */
const consentMs = sql`(extract(epoch from consent_at) * 1000)::bigint`;
const pendingFresh = sql`consent_at >= now() - make_interval(hours => ${PENDING_HOURS})`;

/**
 * Deletes sign-ups left unconfirmed past the 48 hours, with the requests that made them, and the
 * mail claims past their hour: their address and consent go with them.
 */
export async function purgeExpiredPending(db: Database): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    with purged as (
      delete from newsletter_subscribers
      where status = 'pending' and consent_at < now() - make_interval(hours => ${PENDING_HOURS})
      returning id, email, consent_at
    ), requests as (
      delete from newsletter_consent_events e using purged p
      where lower(e.email) = lower(p.email) and e.event = 'requested' and e.at >= p.consent_at
    ), claims as (
      delete from newsletter_confirmation_claims
      where sent_at <= now() - make_interval(mins => ${CONFIRMATION_INTERVAL_MINUTES})
    )
    select id from purged
  `);
  return rows.length;
}

/** The confirmation e-mail to send, when this request may send one. */
export interface ConfirmationToSend {
  email: string;
  signUp: SignUp;
  expiresAt: Date;
}

type SignUpRow = {
  id: number;
  email: string;
  status: SubscriptionStatus;
  consent_ms: string;
};

const toSignUp = (row: SignUpRow): SignUp => ({ id: row.id, consentAt: Number(row.consent_ms) });

/**
 * A new sign-up (new address or withdrawn before) records its request; a pending one stays as it
 * is, so the link already sent keeps working; a confirmed one is left alone. A pending sign-up
 * gets its link when its mailbox's hourly claim is free.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  consent: Consent,
): Promise<ConfirmationToSend | undefined> {
  const address = normaliseEmail(email);
  await purgeExpiredPending(db);
  await db.execute(sql`
    with changed as (
      insert into newsletter_subscribers
        (email, status, consent_version, consent_text_hash, consent_at, consent_page)
      values (${address}, 'pending', ${consent.version}, ${consent.textHash},
        date_trunc('milliseconds', now()), ${consent.page})
      on conflict (lower(email)) do update set
        status = 'pending',
        consent_version = excluded.consent_version,
        consent_text_hash = excluded.consent_text_hash,
        consent_at = excluded.consent_at,
        consent_page = excluded.consent_page,
        confirmed_at = null,
        unsubscribed_at = null
      where newsletter_subscribers.status = 'unsubscribed'
      returning email, consent_at, consent_version, consent_text_hash, consent_page
    )
    insert into newsletter_consent_events
      (email, event, at, consent_version, consent_text_hash, consent_page)
    select email, 'requested', consent_at, consent_version, consent_text_hash, consent_page
    from changed
  `);
  const [row] = await db.execute<SignUpRow & { expires_at: string }>(sql`
    select id, email, status, ${consentMs} as consent_ms,
      consent_at + make_interval(hours => ${PENDING_HOURS}) as expires_at
    from newsletter_subscribers where lower(email) = ${address}
  `);
  if (row?.status !== 'pending' || !(await claimConfirmation(db, address))) return undefined;
  return { email: row.email, signUp: toSignUp(row), expiresAt: new Date(row.expires_at) };
}

/** True when the mailbox had no confirmation e-mail in the last hour: it is now taken. */
async function claimConfirmation(db: Database, email: string): Promise<boolean> {
  const rows = await db.execute<{ mailbox: string }>(sql`
    insert into newsletter_confirmation_claims (mailbox, sent_at)
    values (${canonicalMailbox(email)}, now())
    on conflict (mailbox) do update set sent_at = excluded.sent_at
    where newsletter_confirmation_claims.sent_at
      <= now() - make_interval(mins => ${CONFIRMATION_INTERVAL_MINUTES})
    returning mailbox
  `);
  return rows.length > 0;
}

/** The e-mail could not be sent, or the sign-up was withdrawn: the mailbox may get a new one. */
export async function releaseConfirmation(db: Database, email: string): Promise<void> {
  await db.execute(sql`
    delete from newsletter_confirmation_claims where mailbox = ${canonicalMailbox(email)}
  `);
}

/** The sign-up a link names, as it stands; undefined when unknown, replaced or expired. */
export async function findSignUp(
  db: Database,
  signUp: SignUp,
): Promise<{ email: string; status: SubscriptionStatus } | undefined> {
  const [row] = await db.execute<SignUpRow>(sql`
    select id, email, status, ${consentMs} as consent_ms from newsletter_subscribers
    where id = ${signUp.id} and ${consentMs} = ${signUp.consentAt}
      and (status <> 'pending' or ${pendingFresh})
  `);
  return row && { email: row.email, status: row.status };
}

/** One step of the double opt-in: the statuses it starts from, the new one and its consent event. */
interface Move {
  from: SQL;
  to: 'confirmed' | 'unsubscribed';
  event: 'confirmed' | 'withdrawn';
}

/** Moves the sign-up a link names and appends its event in one statement; its address if moved. */
async function moveSignUp(db: Database, signUp: SignUp, move: Move): Promise<string | undefined> {
  // Each status has its time column: confirmed_at, unsubscribed_at.
  const at = sql.identifier(`${move.to}_at`);
  const [row] = await db.execute<{ email: string }>(sql`
    with moved as (
      update newsletter_subscribers set status = ${move.to}, ${at} = now()
      where id = ${signUp.id} and ${consentMs} = ${signUp.consentAt} and ${move.from}
      returning email, consent_version, consent_text_hash
    ), event as (
      insert into newsletter_consent_events (email, event, consent_version, consent_text_hash)
      select email, ${move.event}, consent_version, consent_text_hash from moved
    )
    select email from moved
  `);
  return row?.email;
}

/** The address once subscribed (twice is fine); undefined for an expired, replaced or unknown one. */
export async function confirmSubscription(
  db: Database,
  signUp: SignUp,
): Promise<string | undefined> {
  const email = await moveSignUp(db, signUp, {
    from: sql`status = 'pending' and ${pendingFresh}`,
    to: 'confirmed',
    event: 'confirmed',
  });
  if (email) return email;
  // Confirmed already (a second press, or two at once): the same answer.
  const current = await findSignUp(db, signUp);
  return current?.status === 'confirmed' ? current.email : undefined;
}

/** The address once withdrawn (twice is fine); undefined for a replaced or unknown sign-up. */
export async function unsubscribe(db: Database, signUp: SignUp): Promise<string | undefined> {
  const email = await moveSignUp(db, signUp, {
    from: sql`status in ('pending', 'confirmed')`,
    to: 'unsubscribed',
    event: 'withdrawn',
  });
  if (email) {
    // Signing up again after a withdrawal sends a new link at once.
    await releaseConfirmation(db, email);
    return email;
  }
  const current = await findSignUp(db, signUp);
  return current?.status === 'unsubscribed' ? current.email : undefined;
}

/** Undefined when not stored. */
export async function subscriptionStatus(
  db: Database,
  email: string,
): Promise<SubscriptionStatus | undefined> {
  const rows = await db.execute<{ status: SubscriptionStatus }>(sql`
    select status from newsletter_subscribers where lower(email) = ${normaliseEmail(email)}
  `);
  return rows[0]?.status;
}

/** Confirmed rows without a recorded confirmation of their consent (single opt-in, migrated). */
const unproven = sql`not exists (
  select 1 from newsletter_consent_events e
  where lower(e.email) = lower(s.email) and e.event = 'confirmed' and e.at >= s.consent_at
)`;

export interface Recipient {
  email: string;
  signUp: SignUp;
}

/** Who the newsletter may be sent to: confirmed, with the confirmation on record. */
export async function newsletterRecipients(db: Database): Promise<Recipient[]> {
  const rows = await db.execute<SignUpRow>(sql`
    select id, email, status, ${consentMs} as consent_ms from newsletter_subscribers s
    where status = 'confirmed' and not ${unproven} order by id
  `);
  return rows.map((row) => ({ email: row.email, signUp: toSignUp(row) }));
}

/** Confirmed rows whose consent cannot be proved: listed for review, never mailed. */
export async function unprovenSubscribers(
  db: Database,
): Promise<{ email: string; subscribedAt: string }[]> {
  const rows = await db.execute<{ email: string; subscribed_at: string }>(sql`
    select email, subscribed_at from newsletter_subscribers s
    where status = 'confirmed' and ${unproven} order by subscribed_at, id
  `);
  return rows.map((row) => ({ email: row.email, subscribedAt: String(row.subscribed_at) }));
}

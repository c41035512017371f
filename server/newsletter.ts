// Newsletter subscriptions with double opt-in: pending (with its consent) -> confirmed -> unsubscribed.
// One row per address whatever its letter case; every change is one statement, safe under concurrency.
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

/** A pending sign-up not confirmed within this time is deleted (and its link stops working). */
export const PENDING_HOURS = 48;
/** A pending address gets at most one confirmation e-mail in this time. */
export const CONFIRMATION_INTERVAL_MINUTES = 60;

/** What the visitor agreed to and where: the consent text's version and the page's path. */
export interface Consent {
  version: string;
  page: string;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Normalises an address as it is stored: trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Deletes the pending sign-ups nobody confirmed in time (their address and consent go with them). */
export async function purgeExpiredPending(db: Database): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    delete from newsletter_subscribers
    where status = 'pending' and consent_at < now() - make_interval(hours => ${PENDING_HOURS})
    returning id
  `);
  return rows.length;
}

export interface SubscriptionRequest {
  /** A confirmation e-mail is due now (none was sent to this address in the last hour). */
  sendConfirmation: boolean;
  /** When the pending sign-up expires, for the link. */
  expiresAt?: Date;
}

/**
 * Records a sign-up as pending with its consent (a confirmed address is left as it is) and claims
 * the right to send the confirmation e-mail: at most one per address and hour. The answer to the
 * visitor is the same in every case, so it reveals nothing about the address.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  consent: Consent,
): Promise<SubscriptionRequest> {
  const address = normaliseEmail(email);
  await purgeExpiredPending(db);
  // New, or unsubscribed before: pending with this consent. Pending already: unchanged, so the
  // link already sent keeps working.
  await db.execute(sql`
    insert into newsletter_subscribers (email, status, consent_version, consent_at, consent_page)
    values (${address}, 'pending', ${consent.version}, now(), ${consent.page})
    on conflict (lower(email)) do update set
      status = 'pending',
      consent_version = excluded.consent_version,
      consent_at = excluded.consent_at,
      consent_page = excluded.consent_page,
      confirmed_at = null,
      unsubscribed_at = null
    where newsletter_subscribers.status = 'unsubscribed'
  `);
  const claimed = await db.execute<{ expires_at: string }>(sql`
    update newsletter_subscribers set confirmation_sent_at = now()
    where lower(email) = ${address} and status = 'pending'
      and (confirmation_sent_at is null
        or confirmation_sent_at <= now() - make_interval(mins => ${CONFIRMATION_INTERVAL_MINUTES}))
    returning consent_at + make_interval(hours => ${PENDING_HOURS}) as expires_at
  `);
  const row = claimed[0];
  return row
    ? { sendConfirmation: true, expiresAt: new Date(row.expires_at) }
    : { sendConfirmation: false };
}

/** Gives the hour back when the confirmation e-mail could not be sent, so a retry can send it. */
export async function releaseConfirmation(db: Database, email: string): Promise<void> {
  await db.execute(sql`
    update newsletter_subscribers set confirmation_sent_at = null
    where lower(email) = ${normaliseEmail(email)} and status = 'pending'
  `);
}

/**
 * Confirms a pending, unexpired sign-up; true when the address is now subscribed (confirming twice
 * is fine). An expired or unknown one is not confirmed: the visitor signs up again.
 */
export async function confirmSubscription(db: Database, email: string): Promise<boolean> {
  const rows = await db.execute<{ status: SubscriptionStatus }>(sql`
    update newsletter_subscribers
    set status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
    where lower(email) = ${normaliseEmail(email)}
      and (status = 'confirmed'
        or (status = 'pending' and consent_at >= now() - make_interval(hours => ${PENDING_HOURS})))
    returning status
  `);
  return rows.length > 0;
}

/** Unsubscribes the address (pending or confirmed); true when a row with that address exists. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    update newsletter_subscribers
    set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
    where lower(email) = ${normaliseEmail(email)}
    returning id
  `);
  return rows.length > 0;
}

/** The state of an address, or undefined when it is not stored. */
export async function subscriptionStatus(
  db: Database,
  email: string,
): Promise<SubscriptionStatus | undefined> {
  const rows = await db.execute<{ status: SubscriptionStatus }>(sql`
    select status from newsletter_subscribers where lower(email) = ${normaliseEmail(email)}
  `);
  return rows[0]?.status;
}

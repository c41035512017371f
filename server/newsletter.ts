// Newsletter subscriptions with double opt-in: pending (with consent) -> confirmed -> unsubscribed.
// One row per address in any letter case; each change is one statement, safe under concurrency.
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

/** Unconfirmed sign-ups are deleted after this (their link stops working). */
export const PENDING_HOURS = 48;
/** At most one confirmation e-mail per pending address in this time. */
export const CONFIRMATION_INTERVAL_MINUTES = 60;

/** The consent text's version and the page's path. */
export interface Consent {
  version: string;
  page: string;
}

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Their address and consent go with them. */
export async function purgeExpiredPending(db: Database): Promise<number> {
  const rows = await db.execute<{ id: number }>(sql`
    delete from newsletter_subscribers
    where status = 'pending' and consent_at < now() - make_interval(hours => ${PENDING_HOURS})
    returning id
  `);
  return rows.length;
}

export interface SubscriptionRequest {
  sendConfirmation: boolean;
  expiresAt?: Date;
}

/**
 * Pending with its consent (a confirmed address stays) and claims the one confirmation e-mail an
 * hour; the visitor's answer is the same in every case, revealing nothing about the address.
 */
export async function requestSubscription(
  db: Database,
  email: string,
  consent: Consent,
): Promise<SubscriptionRequest> {
  const address = normaliseEmail(email);
  await purgeExpiredPending(db);
  // Pending already: unchanged, so the link already sent keeps working.
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

/** When the e-mail could not be sent, so a retry can send it. */
export async function releaseConfirmation(db: Database, email: string): Promise<void> {
  await db.execute(sql`
    update newsletter_subscribers set confirmation_sent_at = null
    where lower(email) = ${normaliseEmail(email)} and status = 'pending'
  `);
}

/** True when now subscribed (twice is fine); expired or unknown: the visitor signs up again. */
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

/** True when a row with that address exists. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    update newsletter_subscribers
    set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now())
    where lower(email) = ${normaliseEmail(email)}
    returning id
  `);
  return rows.length > 0;
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

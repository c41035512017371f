// Newsletter subscriptions: one row per address whatever its letter case; subscribing twice is fine.
import { sql } from 'drizzle-orm';
import type { Database } from './db/client';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed' | 'reactivated';

export const SUBSCRIBE_MESSAGES: Record<SubscribeOutcome, string> = {
  subscribed: 'Te has suscrito correctamente. Recibirás nuestro próximo envío en tu email.',
  'already-subscribed':
    'Ya estabas suscrito con este email: seguirás recibiendo nuestras novedades.',
  reactivated: 'Hemos reactivado tu suscripción. Volverás a recibir nuestras novedades.',
};

/** Normalises an address as it is stored: trimmed and lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Stores the subscription (or reactivates it) in one statement, safe under concurrent requests. */
export async function subscribe(db: Database, email: string): Promise<SubscribeOutcome> {
  const normalised = normaliseEmail(email);
  // `was_active` is read from the row as it was before this statement (null when it is new).
  const rows = await db.execute<{ inserted: boolean; was_active: boolean | null }>(sql`
    with previous as (
      select is_active from newsletter_subscribers where lower(email) = ${normalised}
    )
    insert into newsletter_subscribers (email) values (${normalised})
    on conflict (lower(email)) do update set is_active = true
    returning (xmax = 0) as inserted, (select is_active from previous) as was_active
  `);
  const row = rows[0];
  if (!row || row.inserted) return 'subscribed';
  return row.was_active ? 'already-subscribed' : 'reactivated';
}

/** Marks the address as unsubscribed; true when a subscriber with that address exists. */
export async function unsubscribe(db: Database, email: string): Promise<boolean> {
  const rows = await db.execute<{ id: number }>(sql`
    update newsletter_subscribers set is_active = false
    where lower(email) = ${normaliseEmail(email)}
    returning id
  `);
  return rows.length > 0;
}

// Database tables (Drizzle). Changes go through numbered migrations: `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Every listing description the generator produced (spec section 3). */
export const propertyDescriptions = pgTable('property_descriptions', {
  id: serial('id').primaryKey(),
  address: text('address').notNull(),
  area: numeric('area', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  rooms: integer('rooms').notNull(),
  bathrooms: integer('bathrooms').notNull(),
  propertyType: text('property_type').notNull(),
  extras: text('extras')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  otherExtras: text('other_extras'),
  targetAudience: text('target_audience').notNull(),
  generatedDescription: text('generated_description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Newsletter sign-ups (double opt-in), the current state: one row per address whatever its letter
 * case. `status` is 'pending' until the signed link's button is pressed, then 'confirmed'; only
 * confirmed rows with a recorded confirmation are sent the newsletter. A sign-up is named by its id
 * and `consent_at` (kept to the millisecond, as its links carry it); the consent is what the
 * visitor agreed to (text version and hash) and where.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    consentVersion: varchar('consent_version', { length: 32 }),
    consentTextHash: varchar('consent_text_hash', { length: 64 }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentPage: varchar('consent_page', { length: 255 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${table.email})`),
    check(
      'newsletter_subscribers_status_check',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);

/**
 * The consent's history, append only (a trigger refuses updates): each request, confirmation and
 * withdrawal with the consent it concerns, so a consent can be proved after a re-subscription.
 * The purge deletes only the requests of sign-ups never confirmed.
 */
export const newsletterConsentEvents = pgTable(
  'newsletter_consent_events',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    event: varchar('event', { length: 16 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    consentVersion: varchar('consent_version', { length: 32 }),
    /** SHA-256 of the consent text, hex; null for events carried over from before it was kept. */
    consentTextHash: varchar('consent_text_hash', { length: 64 }),
    /** The page of a request; none for confirmations and withdrawals. */
    consentPage: varchar('consent_page', { length: 255 }),
  },
  (table) => [
    index('newsletter_consent_events_email_idx').on(sql`lower(${table.email})`, table.at),
    check(
      'newsletter_consent_events_event_check',
      sql`${table.event} in ('requested', 'confirmed', 'withdrawn')`,
    ),
  ],
);

/** The last confirmation e-mail per canonical mailbox: at most one an hour whatever the +tag. */
export const newsletterConfirmationClaims = pgTable('newsletter_confirmation_claims', {
  mailbox: varchar('mailbox', { length: 255 }).primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Agency contact requests: stored before anything else so that no lead is lost. */
export const contactRequests = pgTable('contact_requests', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  empresa: text('empresa').notNull(),
  telefono: text('telefono').notNull(),
  email: varchar('email', { length: 255 }).notNull(),
  mensaje: text('mensaje').notNull(),
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

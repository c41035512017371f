// Database tables (Drizzle). Changes go through numbered migrations: `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  check,
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
 * Newsletter sign-ups (double opt-in); one row per address whatever its letter case. `status` is
 * 'pending' until the signed link is followed, then 'confirmed'; only confirmed rows are sent the
 * newsletter. The consent (text version, time, page) is what the visitor agreed to and where.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    consentVersion: varchar('consent_version', { length: 32 }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentPage: varchar('consent_page', { length: 255 }),
    /** The last confirmation e-mail: at most one an hour per pending address. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
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

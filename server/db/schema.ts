// Database tables (Drizzle). Changes go through numbered migrations: `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  boolean,
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

/** Newsletter sign-ups; one row per address whatever its letter case. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_subscribers_email_lower_key').on(sql`lower(${table.email})`)],
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

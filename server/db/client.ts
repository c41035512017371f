// One Postgres connection pool per function instance, created on first use from DATABASE_URL.
import postgres from 'postgres';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import * as schema from './schema';
import { ConfigError } from '../config';

export type Database = PostgresJsDatabase<typeof schema>;

let pool: { sql: postgres.Sql; db: Database } | undefined;

function connect() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new ConfigError(
      'DATABASE_URL is not set: run `npm start` (it starts the embedded database) or set it to a Postgres URL.',
    );
  }
  const sql = postgres(url, {
    max: Number(process.env.DATABASE_POOL_MAX ?? 3),
    // Supabase's transaction pooler (port 6543) does not support prepared statements.
    prepare: false,
    idle_timeout: 20,
    connect_timeout: 10,
    onnotice: () => undefined,
  });
  return { sql, db: drizzle(sql, { schema }) };
}

/** The Drizzle database for the configured DATABASE_URL. */
export function getDb(): Database {
  pool ??= connect();
  return pool.db;
}

/** The raw postgres.js client, for health checks. */
export function getSql(): postgres.Sql {
  pool ??= connect();
  return pool.sql;
}

/** Closes the pool (tests and scripts). */
export async function closeDb(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.sql.end({ timeout: 5 });
}

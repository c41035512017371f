// Jest `db` project: a throwaway database per run, migrated. TEST_DATABASE_URL selects a real
// PostgreSQL; otherwise an in-memory PGlite server is started.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { startEmbeddedDatabase } from '../../scripts/lib/embedded-db.mjs';
import { runMigrations } from '../../scripts/lib/migrate.mjs';

export default async function globalSetup() {
  let url = process.env.DB_TEST_TARGET === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (process.env.DB_TEST_TARGET === 'postgres' && !url) {
    throw new Error('DB_TEST_TARGET=postgres needs TEST_DATABASE_URL');
  }
  if (url) {
    // Start from an empty schema so that every run applies every migration.
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    await sql.unsafe(
      'DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;',
    );
    await sql.end();
  } else {
    const embedded = await startEmbeddedDatabase();
    globalThis.__EMBEDDED_DB__ = embedded;
    url = embedded.url;
  }
  await runMigrations(url);
  process.env.DATABASE_URL = url;
  // E-mails the functions send during the tests go to a throwaway outbox, not the project's .data/.
  process.env.MAIL_OUTBOX_DIR ??= mkdtempSync(path.join(tmpdir(), 'inmocalc-outbox-'));
}

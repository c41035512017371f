// `npm run db:migrate`: migrates DATABASE_URL, or the embedded database under .data/ when unset.
import { startEmbeddedDatabase } from './lib/embedded-db.mjs';
import { runMigrations } from './lib/migrate.mjs';
import { embeddedDataDir } from './lib/config.mjs';

if (process.env.DATABASE_URL) {
  await runMigrations(process.env.DATABASE_URL);
  console.log('Migraciones aplicadas en DATABASE_URL.');
} else {
  const embedded = await startEmbeddedDatabase({ dataDir: embeddedDataDir });
  try {
    await runMigrations(embedded.url);
    console.log(`Migraciones aplicadas en la base de datos embebida (${embeddedDataDir}).`);
  } finally {
    await embedded.stop();
  }
}

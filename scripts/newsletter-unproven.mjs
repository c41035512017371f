// `npm run newsletter:unproven`: lists confirmed subscribers whose consent cannot be proved (rows
// carried over from single opt-in: no confirmation on record). They are never sent the newsletter
// (server/newsletter.ts' newsletterRecipients leaves them out); this report is for deciding what
// to do with them. DATABASE_URL, or the embedded database under .data/ when unset; --json prints JSON.
import postgres from 'postgres';
import { startEmbeddedDatabase } from './lib/embedded-db.mjs';
import { embeddedDataDir } from './lib/config.mjs';

// The same condition as `unproven` in server/newsletter.ts.
const UNPROVEN = `
  select email, subscribed_at from newsletter_subscribers s
  where status = 'confirmed' and not exists (
    select 1 from newsletter_consent_events e
    where lower(e.email) = lower(s.email) and e.event = 'confirmed' and e.at >= s.consent_at
  )
  order by subscribed_at, id`;

async function list(url) {
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined });
  try {
    const rows = await sql.unsafe(UNPROVEN);
    return rows.map((row) => ({ email: row.email, subscribedAt: row.subscribed_at.toISOString() }));
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function unproven() {
  if (process.env.DATABASE_URL) return list(process.env.DATABASE_URL);
  const embedded = await startEmbeddedDatabase({ dataDir: embeddedDataDir });
  try {
    return await list(embedded.url);
  } finally {
    await embedded.stop();
  }
}

const rows = await unproven();
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows));
} else if (rows.length === 0) {
  console.log('Todos los suscriptores confirmados tienen su consentimiento acreditado.');
} else {
  const who = rows.length === 1 ? 'suscriptor confirmado' : 'suscriptores confirmados';
  console.log(
    `${rows.length} ${who} sin prueba de consentimiento (no se les envía la newsletter):\n`,
  );
  for (const row of rows) console.log(`${row.subscribedAt}  ${row.email}`);
}

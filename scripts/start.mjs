// `npm start`: builds the site, starts the database (embedded unless DATABASE_URL is set), applies
// migrations and serves site + functions through Netlify CLI, as production does. Ctrl-C stops all.
import { parseArgs } from 'node:util';
import { appPort } from './lib/config.mjs';
import { serve } from './lib/serve.mjs';

const { values } = parseArgs({
  options: { build: { type: 'boolean', default: true }, port: { type: 'string' } },
  allowNegative: true,
});

await serve({
  port: Number(values.port ?? appPort),
  build: values.build,
  // The end-to-end tests serve a second suite beside `npm start`, on its own in-memory database.
  ephemeralDb: process.env.CI_EPHEMERAL_DB === '1',
  netlifyArgs: ['--dir', 'public'],
});

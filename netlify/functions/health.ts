// GET /api/health: reports whether the function runtime reaches the database.
import type { Config } from '@netlify/functions';
import { getSql } from '../../server/db/client';
import { logServerError } from '../../server/db/errors';
import { endpoint, json } from '../../server/http';

const DB_TIMEOUT_MS = 3000;

async function pingDatabase(): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DB_TIMEOUT_MS);
  });
  try {
    await Promise.race([getSql()`select 1 as ok`, timeout]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round(performance.now() - started);
}

export default endpoint({
  method: 'GET',
  async handle() {
    try {
      const latencyMs = await pingDatabase();
      return json({ ok: true, database: 'up', latencyMs });
    } catch (error) {
      logServerError('health', error, 'database unreachable');
      return json({ ok: false, database: 'down', error: 'La base de datos no responde.' }, 503);
    }
  },
});

export const config: Config = { path: '/api/health' };

// `npm start` as a child process for measurements and tests: an in-memory database on a known port
// (rows counted from outside), its memory, a burst of subscriptions. For load:api and e2e/server.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { bin, rootDir } from './config.mjs';
import { freePort } from './embedded-db.mjs';
import { waitForHttp } from './process.mjs';

/** `--no-build` on `port` with a fresh database, once /api/health answers. */
export async function startSuite({ port, env = {}, timeoutMs = 120_000 }) {
  const dbPort = await freePort();
  const child = spawn(
    bin('node'),
    [path.join(rootDir, 'scripts', 'start.mjs'), '--no-build', '--port', String(port)],
    {
      cwd: rootDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DATABASE_URL: '',
        CI_EPHEMERAL_DB: '1',
        CI_EPHEMERAL_DB_PORT: String(dbPort),
        ...env,
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://localhost:${port}`;
  try {
    await Promise.race([
      waitForHttp(`${base}/api/health`, timeoutMs),
      exited.then((code) => {
        throw new Error(`npm start terminó (código ${code}):\n${output}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    base,
    pid: child.pid,
    databaseUrl: `postgresql://postgres:postgres@127.0.0.1:${dbPort}/postgres`,
    output: () => output,
    exited,
    /** Resolves with the exit code and the shutdown's duration. */
    async stop(signal = 'SIGTERM') {
      const started = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const code = await exited;
      return { code, ms: Date.now() - started };
    },
  };
}

/** Linux /proc, else undefined. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** All at once over `addresses` addresses: how many answers had each status, how many 503s Retry-After. */
export async function subscriptionBurst(
  base,
  { requests = 200, addresses = 20, prefix = 'rafaga' } = {},
) {
  const statuses = new Map();
  let retryAfter = 0;
  await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      let status;
      try {
        const res = await fetch(`${base}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `${prefix}${i % addresses}@ejemplo.es` }),
        });
        await res.arrayBuffer();
        status = res.status;
        if (status === 503 && res.headers.get('retry-after')) retryAfter += 1;
      } catch (error) {
        status = `error ${error.cause?.code ?? error.message}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }),
  );
  return { statuses, retryAfter };
}

export async function countSubscribers(databaseUrl, prefix = 'rafaga') {
  const sql = postgres(databaseUrl, { max: 1, prepare: false, onnotice: () => undefined });
  try {
    const [row] = await sql`
      select count(*)::int as n from newsletter_subscribers where email like ${`${prefix}%`}`;
    return row.n;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

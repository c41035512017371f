// `npm start` under a burst and at shutdown, each test on its own server (scripts/start.mjs) and
// in-memory database: 200 concurrent subscriptions of 20 addresses store exactly 20 rows and the
// server keeps answering; beyond the bound on concurrent functions the answer is a Spanish 503 with
// Retry-After; SIGTERM stops it within 5 s, and killing `npm start` with SIGKILL leaves nothing
// listening.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './helpers';

// A dynamic import: the helper is an ES module that uses import.meta (a static import would be
// compiled to require()).
const suiteProcess = () => import('../scripts/lib/suite-process.mjs');

const rootDir = path.join(__dirname, '..');

/** Whether something accepts connections on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

// Each test starts a server (database, bundling, compression: 10-30 s on 2 busy cores).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test('200 concurrent subscriptions of 20 addresses: 20 rows, the server still answers', async () => {
  const { countSubscribers, rssMb, startSuite, subscriptionBurst } = await suiteProcess();
  // The per-client and per-address limits would refuse a burst sent from one address.
  const suite = await startSuite({
    port: await freePort(),
    env: {
      NEWSLETTER_RATE_LIMIT: '1000',
      NEWSLETTER_ADDRESS_RATE_LIMIT: '1000',
      MAIL_OUTBOX_DIR: path.join(tmpdir(), `burst-outbox-${process.pid}`),
    },
  });
  try {
    const { statuses, retryAfter } = await subscriptionBurst(suite.base, {
      requests: 200,
      addresses: 20,
    });
    const answers = Object.fromEntries(statuses);
    test.info().annotations.push({
      type: 'burst',
      description: `${JSON.stringify(answers)}, RSS ${rssMb(suite.pid)?.toFixed(0)} MB`,
    });
    for (const status of statuses.keys()) {
      expect([202, 503], `answers ${JSON.stringify(answers)}`).toContain(status);
    }
    expect(retryAfter).toBe(statuses.get(503) ?? 0);
    // Each address is stored once (pending its confirmation), whatever the order.
    expect(await countSubscribers(suite.databaseUrl)).toBe(20);
    const health = await fetch(`${suite.base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, database: 'up' });
    const page = await fetch(`${suite.base}/`);
    expect(page.status).toBe(200);
  } finally {
    const { code, ms } = await suite.stop('SIGTERM');
    expect(code).toBe(0);
    expect(ms).toBeLessThan(5000);
  }
  expect(await listening(Number(new URL(suite.base).port))).toBe(false);
});

test('beyond the bound on concurrent functions: a Spanish 503 with Retry-After', async () => {
  const { startSuite } = await suiteProcess();
  const suite = await startSuite({
    port: await freePort(),
    env: { FUNCTION_CONCURRENCY: '1', FUNCTION_QUEUE_SIZE: '1', FUNCTION_QUEUE_TIMEOUT_MS: '50' },
  });
  try {
    // The Excel file takes tens of milliseconds to build: 20 at once overflow one slot and one
    // queue place.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        fetch(`${suite.base}/api/excel-template/rentabilidad`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ purchasePrice: String(150000 + i) }),
        }),
      ),
    );
    const busy = answers.filter((res) => res.status === 503);
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThan(0);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + answers.filter((res) => res.status === 200).length).toBe(20);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      const body = (await res.json()) as { error: string };
      expect(body.error).toMatch(/Vuelve a intentarlo en unos segundos/);
    }
    expect((await fetch(`${suite.base}/api/health`)).status).toBe(200);
  } finally {
    await suite.stop();
  }
});

test('npm start killed with SIGKILL leaves nothing listening', async () => {
  const port = await freePort();
  // npm -> sh -c -> node scripts/start.mjs, as a user runs it; only npm is killed.
  const npm = spawn('npm', ['start', '--silent', '--', '--no-build', '--port', String(port)], {
    cwd: rootDir,
    stdio: 'ignore',
    env: { ...process.env, CI_EPHEMERAL_DB: '1' },
  });
  try {
    await expect.poll(() => listening(port), { timeout: 180_000, intervals: [500] }).toBe(true);
    npm.kill('SIGKILL');
    // The server notices its parent has gone (polled every second) and stops within 5 s.
    await expect.poll(() => listening(port), { timeout: 10_000, intervals: [250] }).toBe(false);
  } finally {
    npm.kill('SIGKILL');
  }
});

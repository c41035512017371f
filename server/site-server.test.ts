// `npm start`'s server over real sockets (server/testing/site-server-driver.mjs plays the clients):
// slow bodies hold no function slot, oversized bodies are refused unread, unsupported methods and
// malformed hosts get Spanish answers with the security headers, and the client's Host never
// chooses the 404 page or the address mail links are built from.
import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { mailSiteUrl } from './mail-links';
import { SECURITY_HEADERS } from './security-headers';

const DRIVER = path.join(__dirname, 'testing', 'site-server-driver.mjs');
const MB = 1024 * 1024;

interface Answer {
  status: number;
  ms: number;
  headers: Record<string, string>;
  body: string;
}

/** A port free now: fixed ones clash with a suite another process runs beside the tests. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function drive<T>(scenario: string, port: number, bodyTimeoutMs?: number) {
  const args = [DRIVER, scenario, String(port), ...(bodyTimeoutMs ? [String(bodyTimeoutMs)] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 60_000 });
  return JSON.parse(stdout) as { result: T; logged: string[] };
}

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()]).toBe(value);
  }
}

const STACK_LINE = /^\s+at /m;

interface Slow {
  health: { status: number; ms: number }[];
  slow: Answer[];
  headers: Record<string, string>;
}

describe('npm start under slow clients', () => {
  it.each([
    ['the real 10 s deadline, a byte every 2 s', undefined, 10_000],
    ['a short deadline, a byte every 200 ms', 1500, 1500],
  ])(
    'with %s, health answers at once and each slow client gets 408',
    async (_, option, deadline) => {
      const { result, logged } = await drive<Slow>('slow', await freePort(), option);
      expect(result.health.map((h) => h.status)).toEqual([200, 200, 200, 200, 200]);
      for (const { ms } of result.health) expect(ms).toBeLessThan(100);
      expect(result.slow).toHaveLength(20);
      for (const answer of result.slow) {
        expect(answer.status).toBe(408);
        expect(answer.ms).toBeGreaterThanOrEqual(deadline);
        expect(answer.ms).toBeLessThan(deadline + 1000);
        expect(JSON.parse(answer.body).error).toMatch(/ha tardado demasiado/);
      }
      expectSecurityHeaders(result.headers);
      expect(logged).toEqual([]);
    },
    30_000,
  );
});

describe('npm start refusals', () => {
  it('answers TRACE with 405 and a malformed Host with 400, in Spanish, with no stack logged', async () => {
    const { result, logged } = await drive<{ trace: Answer; badHost: Answer; page: number }>(
      'guards',
      await freePort(),
    );
    expect(result.trace.status).toBe(405);
    expect(result.trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(JSON.parse(result.trace.body)).toEqual({ error: 'Método no permitido.' });
    expect(result.badHost.status).toBe(400);
    expect(JSON.parse(result.badHost.body).error).toMatch(/cabecera Host/);
    for (const answer of [result.trace, result.badHost]) expectSecurityHeaders(answer.headers);
    // The same server still serves pages.
    expect(result.page).toBe(200);
    expect(logged.join('\n')).not.toMatch(STACK_LINE);
  }, 30_000);

  it('answers a 10 MB body with 413 having read little more than 1 MB of it', async () => {
    type Big = Record<'length' | 'chunked', Answer & { read: number }>;
    const { result } = await drive<Big>('big', await freePort());
    for (const mode of ['length', 'chunked'] as const) {
      const answer = result[mode];
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toMatch(/demasiado grande \(máximo 1 MB\)/);
      expectSecurityHeaders(answer.headers);
      // The socket reads ahead by a few 64 KB reads; never the 10 MB.
      expect(answer.read).toBeLessThan(MB + 256 * 1024);
    }
    // A declared length over the limit is refused before the body is read.
    expect(result.length.read).toBeLessThan(256 * 1024);
  }, 30_000);
});

describe('npm start and the Host header', () => {
  it('keeps the 404 page and the functions’ address (mail links) whatever Host the client names', async () => {
    const port = await freePort();
    const { result } = await drive<{
      page: Answer;
      echo: Answer;
      absolute: Answer;
      expectedPage: string;
    }>('host', port);
    expect(result.page.status).toBe(404);
    expect(result.page.body).toBe(result.expectedPage);
    const seen = JSON.parse(result.echo.body) as { url: string };
    expect(seen.url).toBe(`http://localhost:${port}/api/echo`);
    // Mail links are built from the request the function sees (SITE_URL unset, as locally).
    expect(mailSiteUrl(new Request(seen.url), {})).toBe(`http://localhost:${port}`);
    // An absolute request target does not choose the host either.
    expect(JSON.parse(result.absolute.body).url).toBe(`http://localhost:${port}/api/echo`);
  }, 30_000);
});

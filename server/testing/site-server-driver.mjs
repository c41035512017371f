// Drives `npm start`'s server (scripts/lib/site-server.mjs) over real sockets for
// server/site-server.test.ts: `node site-server-driver.mjs <scenario> <port> [bodyTimeoutMs]` serves a
// temporary build with a few stand-in functions and the real not-found function (bundled here), plays
// the scenario as clients and prints one JSON line of what it measured.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { createSiteServer, listenOnLoopback } from '../../scripts/lib/site-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [scenario, portText, bodyTimeoutText] = process.argv.slice(2);
const port = Number(portText);
const NOT_FOUND_PAGE = '<!doctype html><h1>Página no encontrada (construida)</h1>';

// What the server logs, to show no refusal leaves a stack there.
const logged = [];
for (const level of ['error', 'warn', 'log']) {
  console[level] = (...args) =>
    logged.push(args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
}

const dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
const publishDir = path.join(dir, 'public');
const bundleDir = path.join(dir, 'bundles');

async function notFoundFunction() {
  const outfile = path.join(bundleDir, 'not-found.mjs');
  await build({
    entryPoints: [path.join(root, 'netlify', 'functions', 'not-found.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'error',
  });
  return (await import(pathToFileURL(outfile).href)).default;
}

const json = (body, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

async function startServer() {
  mkdirSync(publishDir, { recursive: true });
  writeFileSync(path.join(publishDir, '404.html'), NOT_FOUND_PAGE);
  writeFileSync(path.join(publishDir, 'page-paths.json'), '["/"]');
  writeFileSync(path.join(publishDir, 'index.html'), '<!doctype html><h1>Inicio</h1>');
  process.env.SITE_PUBLISH_DIR = publishDir;
  const notFound = await notFoundFunction();
  const routes = {
    '/api/health': async () => json({ status: 'ok' }),
    // What a function sees of its request: mail links are built from this address.
    '/api/echo': async (req) => json({ url: req.url, bytes: (await req.text()).length }),
  };
  const functions = {
    match(pathname) {
      const handler = routes[pathname];
      if (handler) return { handler, preferStatic: false };
      if (pathname.startsWith('/api/')) return undefined;
      return { handler: notFound, preferStatic: true };
    },
  };
  const site = createSiteServer({
    projectDir: dir,
    configPath: path.join(root, 'netlify.toml'),
    origin: `http://localhost:${port}`,
    functions,
    ...(bodyTimeoutText ? { bodyTimeoutMs: Number(bodyTimeoutText) } : {}),
  });
  const sockets = new Set();
  const listener = (req, res) => {
    sockets.add(req.socket);
    site.listener(req, res);
  };
  const listening = await listenOnLoopback(listener, port);
  return { sockets, close: () => listening.close(() => site.drain(1000)) };
}

/** A raw request: `{ status, headers, body, ms }`; `writeBody(socket)` sends what follows the headers. */
function raw(head, writeBody = () => undefined) {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ ...result, ms: Math.round(performance.now() - started) });
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return;
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const bytes = Buffer.from(text.slice(split + 4), 'latin1');
      if (bytes.length < Number(headers['content-length'] ?? 0)) return;
      finish({ status: Number(statusLine.split(' ')[1]), headers, body: bytes.toString('utf8') });
    });
    socket.on('error', () => finish({ status: 0 }));
    socket.on('close', () => finish({ status: 0 }));
    socket.write(head.join('\r\n') + '\r\n\r\n');
    writeBody(socket, () => done);
  });
}

const get = (pathname, host = `localhost:${port}`) =>
  raw([`GET ${pathname} HTTP/1.1`, `Host: ${host}`, 'Connection: close']);

const postHead = (pathname, extra = []) => [
  `POST ${pathname} HTTP/1.1`,
  `Host: localhost:${port}`,
  'Content-Type: application/json',
  ...extra,
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const scenarios = {
  /** 20 clients send a byte every 2 s (every 200 ms with a short deadline) while health is asked. */
  async slow() {
    const deadline = Number(bodyTimeoutText ?? 10_000);
    const every = deadline >= 10_000 ? 2000 : 200;
    const slow = Array.from({ length: 20 }, () =>
      raw(postHead('/api/echo', ['Content-Length: 100']), async (socket, finished) => {
        while (!finished() && !socket.destroyed) {
          socket.write('{');
          await sleep(every);
        }
      }),
    );
    await sleep(Math.min(3000, deadline / 2));
    const health = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await get('/api/health');
      health.push({ status: answer.status, ms: answer.ms });
      await sleep(100);
    }
    const answers = await Promise.all(slow);
    return {
      health,
      slow: answers.map(({ status, ms, body }) => ({ status, ms, body })),
      headers: answers[0].headers,
    };
  },

  /** TRACE and a malformed Host. */
  async guards() {
    const trace = await raw(['TRACE /api/health HTTP/1.1', `Host: localhost:${port}`]);
    const badHost = await get('/api/health', 'bad host');
    const page = await get('/');
    return { trace, badHost, page: page.status };
  },

  /** 10 MB with a declared length, then 10 MB chunked: what the server read before its 413. */
  async big(server) {
    const results = {};
    for (const mode of ['length', 'chunked']) {
      const extra =
        mode === 'length' ? ['Content-Length: 10485760'] : ['Transfer-Encoding: chunked'];
      server.sockets.clear();
      let written = 0;
      const answer = await raw(postHead('/api/echo', extra), async (socket, finished) => {
        const piece = Buffer.alloc(64 * 1024, 'a');
        while (!finished() && !socket.destroyed && written < 10 * 1024 * 1024) {
          const frame =
            mode === 'length'
              ? piece
              : Buffer.concat([
                  Buffer.from(`${piece.length.toString(16)}\r\n`),
                  piece,
                  Buffer.from('\r\n'),
                ]);
          const ok = socket.write(frame);
          written += piece.length;
          if (!ok)
            await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve));
        }
      });
      await sleep(200);
      const read = Math.max(...[...server.sockets].map((socket) => socket.bytesRead));
      results[mode] = { status: answer.status, body: answer.body, headers: answer.headers, read };
    }
    return results;
  },

  /** A client naming another host: the 404 page and the address functions see stay this server's. */
  async host() {
    const page = await get('/no-existe', '127.0.0.1:1');
    const echo = await raw(
      [
        'POST /api/echo HTTP/1.1',
        'Host: 127.0.0.1:1',
        'Content-Type: application/json',
        'Content-Length: 2',
        'Connection: close',
      ],
      (socket) => socket.write('{}'),
    );
    const absolute = await raw([
      'GET http://evil.example/api/echo HTTP/1.1',
      `Host: localhost:${port}`,
      'Connection: close',
    ]);
    return { page, echo, absolute, expectedPage: NOT_FOUND_PAGE };
  },
};

const server = await startServer();
try {
  const result = await scenarios[scenario](server);
  process.stdout.write(`${JSON.stringify({ result, logged })}\n`);
} finally {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

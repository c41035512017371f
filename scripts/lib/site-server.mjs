// `npm start`'s HTTP server in Netlify's request order: a matching function, netlify.toml's and
// `_redirects`' redirects, then static files. Functions run warm, at most `concurrency` at a time
// and `perClient` for one address; beyond that requests wait briefly, then get a Spanish 503. A
// function's body is read whole (within `bodyTimeoutMs`, at most `maxBodyBytes`) before it takes a
// slot, as Netlify buffers it, so a slow client holds a socket, never a slot. Every address the
// functions see starts with `origin`, never with the client's Host.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { RedirectsHandler } from '@netlify/redirects';
import { createLimiter } from './limiter.mjs';
import { createStaticFiles, isCompressible, pickEncoding } from './static-files.mjs';
import { bodyRefusal, refusalOf, sendRefusal } from './request-guard.mjs';
import { warmUp } from './warm-up.mjs';
import {
  MAX_BODY_BYTES,
  answerBody,
  answerHeaders,
  nodeHeaders,
  readBody,
  requestPath,
  toWebRequest,
} from './web-bridge.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const BUSY_MESSAGE =
  'El servidor está atendiendo demasiadas peticiones. Vuelve a intentarlo en unos segundos.';
const RETRY_AFTER_SECONDS = 2;

function sendFile(req, res, file, { status = file.status, extraHeaders = {} } = {}) {
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = (encoding === 'br' && file.br) || (encoding === 'gzip' && file.gzip) || file.body;
  const applied = body === file.body ? undefined : encoding;
  const etag = `"${file.etag}${applied ? `-${applied}` : ''}"`;
  const headers = {
    ...file.headers,
    ...extraHeaders,
    etag,
    ...(file.br || file.gzip ? { vary: 'Accept-Encoding' } : {}),
    ...(applied ? { 'content-encoding': applied } : {}),
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Brotli 11 per request costs far more CPU than 5 for nearly the same bytes (static files keep 11). */
const ANSWER_BROTLI_QUALITY = 5;

/**
 * Compresses text bodies past the threshold below, as Netlify's CDN does. `headers` is the
 * answer's own object (answerHeaders, nodeHeaders) and gets the length; `body` a string or bytes.
 */
async function sendAnswer(req, res, { status, headers, body }) {
  const size = () => (typeof body === 'string' ? Buffer.byteLength(body) : body.length);
  if (!headers['content-encoding'] && isCompressible(headers['content-type']) && size() >= 1024) {
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (encoding) {
      body =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size(),
              },
            })
          : await gzip(body);
      headers['content-encoding'] = encoding;
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    }
  }
  headers['content-length'] = size();
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The Netlify `Context` a function receives. A class, not an object literal: a literal with its own
 * getter is a dictionary-mode object, and under load every request's objects survived the young
 * collections with it (docs/benchmarks.md).
 */
class FunctionContext {
  #requestId;
  geo = {};
  params = {};
  deploy = { context: 'dev', id: '0', published: false };
  server = { region: 'local' };
  account = { id: '0' };

  constructor(ip, origin) {
    this.ip = ip;
    this.site = { id: '0', name: 'local', url: origin };
  }

  /** Made only when a function asks for it. */
  get requestId() {
    return (this.#requestId ??= randomUUID());
  }

  waitUntil() {}
}

/** A server, not yet listening, for `publishDir` and the loaded functions. */
export function createSiteServer({
  projectDir,
  publishDir = 'public',
  configPath = path.join(projectDir, 'netlify.toml'),
  functions,
  origin = 'http://localhost',
  concurrency = 16,
  queueSize = 512,
  queueTimeoutMs = 10_000,
  perClient = 4,
  maxBodyBytes = MAX_BODY_BYTES,
  bodyTimeoutMs = 10_000,
  accessLog,
}) {
  const statics = createStaticFiles({ projectDir, publishDir, configPath });
  const redirects = new RedirectsHandler({
    configPath,
    configRedirects: [],
    jwtRoleClaim: '',
    jwtSecret: '',
    projectDir,
    publicDir: publishDir,
  });
  const limiter = createLimiter({ concurrency, queueSize, queueTimeoutMs, perClient });
  let inFlight = 0;
  let warming = false;

  // The site's headers (the security ones) on every refusal, whatever its path.
  async function refuse(req, res, refusal) {
    sendRefusal(req, res, refusal, await statics.headersFor('/'));
  }

  async function invoke(req, res, route) {
    const read = await readBody(req, { maxBytes: maxBodyBytes, timeoutMs: bodyTimeoutMs });
    if ('refused' in read) {
      await refuse(req, res, bodyRefusal(read.refused));
      return;
    }
    if ('closed' in read) {
      res.destroy();
      return;
    }
    const request = await toWebRequest(req, origin, read.bytes);
    const client = req.socket.remoteAddress ?? '';
    const result = await limiter.run(async () => {
      const response = await route.handler(request, new FunctionContext(client, origin));
      const headers = answerHeaders(response);
      // A streamed answer (NDJSON) goes out line by line, as Netlify streams it; still in the slot.
      if (/^application\/x-ndjson/i.test(headers['content-type'] ?? '')) {
        res.writeHead(response.status, headers);
        for await (const chunk of response.body ?? []) res.write(chunk);
        res.end();
        return undefined;
      }
      return { status: response.status, headers, body: await answerBody(response) };
    }, client);
    if (result.ok) {
      if (result.value) await sendAnswer(req, res, result.value);
      return;
    }
    const headers = await statics.headersFor(new URL(origin + requestPath(req.url)).pathname);
    res.writeHead(503, {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'retry-after': String(RETRY_AFTER_SECONDS),
    });
    res.end(JSON.stringify({ error: BUSY_MESSAGE }));
  }

  function staticResponder(request) {
    return statics
      .lookup(new URL(request.url).pathname)
      .then(
        (file) =>
          file &&
          (() => Promise.resolve(new Response(file.body, { status: 200, headers: file.headers }))),
      );
  }

  async function handle(req, res) {
    const refusal = refusalOf(req);
    if (refusal) {
      await refuse(req, res, refusal);
      return;
    }
    const url = new URL(origin + requestPath(req.url));
    const route = functions.match(url.pathname);
    if (route) {
      const file = route.preferStatic ? await statics.lookup(url.pathname) : undefined;
      if (file) sendFile(req, res, file);
      else await invoke(req, res, route);
      return;
    }
    const readRequest = new Request(url, { method: req.method, headers: { ...req.headers } });
    const redirect = await redirects.match(readRequest);
    if (redirect) {
      const target = functions.match(redirect.target.pathname);
      if (target && !target.preferStatic) {
        await invoke(req, res, target);
        return;
      }
      const response = await redirects.handle(readRequest, redirect, staticResponder);
      if (response) {
        const body = Buffer.from(await response.arrayBuffer());
        const headers = nodeHeaders(response.headers);
        await sendAnswer(req, res, { status: response.status, headers, body });
        return;
      }
    }
    const file = await statics.lookup(url.pathname);
    if (file) {
      sendFile(req, res, file);
      return;
    }
    // No function catches this path: the 404 page, as Netlify's CDN answers.
    const notFound = await statics.lookup('/404.html');
    if (notFound) sendFile(req, res, notFound, { status: 404 });
    else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
  }

  function listener(req, res) {
    // What a host's access log keeps: method and address (the e2e privacy test reads it).
    if (!warming) accessLog?.(`${req.method} ${req.url}`);
    inFlight += 1;
    res.once('close', () => (inFlight -= 1));
    handle(req, res).catch(async (error) => {
      console.error(error);
      if (!res.headersSent) {
        res.writeHead(500, {
          ...(await statics.headersFor('/')),
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify({ error: 'Error interno del servidor.' }));
      } else res.destroy();
    });
  }

  async function drain(timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Before it listens: requests to itself, not in the access log (warm-up.mjs). */
  async function warmUpSelf(options) {
    warming = true;
    try {
      return await warmUp(listener, options);
    } finally {
      warming = false;
    }
  }

  return { listener, warm: statics.warm, warmUp: warmUpSelf, stats: limiter.stats, drain };
}

/**
 * Node's own deadlines, past the body's (`createSiteServer`'s `bodyTimeoutMs`, whose Spanish 408
 * comes first): headers within `headersTimeoutMs`, the whole request within `requestTimeoutMs`,
 * checked every second rather than Node's thirty.
 */
export const serverOptions = ({ headersTimeoutMs = 10_000, requestTimeoutMs = 15_000 } = {}) => ({
  keepAliveTimeout: 5000,
  headersTimeout: headersTimeoutMs,
  requestTimeout: requestTimeoutMs,
  connectionsCheckingInterval: 1000,
});

/** Listens on both loopback addresses (`localhost` may be either); rejects in Spanish when taken. */
export async function listenOnLoopback(listener, port, timeouts) {
  const servers = [];
  for (const host of ['127.0.0.1', '::1']) {
    const server = http.createServer(serverOptions(timeouts), listener);
    try {
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
      });
    } catch (error) {
      // A machine without IPv6 still serves on 127.0.0.1.
      if (host === '::1' && error.code === 'EADDRNOTAVAIL') continue;
      for (const open of servers) open.close();
      throw new Error(
        error.code === 'EADDRINUSE'
          ? `El puerto ${port} ya está en uso: detén el otro servidor o usa PORT=<otro puerto>.`
          : `No se pudo escuchar en ${host}:${port} (${error.code ?? error.message}).`,
      );
    }
    servers.push(server);
  }
  return {
    async close(drain) {
      const closed = servers.map((server) => new Promise((resolve) => server.close(resolve)));
      for (const server of servers) server.closeIdleConnections();
      await drain();
      for (const server of servers) server.closeAllConnections();
      await Promise.all(closed);
    },
  };
}

/** `SITE_URL`'s origin when set, else this server's own address: never a client's Host. */
export function siteOrigin(siteUrl, port) {
  const configured = siteUrl?.trim();
  return configured ? new URL(configured).origin : `http://localhost:${port}`;
}

// The soak's mixed load on a running `npm start` (scripts/lib/soak.mjs): pages and assets, every
// function with valid and invalid bodies, bursts, slow clients and many client addresses, each
// flow counted apart (answers by status, latency histogram) until a deadline.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { rootDir } from './config.mjs';
import { ENDPOINTS } from './load.mjs';

/** Latencies in buckets 3 % apart: percentiles of millions of requests in a few hundred numbers. */
export class Histogram {
  counts = new Map();
  count = 0;

  add(ms) {
    const bucket = Math.round(Math.log(Math.max(ms, 0.01) * 100) / Math.log(1.03));
    this.counts.set(bucket, (this.counts.get(bucket) ?? 0) + 1);
    this.count += 1;
  }

  percentile(p) {
    if (this.count === 0) return Number.NaN;
    const rank = Math.min(this.count, Math.max(1, Math.ceil((p / 100) * this.count)));
    let seen = 0;
    for (const bucket of [...this.counts.keys()].sort((a, b) => a - b)) {
      seen += this.counts.get(bucket);
      if (seen >= rank) return 1.03 ** bucket / 100;
    }
    return Number.NaN;
  }
}

export function newFlow(name) {
  return { name, requests: 0, statuses: new Map(), latency: new Histogram() };
}

function record(flow, status, ms) {
  flow.requests += 1;
  flow.statuses.set(status, (flow.statuses.get(status) ?? 0) + 1);
  flow.latency.add(ms);
}

/** A distinct loopback address for each `i` (Linux answers the whole 127/8). */
export function clientAddress(i) {
  const n = i % (254 * 256 * 254);
  return `127.${1 + Math.floor(n / (256 * 254))}.${Math.floor(n / 254) % 256}.${1 + (n % 254)}`;
}

/** One request; resolves to the status, 'timeout' or 'error', never rejects. */
function send(port, { method = 'GET', url, headers = {}, body, agent, localAddress }) {
  return new Promise((resolve) => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent,
        localAddress,
        headers: { ...headers, ...(bytes ? { 'content-length': bytes.length } : {}) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', () => resolve('error'));
      },
    );
    req.setTimeout(30_000, () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('error'));
    req.end(bytes);
  });
}

async function timed(flow, port, request) {
  const started = performance.now();
  const status = await send(port, request);
  record(flow, status, performance.now() - started);
}

const json = (url, body, extra = {}) => ({
  method: 'POST',
  url,
  headers: { 'content-type': 'application/json', ...extra },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/** Every function: load.mjs's valid requests, then refusals (bad JSON, fields, type, method). */
export const FUNCTION_REQUESTS = [
  ...ENDPOINTS.filter(([name]) => !name.includes('excel')).map(([, make]) => (i) => {
    const [url, init] = make(i);
    return { url, ...init };
  }),
  () => json('/api/calculate-purchase-costs', '{"propertyPrice": '),
  () => json('/api/calculate-purchase-costs', { propertyPrice: -5, propertyType: 'castillo' }),
  () => ({ ...json('/api/calculate-purchase-costs', 'precio=200000'), headers: {} }),
  () => ({ method: 'GET', url: '/api/calculate-purchase-costs' }),
  (i) => json('/api/newsletter/subscribe', { email: `no-es-un-correo-${i}` }),
  () => json('/api/contact-inmobiliaria', { nombre: '' }),
  () => json('/api/generate-description', { area: -1, rooms: 'tres' }),
  () => json('/api/analysis-excel', {}),
  () => json('/api/rental-return-excel', []),
  () => json('/api/excel-template/rentabilidad', { purchasePrice: 'mucho' }),
  (i) => ({ method: 'GET', url: `/api/newsletter/confirm?token=caducado${i}` }),
  (i) => ({ method: 'GET', url: `/api/newsletter/unsubscribe?token=ajeno${i}` }),
  () => json('/api/sanity-rebuild', { _id: 'x', _type: 'guide' }),
  (i) => ({ method: 'GET', url: `/api/no-existe-${i % 50}` }),
];

/** A workbook costs a hundred times a calculation: one request in EXCEL_EVERY asks for one. */
const EXCEL_EVERY = 50;
const excelRequest = ENDPOINTS.find(([name]) => name.includes('excel'))[1];

/** The home, the routes it links and its scripts and styles, as the build left them. */
export function pagePaths(publishDir = path.join(rootDir, 'public')) {
  const home = path.join(publishDir, 'index.html');
  if (!existsSync(home)) return { pages: ['/'], assets: [], largest: '/' };
  const html = readFileSync(home, 'utf8');
  const links = [...html.matchAll(/href="(\/[a-z0-9-/]*)"/g)].map((m) => m[1]);
  const assets = [...html.matchAll(/(?:src|href)="(\/[^"?#]+\.(?:js|css))"/g)].map((m) => m[1]);
  const pages = ['/', ...new Set(links)].slice(0, 8);
  const files = [...new Set(assets)].slice(0, 8);
  const size = (url) => {
    const file = path.join(publishDir, url);
    return existsSync(file) ? statSync(file).size : 0;
  };
  const largest = [...files].sort((a, b) => size(b) - size(a))[0] ?? '/';
  return { pages, assets: files, largest };
}

const ENCODINGS = ['br, gzip', 'gzip', undefined];

/** Runs `worker(i)` in `count` loops until `deadline`. */
async function loop(count, deadline, worker) {
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (Date.now() < deadline) await worker(next++);
    }),
  );
}

export async function pagesFlow(flow, port, deadline, { pages, assets }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  const paths = [...pages, ...assets];
  await loop(6, deadline, (i) => {
    // One in ten is a path no file has, or a page under a query: neither may grow a cache.
    const url =
      i % 10 === 0 ? `/no-existe/${i}` : i % 10 === 5 ? `/?utm=${i}` : paths[i % paths.length];
    const encoding = ENCODINGS[i % ENCODINGS.length];
    return timed(flow, port, {
      url,
      agent,
      headers: encoding ? { 'accept-encoding': encoding } : {},
    });
  });
  agent.destroy();
}

export async function functionsFlow(flow, port, deadline) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 12 });
  await loop(12, deadline, (i) => {
    if (i % EXCEL_EVERY === 0) {
      const [url, init] = excelRequest(i);
      return timed(flow, port, { url, ...init, agent });
    }
    return timed(flow, port, { ...FUNCTION_REQUESTS[i % FUNCTION_REQUESTS.length](i), agent });
  });
  agent.destroy();
}

/** Each request from an address not seen before, on its own connection. */
export async function addressesFlow(flow, port, deadline, firstAddress = 0) {
  await loop(4, deadline, (i) => {
    const make = FUNCTION_REQUESTS[i % 5];
    const localAddress = clientAddress(firstAddress + i);
    return timed(flow, port, { ...make(i), localAddress, agent: false });
  });
}

/** `size` requests at once every `everyMs`, half a calculation and half a page. */
export async function burstsFlow(flow, port, deadline, { size = 200, everyMs = 5000, pages }) {
  while (Date.now() < deadline) {
    const started = Date.now();
    await Promise.all(
      Array.from({ length: size }, (_, i) =>
        timed(
          flow,
          port,
          i % 2 === 0
            ? { ...FUNCTION_REQUESTS[1](i), agent: false }
            : { url: pages[i % pages.length], agent: false },
        ),
      ),
    );
    const wait = Math.min(everyMs - (Date.now() - started), deadline - Date.now());
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/**
 * A raw HTTP/1.1 exchange on its own socket: the request written `bytesPerWrite` at a time every
 * `writeGapMs`, the answer read one chunk every `readGapMs`. Resolves to the status.
 */
function rawExchange(port, raw, { bytesPerWrite = 1, writeGapMs = 0, readGapMs = 0 }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, noDelay: true });
    let head = '';
    let timer;
    const done = (status) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(60_000, () => done('timeout'));
    socket.on('error', () => done('error'));
    socket.on('data', (chunk) => {
      if (head.length < 12) head += chunk.toString('latin1', 0, 12);
      if (readGapMs > 0) {
        socket.pause();
        setTimeout(() => socket.resume(), readGapMs);
      }
    });
    socket.on('end', () => done(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]) || 'error'));
    let offset = 0;
    const writeNext = () => {
      if (socket.destroyed || offset >= raw.length) return;
      socket.write(raw.subarray(offset, offset + bytesPerWrite));
      offset += bytesPerWrite;
      timer = setTimeout(writeNext, writeGapMs);
    };
    socket.once('connect', writeNext);
  });
}

/** Requests sent byte by byte, and answers read slowly. */
export async function slowFlow(flow, port, deadline, { largest }) {
  const body = JSON.stringify({
    propertyPrice: 180000,
    propertyType: 'used',
    autonomousCommunity: 'andalucia',
  });
  const post = Buffer.from(
    `POST /api/calculate-purchase-costs HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  const get = Buffer.from(
    `GET ${largest} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
  );
  await loop(6, deadline, async (i) => {
    const started = performance.now();
    const status =
      i % 2 === 0
        ? await rawExchange(port, post, { bytesPerWrite: 1, writeGapMs: 5 })
        : await rawExchange(port, get, { bytesPerWrite: get.length, readGapMs: 200 });
    record(flow, status, performance.now() - started);
  });
}

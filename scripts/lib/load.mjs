// API load on loopback: N concurrent clients, requests/s and p50/p99 per endpoint (load:api, bench).
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedDatabase } from './embedded-db.mjs';
import { bundleFunctions, hostFunctions } from './function-host.mjs';
import { runMigrations } from './migrate.mjs';

export const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 50);
export const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 500);

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** `i` makes bodies distinct where duplicates matter. */
export const ENDPOINTS = [
  ['GET /api/health', () => ['/api/health', {}]],
  [
    'POST /api/calculate-purchase-costs',
    () => [
      '/api/calculate-purchase-costs',
      json({ propertyPrice: 200000, propertyType: 'used', autonomousCommunity: 'madrid' }),
    ],
  ],
  [
    'POST /api/newsletter/subscribe',
    (i) => ['/api/newsletter/subscribe', json({ email: `carga${i % 200}@ejemplo.es` })],
  ],
  [
    'POST /api/contact-inmobiliaria',
    (i) => [
      '/api/contact-inmobiliaria',
      json({
        nombre: 'Prueba de carga',
        empresa: 'Inmobiliaria Carga',
        telefono: '600000000',
        email: `agencia${i}@ejemplo.es`,
        mensaje: `Mensaje de prueba de carga número ${i}.`,
      }),
    ],
  ],
  [
    'POST /api/generate-description',
    (i) => [
      '/api/generate-description',
      json({
        address: `Calle Feria ${i % 50}, Sevilla`,
        area: 85,
        rooms: 3,
        bathrooms: 2,
        propertyType: 'piso',
        extras: ['terraza', 'ascensor'],
        targetAudience: 'familias',
      }),
    ],
  ],
  [
    'POST /api/excel-template/rentabilidad',
    (i) => ['/api/excel-template/rentabilidad', json({ purchasePrice: String(150000 + i) })],
  ],
];

/** Node's client on a keep-alive agent: fetch's own cost would count as server latency. */
function send(agent, base, url, init) {
  return new Promise((resolve, reject) => {
    const target = new URL(base + url);
    const body = init.body === undefined ? undefined : Buffer.from(init.body);
    const req = http.request(
      target,
      {
        agent,
        method: init.method ?? 'GET',
        headers: { ...init.headers, ...(body ? { 'content-length': body.length } : {}) },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function load(base, make, count = REQUESTS, concurrency = CONCURRENCY) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const [url, init] = make(i);
        const t0 = performance.now();
        let status;
        try {
          status = await send(agent, base, url, init);
        } catch {
          status = 'error';
        }
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

/** Warmed up first (bundles, connections). */
export async function loadAll(base, { concurrency = CONCURRENCY, requests = REQUESTS } = {}) {
  const rows = [];
  for (const [name, make] of ENDPOINTS) {
    await load(base, make, concurrency * 2, concurrency);
    rows.push({ name, ...(await load(base, make, requests, concurrency)) });
  }
  return rows;
}

export function loadTable(rows) {
  const lines = ['| endpoint | req/s | p50 ms | p99 ms | answers |', '|---|--:|--:|--:|---|'];
  for (const r of rows) {
    const statuses = [...r.statuses].map(([s, n]) => `${n}x${s}`).join(', ');
    lines.push(
      `| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${statuses} |`,
    );
  }
  return lines.join('\n');
}

let measured = 0;

/** Serves the bundled functions against `databaseUrl` (or a fresh PGlite) and loads every endpoint. */
export async function measureFunctions({ databaseUrl, ...options } = {}) {
  let embedded;
  if (!databaseUrl) {
    embedded = await startEmbeddedDatabase();
    databaseUrl = embedded.url;
  }
  await runMigrations(databaseUrl);
  Object.assign(process.env, {
    DATABASE_URL: databaseUrl,
    // One process serves everything where Netlify runs an instance per request: a larger pool stands in.
    DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX ?? '10',
    // The generator's per-client limit would answer 429 to a load sent from one address.
    GENERATOR_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
    NEWSLETTER_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
    NEWSLETTER_ADDRESS_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
    CONTACT_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
    CONTACT_ADDRESS_RATE_LIMIT: String(Number.MAX_SAFE_INTEGER),
  });
  // A fresh folder per call, so a second call imports fresh modules.
  measured += 1;
  const bundles = await bundleFunctions(
    path.join(tmpdir(), `functions-${process.pid}-${measured}`),
  );
  const host = await hostFunctions(bundles);
  try {
    const rows = await loadAll(host.url, options);
    return { bundles, rows, database: embedded ? 'PGlite (embebida, en memoria)' : 'PostgreSQL' };
  } finally {
    await host.close();
    await embedded?.stop();
  }
}

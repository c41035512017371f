// `npm run load:api`: latency of each API endpoint under 50 concurrent clients on loopback.
// Serves the built site with its own in-memory database (or uses LOAD_BASE_URL), sends a bounded
// number of requests per endpoint and prints requests per second, p50 and p99. Not a test.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, rootDir } from './lib/config.mjs';
import { waitForHttp } from './lib/process.mjs';

const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 50);
const REQUESTS = Number(process.env.LOAD_REQUESTS ?? 200);
const port = 8911;

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each endpoint with a request factory; `i` makes bodies distinct where duplicates matter. */
const ENDPOINTS = [
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
  ['GET /api/excel-template/rentabilidad', () => ['/api/excel-template/rentabilidad', {}]],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(base, make, count = REQUESTS) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        const [url, init] = make(i);
        const t0 = performance.now();
        const res = await fetch(base + url, init);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: count / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses,
  };
}

let server;
let base = process.env.LOAD_BASE_URL;
if (!base) {
  base = `http://localhost:${port}`;
  server = spawn(
    bin('node'),
    [path.join(rootDir, 'scripts/start.mjs'), '--no-build', '--port', String(port)],
    {
      cwd: rootDir,
      stdio: 'ignore',
      detached: true,
      // The generator's per-client limit would answer 429 to a load test from one address.
      env: { ...process.env, CI_EPHEMERAL_DB: '1', GENERATOR_RATE_LIMIT: String(REQUESTS * 2) },
    },
  );
  // Ctrl-C or a timeout must not leave the suite running.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      process.kill(-server.pid, 'SIGTERM');
      process.exit(130);
    });
  }
  await waitForHttp(`${base}/api/health`, 180_000);
}

try {
  console.log(`${CONCURRENCY} concurrent clients, ${REQUESTS} requests per endpoint, ${base}`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | statuses |\n|---|---|---|---|---|');
  for (const [name, make] of ENDPOINTS) {
    await load(base, make, CONCURRENCY * 2); // warm-up: function bundles and connections
    const r = await load(base, make);
    const statuses = [...r.statuses].map(([s, n]) => `${s}x${n}`).join(' ');
    console.log(
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${statuses} |`,
    );
  }
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM');
}

// `npm run load:api`: latency of each API endpoint under 50 concurrent clients on loopback. Not a test.
// By default the functions are bundled as Netlify bundles them and served by a plain Node HTTP server
// (scripts/lib/function-host.mjs) on a fresh in-memory PGlite database, then on PostgreSQL when
// TEST_DATABASE_URL is set. `--start` measures `npm start` itself (scripts/start.mjs, its own
// embedded database), then fires a burst of 200 concurrent subscriptions of 20 addresses and reports
// the answers, the rows stored and the server's memory. `--netlify` measures through `netlify dev`
// (`npm start --netlify`); LOAD_BASE_URL measures an already running server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, rootDir } from './lib/config.mjs';
import { CONCURRENCY, REQUESTS, loadAll, loadTable, measureFunctions } from './lib/load.mjs';
import { waitForHttp } from './lib/process.mjs';
import { countSubscribers, rssMb, startSuite, subscriptionBurst } from './lib/suite-process.mjs';

const { values } = parseArgs({
  options: {
    netlify: { type: 'boolean', default: false },
    start: { type: 'boolean', default: false },
  },
});
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const port = Number(process.env.LOAD_PORT ?? 8911);
// The generator's per-client limit would answer 429 to a load sent from one address.
const generatorLimit = String(REQUESTS * 4);
const mb = (value) => (value === undefined ? '?' : `${value.toFixed(0)} MB`);

if (values.start) {
  const suite = await startSuite({ port, env: { GENERATOR_RATE_LIMIT: generatorLimit } });
  try {
    console.log(`npm start: ${CONCURRENCY} clientes concurrentes, ${REQUESTS} peticiones`);
    console.log(`Memoria del servidor al arrancar: ${mb(rssMb(suite.pid))}`);
    console.log(loadTable(await loadAll(suite.base)));
    console.log(`Memoria del servidor tras la carga: ${mb(rssMb(suite.pid))}`);
    const { statuses, retryAfter } = await subscriptionBurst(suite.base);
    const answers = [...statuses].map(([status, n]) => `${n}x${status}`).join(', ');
    console.log(`\nRáfaga de 200 suscripciones simultáneas de 20 direcciones: ${answers}`);
    if (statuses.has(503)) console.log(`  503 con Retry-After: ${retryAfter}`);
    console.log(`  Filas guardadas: ${await countSubscribers(suite.databaseUrl)}`);
    const health = await fetch(`${suite.base}/api/health`);
    console.log(`  Después: /api/health ${health.status}; memoria ${mb(rssMb(suite.pid))}`);
  } finally {
    const { code, ms } = await suite.stop();
    console.log(`Parada con SIGTERM: código ${code} en ${ms} ms`);
  }
  process.exit(0);
}

if (!values.netlify && !process.env.LOAD_BASE_URL) {
  const targets = [{ databaseUrl: undefined }];
  if (process.env.TEST_DATABASE_URL) targets.push({ databaseUrl: process.env.TEST_DATABASE_URL });
  for (const target of targets) {
    const { bundles, rows, database } = await measureFunctions(target);
    console.log(`\n${database}: ${CONCURRENCY} clientes concurrentes, ${REQUESTS} peticiones`);
    console.log(loadTable(rows));
    if (target === targets[0]) {
      console.log('\nTamaño de cada función empaquetada (esbuild, sin minificar):');
      for (const b of bundles) console.log(`  ${b.name}: ${kb(b.bytes)}`);
    }
  }
  process.exit(0);
}

let server;
let base = process.env.LOAD_BASE_URL;
if (!base) {
  base = `http://localhost:${port}`;
  server = spawn(
    bin('node'),
    [path.join(rootDir, 'scripts/start.mjs'), '--netlify', '--no-build', '--port', String(port)],
    {
      cwd: rootDir,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, CI_EPHEMERAL_DB: '1', GENERATOR_RATE_LIMIT: generatorLimit },
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
  console.log(`${CONCURRENCY} clientes concurrentes, ${REQUESTS} peticiones, ${base}`);
  console.log(loadTable(await loadAll(base)));
} finally {
  if (server) process.kill(-server.pid, 'SIGTERM');
}

// `npm run load:api`: latency of each API endpoint under 50 concurrent clients on loopback. Not a test.
// By default the functions are bundled as Netlify bundles them and served by a plain Node HTTP server
// (scripts/lib/function-host.mjs) on a fresh in-memory PGlite database, then on PostgreSQL when
// TEST_DATABASE_URL is set. `--netlify` measures through `netlify dev` instead (the CLI's proxy and
// per-request function runtime dominate there), or through LOAD_BASE_URL when it is set.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bin, rootDir } from './lib/config.mjs';
import { CONCURRENCY, REQUESTS, loadAll, loadTable, measureFunctions } from './lib/load.mjs';
import { waitForHttp } from './lib/process.mjs';

const { values } = parseArgs({ options: { netlify: { type: 'boolean', default: false } } });
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

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
  const port = 8911;
  base = `http://localhost:${port}`;
  server = spawn(
    bin('node'),
    [path.join(rootDir, 'scripts/start.mjs'), '--no-build', '--port', String(port)],
    {
      cwd: rootDir,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, CI_EPHEMERAL_DB: '1', GENERATOR_RATE_LIMIT: String(REQUESTS * 4) },
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

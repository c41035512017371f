// `npm start`: builds, starts the database (embedded unless DATABASE_URL is set), migrates and serves
// site and functions from one Node process as production does; `--netlify` uses Netlify CLI instead.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { appPort, rootDir } from './lib/config.mjs';
import { bundleFunctions, loadFunctions } from './lib/function-host.mjs';
import { stopOnSignals } from './lib/process.mjs';
import { prepareSuite, serve } from './lib/serve.mjs';
import { createSiteServer, listenOnLoopback, siteOrigin } from './lib/site-server.mjs';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    port: { type: 'string' },
    netlify: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const port = Number(values.port ?? appPort);
// The e2e tests run a second suite beside `npm start`, on its own in-memory database.
const ephemeralDb = process.env.CI_EPHEMERAL_DB === '1';

if (values.netlify) {
  await serve({ port, build: values.build, ephemeralDb, netlifyArgs: ['--dir', 'public'] });
} else {
  await start();
}

async function start() {
  const cleanups = [];
  // Whatever hangs, the process is gone soon after the signal.
  const stop = stopOnSignals(cleanups, { hardLimitMs: 5000 });

  try {
    const databaseUrl = await prepareSuite({ build: values.build, ephemeralDb, cleanups });
    process.env.DATABASE_URL = databaseUrl;
    // The 404 function reads the built 404 page and page list from here, not over HTTP.
    process.env.SITE_PUBLISH_DIR = path.join(rootDir, 'public');
    const bundleDir = path.join(tmpdir(), `inmocalc-functions-${process.pid}`);
    cleanups.push(() => rm(bundleDir, { recursive: true, force: true }));
    const bundling = bundleFunctions(bundleDir);
    const site = createSiteServer({
      projectDir: rootDir,
      origin: siteOrigin(process.env.SITE_URL, port),
      functions: { match: (pathname) => functions.match(pathname) },
      concurrency: Number(process.env.FUNCTION_CONCURRENCY ?? 16),
      queueSize: Number(process.env.FUNCTION_QUEUE_SIZE ?? 512),
      queueTimeoutMs: Number(process.env.FUNCTION_QUEUE_TIMEOUT_MS ?? 10_000),
      perClient: Number(process.env.FUNCTION_CLIENT_SLOTS ?? 4),
      accessLog: accessLogTo(process.env.ACCESS_LOG),
    });
    // Files are compressed while esbuild bundles in its own process: first visitors do not wait.
    const [bundles] = await Promise.all([bundling, site.warm()]);
    const functions = await loadFunctions(bundles);
    console.log(`> ${bundles.length} funciones empaquetadas (esbuild) y cargadas en este proceso`);
    // The first visitors must not pay V8's compilation of the hot path.
    const warmed = await site.warmUp({ requests: Number(process.env.WARM_UP_REQUESTS ?? 3000) });
    console.log(
      `> Calentado con ${warmed.requests} peticiones a sí mismo (${warmed.ms.toFixed(0)} ms)`,
    );
    const listening = await listenOnLoopback(site.listener, port);
    // Registered after the database's cleanup so it runs first: requests finish, then the database closes.
    cleanups.push(() => listening.close(() => site.drain(3000)));
    console.log(`\n  Suite lista en http://localhost:${port}  (Ctrl-C para detener)\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

/** ACCESS_LOG=<file>: one line per request, as a host's access log keeps it (method and address). */
function accessLogTo(file) {
  if (!file) return undefined;
  const stream = createWriteStream(file, { flags: 'a' });
  return (line) => stream.write(`${line}\n`);
}

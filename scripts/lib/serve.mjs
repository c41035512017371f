// Prepares the suite (build, database, migrations) and serves it through Netlify CLI: `npm run dev`
// and `npm start --netlify` (the end-to-end smoke test of netlify.toml through the CLI).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, embeddedDataDir, embeddedDbPort, rootDir } from './config.mjs';
import { freePort, startEmbeddedDatabase } from './embedded-db.mjs';
import { runMigrations } from './migrate.mjs';
import { diesWithParent, run, stopOnSignals, waitForHttp } from './process.mjs';

/**
 * What both servers need first: builds (optionally) the site, starts the database (embedded PGlite
 * unless DATABASE_URL is set) and applies the migrations. Pushes its own cleanups onto `cleanups`
 * and resolves to the database URL.
 */
export async function prepareSuite({ build, ephemeralDb = false, cleanups }) {
  if (build) {
    console.log('> Construyendo el sitio (gatsby build)...');
    // Gatsby 5 keeps a page's prerendered HTML when only a style sheet changed, with the old CSS
    // inlined: a clean build never serves stale styles.
    await run(bin('gatsby'), ['clean']);
    await run(bin('gatsby'), ['build'], {
      env: { GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' },
    });
  }
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // In memory the database takes any free port (so that the tests run beside `npm start`),
    // unless CI_EPHEMERAL_DB_PORT names one: scripts/lib/suite-process.mjs counts rows there.
    const ephemeralPort = Number(process.env.CI_EPHEMERAL_DB_PORT) || undefined;
    const embedded = await startEmbeddedDatabase(
      ephemeralDb ? { port: ephemeralPort } : { dataDir: embeddedDataDir, port: embeddedDbPort },
    );
    cleanups.push(() => embedded.stop());
    databaseUrl = embedded.url;
    console.log(
      `> Base de datos embebida (PGlite) en ${ephemeralDb ? 'memoria' : embeddedDataDir}`,
    );
  }
  await runMigrations(databaseUrl);
  console.log('> Migraciones aplicadas');
  return databaseUrl;
}

/**
 * Builds (optionally), starts the database, migrates and runs `netlify dev --offline` on `port`
 * (`npm run dev`, and `npm start --netlify`). `netlifyArgs` choose what Netlify CLI serves: the
 * built folder, or a framework's dev server. Resolves once `readyPaths` answer; Ctrl-C, SIGTERM or
 * the death of this script's parent stop every process it started.
 */
export async function serve({
  port,
  build,
  ephemeralDb = false,
  netlifyArgs,
  readyPaths = ['/api/health'],
  readyTimeoutMs = 120_000,
}) {
  const cleanups = [];
  const stop = stopOnSignals(cleanups);

  try {
    const databaseUrl = await prepareSuite({ build, ephemeralDb, cleanups });

    const netlify = spawn(
      ...diesWithParent(bin('netlify'), [
        'dev',
        '--offline',
        '--no-open',
        '--skip-gitignore',
        '--port',
        String(port),
        '--functions-port',
        String(await freePort()),
        '--functions',
        'netlify/functions',
        ...netlifyArgs,
      ]),
      {
        cwd: rootDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          BROWSER: 'none',
          NETLIFY_TELEMETRY_DISABLED: '1',
          PATH: `${path.join(rootDir, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
        },
      },
    );
    const prefix = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => `[netlify] ${line}\n`)
        .join('');
    netlify.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
    netlify.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
    cleanups.push(async () => {
      if (netlify.exitCode === null) {
        try {
          process.kill(-netlify.pid, 'SIGTERM');
        } catch {
          // already gone
        }
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            try {
              process.kill(-netlify.pid, 'SIGKILL');
            } catch {
              // already gone
            }
            resolve();
          }, 5000);
          netlify.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    });
    netlify.once('exit', (code) => {
      if (!stop.isStopping()) {
        console.error(`Netlify CLI terminó (código ${code}).`);
        void stop(code || 1);
      }
    });

    const address = `http://localhost:${port}`;
    for (const readyPath of readyPaths) await waitForHttp(`${address}${readyPath}`, readyTimeoutMs);
    console.log(`\n  Suite lista en ${address}  (Ctrl-C para detener)\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await stop(1);
  }
}

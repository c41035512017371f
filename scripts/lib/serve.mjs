// Prepares the suite and serves it through Netlify CLI: `npm run dev` and `npm start --netlify`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { bin, embeddedDataDir, embeddedDbPort, rootDir } from './config.mjs';
import { freePort, startEmbeddedDatabase } from './embedded-db.mjs';
import { runMigrations } from './migrate.mjs';
import { diesWithParent, run, stopOnSignals, waitForHttp } from './process.mjs';

/** Builds (optionally), starts the database and migrates; pushes its cleanups, resolves to the URL. */
export async function prepareSuite({ build, ephemeralDb = false, cleanups }) {
  if (build) {
    console.log('> Construyendo el sitio (gatsby build)...');
    // Gatsby keeps a page's prerendered HTML with the old CSS when only a style sheet changed.
    await run(bin('gatsby'), ['clean']);
    await run(bin('gatsby'), ['build'], {
      env: { GATSBY_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--no-deprecation' },
    });
  }
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // Any free port, so tests run beside `npm start`, unless CI_EPHEMERAL_DB_PORT names one.
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

/** `netlify dev --offline` on `port` after prepareSuite; resolves once `readyPaths` answer. */
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

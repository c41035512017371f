// Bundles each Netlify Function as Netlify does (esbuild, everything bundled) and serves the
// bundles on a plain Node HTTP server routed by each function's `config.path`. Used to measure the
// functions' own cost (bundle size, latency under load) without the Netlify CLI's proxy in front.
// `npm start` and the end-to-end tests keep using the Netlify CLI.
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { rootDir } from './config.mjs';

const functionsDir = path.join(rootDir, 'netlify', 'functions');

/** The function entry files: every .ts of netlify/functions that is not a test. */
export function functionEntries() {
  return readdirSync(functionsDir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .sort()
    .map((name) => path.join(functionsDir, name));
}

/**
 * Bundles every function into `outDir` (ESM, Node 24, dependencies included, not minified: what
 * Netlify's esbuild bundler deploys). Returns `[{ name, file, bytes }]`.
 */
export async function bundleFunctions(outDir) {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const bundles = [];
  for (const entry of functionEntries()) {
    const name = path.basename(entry, '.ts');
    const file = path.join(outDir, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      platform: 'node',
      target: 'node24',
      format: 'esm',
      logLevel: 'error',
      // CommonJS dependencies call require() for Node's modules; ESM output needs a real one.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
    });
    bundles.push({ name, file, bytes: statSync(file).size });
  }
  return bundles;
}

/** Netlify's path patterns as used here: exact paths and a trailing `/*`. */
function matches(pattern, pathname) {
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  return pattern.toLowerCase() === pathname.toLowerCase();
}

async function toWebRequest(req, origin) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
}

/**
 * Serves the bundled functions on 127.0.0.1:`port` (0 = any free port). The environment (for
 * example DATABASE_URL) must be set before the call: the bundles read it when first imported.
 * Returns `{ url, close }`.
 */
export async function hostFunctions(bundles, { port = 0 } = {}) {
  const routes = [];
  for (const bundle of bundles) {
    const mod = await import(pathToFileURL(bundle.file).href);
    const paths = [mod.config?.path ?? []].flat();
    // Exact paths first, catch-alls (`/api/*`, `/*`) last, as Netlify routes them.
    for (const pattern of paths) routes.push({ pattern, handler: mod.default });
  }
  routes.sort((a, b) => Number(a.pattern.endsWith('*')) - Number(b.pattern.endsWith('*')));

  const server = http.createServer(async (req, res) => {
    try {
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      const pathname = new URL(req.url ?? '/', origin).pathname;
      const route = routes.find((candidate) => matches(candidate.pattern, pathname));
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      const request = await toWebRequest(req, origin);
      const response = await route.handler(request, { ip: req.socket.remoteAddress ?? '' });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address();
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

// Bundles each Netlify Function as Netlify does (esbuild, everything bundled) and serves the
// bundles on a plain Node HTTP server routed by each function's `config.path`. Used to measure the
// functions' own cost (bundle size, latency under load) without the Netlify CLI's proxy in front.
// `npm start` (scripts/lib/site-server.mjs) invokes the same bundles in its own process.
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop as stopEsbuild } from 'esbuild';
import { rootDir } from './config.mjs';
import { answerBytes, nodeHeaders, toWebRequest } from './web-bridge.mjs';

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
  const bundles = await Promise.all(
    functionEntries().map(async (entry) => {
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
      return { name, file, bytes: statSync(file).size };
    }),
  );
  // esbuild keeps a service process (hundreds of MB) alive for further builds: none will come.
  await stopEsbuild();
  return bundles;
}

/** A path as Netlify's router compares it: lower case, without a trailing slash. */
function routable(pathname) {
  const trimmed = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

/** One `config.path` (or `excludedPath`) entry: a literal path or a URLPattern. */
function compile(pattern) {
  if (!/[*:(]/.test(pattern)) {
    const literal = routable(pattern);
    return { literal: true, test: (pathname) => pathname === literal };
  }
  const compiled = new URLPattern({ pathname: pattern.toLowerCase() });
  return { literal: false, test: (pathname) => compiled.test({ pathname }) };
}

/**
 * Imports each bundle once (warm, in this process) and routes by its `config`: `path`,
 * `excludedPath` and `preferStatic`, as Netlify's function router does (lower-cased path without a
 * trailing slash; literal paths before patterns). `match(pathname)` answers
 * `{ name, handler, preferStatic }` or undefined.
 */
export async function loadFunctions(bundles) {
  const routes = [];
  for (const bundle of bundles) {
    const mod = await import(pathToFileURL(bundle.file).href);
    const excluded = [mod.config?.excludedPath ?? []].flat().map(compile);
    for (const pattern of [mod.config?.path ?? []].flat()) {
      routes.push({
        name: bundle.name,
        handler: mod.default,
        preferStatic: mod.config?.preferStatic === true,
        route: compile(pattern),
        excluded,
      });
    }
  }
  routes.sort((a, b) => Number(b.route.literal) - Number(a.route.literal));
  return {
    match(pathname) {
      const path = routable(pathname);
      const found = routes.find((candidate) => candidate.route.test(path));
      if (!found || found.excluded.some((rule) => rule.test(path))) return undefined;
      return found;
    },
  };
}

/**
 * Serves the bundled functions on 127.0.0.1:`port` (0 = any free port). The environment (for
 * example DATABASE_URL) must be set before the call: the bundles read it when first imported.
 * Returns `{ url, close }`.
 */
export async function hostFunctions(bundles, { port = 0 } = {}) {
  const functions = await loadFunctions(bundles);
  const server = http.createServer(async (req, res) => {
    try {
      const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
      const pathname = new URL(req.url ?? '/', origin).pathname;
      const route = functions.match(pathname);
      if (!route) {
        res.writeHead(404).end();
        return;
      }
      const request = await toWebRequest(req, origin);
      if (!request) {
        res.writeHead(413).end();
        return;
      }
      const response = await route.handler(request, { ip: req.socket.remoteAddress ?? '' });
      res.writeHead(response.status, nodeHeaders(response.headers));
      res.end(await answerBytes(response));
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

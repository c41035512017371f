// Bundles each Netlify Function as Netlify does (esbuild, all bundled) and serves them routed by
// `config.path`: the functions' own cost without the CLI's proxy. `npm start` runs the same bundles.
import { readdirSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop as stopEsbuild } from 'esbuild';
import { rootDir } from './config.mjs';
import { answerBody, answerHeaders, requestPath, toWebRequest } from './web-bridge.mjs';

const functionsDir = path.join(rootDir, 'netlify', 'functions');

/** Every .ts of netlify/functions that is not a test. */
export function functionEntries() {
  return readdirSync(functionsDir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .sort()
    .map((name) => path.join(functionsDir, name));
}

/** ESM for Node 24, dependencies included, not minified, as Netlify deploys. `[{ name, file, bytes }]`. */
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
        // CommonJS dependencies require() Node's modules; ESM output needs a real require.
        banner: {
          js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
        },
      });
      return { name, file, bytes: statSync(file).size };
    }),
  );
  // esbuild keeps its service process alive for further builds: none will come.
  await stopEsbuild();
  return bundles;
}

/** Lower case, without a trailing slash, as Netlify's router compares. */
function routable(pathname) {
  const trimmed = pathname !== '/' && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}

function compile(pattern) {
  if (!/[*:(]/.test(pattern)) {
    const literal = routable(pattern);
    return { literal: true, test: (pathname) => pathname === literal };
  }
  const compiled = new URLPattern({ pathname: pattern.toLowerCase() });
  return { literal: false, test: (pathname) => compiled.test({ pathname }) };
}

/**
 * Imports each bundle once and routes by `path`, `excludedPath` and `preferStatic` as Netlify
 * does (literal paths before patterns). `match(pathname)` -> `{ name, handler, preferStatic }`.
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

/** On 127.0.0.1:`port`; set the environment first: bundles read it on import. `{ url, close }`. */
export async function hostFunctions(bundles, { port = 0 } = {}) {
  const functions = await loadFunctions(bundles);
  // Its own address, never the client's Host.
  let origin = 'http://127.0.0.1';
  const server = http.createServer(async (req, res) => {
    try {
      const pathname = new URL(origin + requestPath(req.url)).pathname;
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
      const body = await answerBody(response);
      res.writeHead(response.status, answerHeaders(response));
      res.end(body);
    } catch (error) {
      console.error(error);
      res.writeHead(500).end();
    }
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address();
  origin = `http://127.0.0.1:${actual}`;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

// `npm run bench`: measures the suite (build times, per-route weight and Lighthouse, the API, the
// calculators' interactions, the analysis, every endpoint under load) and writes docs/benchmarks.md.
// Prints numbers, asserts nothing. Options: --runs N, --routes /a,/b, --no-build, --no-lighthouse,
// --no-api, --no-interaction, --soak-minutes N (60 by default), --no-soak.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { bin, rootDir } from './lib/config.mjs';
import { lighthouseMedian, lighthouseRun } from './lib/lighthouse.mjs';
import { measureFunctions } from './lib/load.mjs';
import { measureAnalysis } from './lib/analysis-bench.mjs';
import { measureApiRatio } from './lib/api-ratio.mjs';
import { measureInteractions } from './lib/interaction.mjs';
import { measureCompute } from './lib/compute-bench.mjs';
import { measureSoak } from './lib/soak.mjs';
import { firstLoadSize, measureBuiltSite, scriptPart } from './lib/first-load.mjs';
import { benchmarksMarkdown } from './lib/bench-report.mjs';
import { builtRoutes, routeWeight } from './lib/route-weight.mjs';
import { freePort } from './lib/embedded-db.mjs';
import { createSiteServer, listenOnLoopback } from './lib/site-server.mjs';
import { startSuite } from './lib/suite-process.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    routes: { type: 'string' },
    build: { type: 'boolean', default: true },
    lighthouse: { type: 'boolean', default: true },
    api: { type: 'boolean', default: true },
    interaction: { type: 'boolean', default: true },
    soak: { type: 'boolean', default: true },
    'soak-minutes': { type: 'string', default: process.env.BENCH_SOAK_MINUTES ?? '60' },
  },
  allowNegative: true,
});
const runs = Math.max(1, Number(values.runs));
const KEPT_HEADING = '## Measurements behind design choices';
const publicDir = path.join(rootDir, 'public');
const emptySiteDir = path.join(rootDir, '.bench', 'empty-site');
const bareSiteDir = path.join(rootDir, '.bench', 'bare-site');

function timed(command, args, { cwd = rootDir, env = {} } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', ...env },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${args.join(' ')} terminó con ${code}`)),
    );
  });
}

/** A Gatsby site with one empty page: the framework's floor, built with the same Gatsby. */
async function buildEmptySite() {
  rmSync(emptySiteDir, { recursive: true, force: true });
  mkdirSync(path.join(emptySiteDir, 'src', 'pages'), { recursive: true });
  writeFileSync(path.join(emptySiteDir, 'gatsby-config.js'), 'module.exports = {};\n');
  // Gatsby's CLI only builds a folder whose package.json names it; modules resolve from the root's.
  writeFileSync(
    path.join(emptySiteDir, 'package.json'),
    JSON.stringify({ name: 'empty-site', private: true, dependencies: { gatsby: '*' } }),
  );
  writeFileSync(
    path.join(emptySiteDir, 'gatsby-ssr.js'),
    "exports.onRenderBody = ({ setHtmlAttributes }) => setHtmlAttributes({ lang: 'es' });\n",
  );
  writeFileSync(
    path.join(emptySiteDir, 'src', 'pages', 'index.js'),
    [
      "import * as React from 'react';",
      'export default function Empty() {',
      '  return <main><h1>Página vacía</h1><p>Referencia del coste mínimo de Gatsby.</p></main>;',
      '}',
      'export function Head() {',
      '  return (<><title>Página vacía</title><meta name="description" content="Página vacía de referencia para medir el coste mínimo de Gatsby." /></>);',
      '}',
      '',
    ].join('\n'),
  );
  return timed(bin('gatsby'), ['build'], {
    cwd: emptySiteDir,
    env: { NODE_OPTIONS: '--no-deprecation' },
  });
}

/**
 * A page with no script or style sheet, served alike: its blocking time is Chromium committing the
 * navigation, which the simulation can place across the first paint.
 */
function writeBareSite() {
  rmSync(bareSiteDir, { recursive: true, force: true });
  mkdirSync(path.join(bareSiteDir, 'public'), { recursive: true });
  writeFileSync(
    path.join(bareSiteDir, 'public', 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Página sin scripts</title><meta name="description" content="Página de referencia sin scripts ni hojas de estilo, servida con las mismas cabeceras.">' +
      '</head><body><main><h1>Página sin scripts</h1><p>Referencia de lo que Lighthouse mide en este equipo a una página sin código.</p></main></body></html>\n',
  );
}

async function serveReference(projectDir) {
  const port = await freePort();
  const server = createSiteServer({
    projectDir,
    configPath: path.join(rootDir, 'netlify.toml'),
    functions: { match: () => undefined },
  });
  await server.warm();
  const listening = await listenOnLoopback(server.listener, port);
  return {
    url: `http://localhost:${port}/`,
    close: () => listening.close(() => server.drain(1000)),
  };
}

/** The reference's scripts counted and split as the routes' are (lib/first-load.mjs). */
function withParts(weight, dir) {
  const parts = { framework: 0, app: 0, page: 0 };
  for (const file of weight.scripts) parts[scriptPart(file)] += firstLoadSize(path.join(dir, file));
  return { ...weight, jsGzip: parts.framework + parts.app + parts.page, parts };
}

const report = { date: new Date().toISOString(), runs };

if (values.build) {
  console.log('> gatsby build');
  await timed(bin('gatsby'), ['clean']);
  report.siteBuildSeconds = await timed(bin('gatsby'), ['build'], {
    env: { NODE_OPTIONS: '--no-deprecation' },
  });
  console.log('> sanity build (Studio)');
  report.studioBuildSeconds = await timed('npm', ['run', '--silent', 'studio:build']);
}
console.log('> Página vacía de Gatsby (referencia)');
report.emptyBuildSeconds = await buildEmptySite();
writeBareSite();

// Every built page (Gatsby writes the 404 page twice: /404/ and /404.html; one is enough).
const routes = values.routes
  ? values.routes.split(',')
  : builtRoutes(publicDir)
      .map(([route]) => route)
      .filter((route) => route !== '/404');
const emptyWeight = withParts(
  routeWeight(
    path.join(emptySiteDir, 'public'),
    '/',
    path.join(emptySiteDir, 'public', 'index.html'),
  ),
  path.join(emptySiteDir, 'public'),
);
// No script, no style sheet: its HTML is all it weighs.
const bareWeight = {
  route: '/',
  htmlBytes: statSync(path.join(bareSiteDir, 'public', 'index.html')).size,
  jsGzip: 0,
  cssGzip: 0,
};
// First-load JS as `npm test` holds it to its budget: what Chromium loads (lib/first-load.mjs).
console.log('> JavaScript de la primera carga (Chromium)');
const loaded = new Map(
  (await measureBuiltSite(publicDir, undefined, routes)).map((row) => [row.route, row]),
);
const weights = routes.map((route) => {
  const file =
    route === '/404.html'
      ? path.join(publicDir, '404.html')
      : path.join(publicDir, route, 'index.html');
  const { jsGzip, parts } = loaded.get(route);
  return { ...routeWeight(publicDir, route, file), jsGzip, parts };
});

const scores = new Map();
if (values.lighthouse) {
  // The suite through `npm start`; the reference pages through the same server code and netlify.toml.
  const site = await startSuite({ port: await freePort() });
  const empty = await serveReference(emptySiteDir);
  const bare = await serveReference(bareSiteDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    // Pages in turn, `runs` rounds, so a slow moment of the host falls on one run of several pages.
    // Lighthouse refuses a document answered with 404: the 404 page is audited at its file.
    const urls = new Map([
      ['(vacía)', empty.url],
      ['(sin scripts)', bare.url],
      ...routes.map((r) => [r, site.base + r]),
    ]);
    const samples = new Map([...urls.keys()].map((key) => [key, []]));
    for (let round = 1; round <= runs; round += 1) {
      for (const [key, url] of urls) {
        console.log(`> Lighthouse, ronda ${round} de ${runs}: ${key}`);
        samples.get(key).push(await lighthouseRun(chrome, url));
      }
    }
    for (const [key, runsOfPage] of samples) scores.set(key, lighthouseMedian(runsOfPage));
  } finally {
    await chrome.kill();
    await site.stop();
    await empty.close();
    await bare.close();
  }
}

let interactions;
if (values.interaction) {
  console.log('> Tiempos de interacción (390 px, CPU 4× más lenta)');
  const site = await startSuite({ port: await freePort() });
  try {
    interactions = await measureInteractions(site.base);
  } finally {
    await site.stop();
  }
}
console.log('> Cálculo del análisis de inversión');
const analysisRows = await measureAnalysis();
console.log('> Cálculo de la declaración y del análisis de dos titulares');
const computeRows = await measureCompute();

let apiRatio;
const apiRuns = [];
if (values.api) {
  console.log('> API: npm start frente a node:http con los mismos bytes');
  apiRatio = await measureApiRatio();
  const targets = [{}];
  if (process.env.TEST_DATABASE_URL) targets.push({ databaseUrl: process.env.TEST_DATABASE_URL });
  for (const target of targets) {
    console.log('> API bajo carga');
    apiRuns.push(await measureFunctions(target));
  }
}
let soak;
if (values.soak) {
  const minutes = Math.max(0.1, Number(values['soak-minutes']));
  console.log(`> Prueba de resistencia: npm start bajo carga mixta ${minutes} min`);
  soak = await measureSoak({ minutes });
}

const lines = benchmarksMarkdown({
  report,
  lighthouse: values.lighthouse,
  scores,
  weights,
  emptyWeight,
  bareWeight,
  interactions,
  analysisRows,
  computeRows,
  apiRatio,
  apiRuns,
  soak,
});
mkdirSync(path.join(rootDir, 'docs'), { recursive: true });
// The hand-kept measurements behind design choices stay below the generated part.
const benchmarksFile = path.join(rootDir, 'docs', 'benchmarks.md');
const kept = existsSync(benchmarksFile)
  ? readFileSync(benchmarksFile, 'utf8').split(KEPT_HEADING)[1]
  : undefined;
writeFileSync(
  benchmarksFile,
  kept === undefined ? lines.join('\n') : `${lines.join('\n')}\n${KEPT_HEADING}${kept}`,
);
console.log(`\n${lines.join('\n')}\n\nEscrito en docs/benchmarks.md`);
process.exit(0);

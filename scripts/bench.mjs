// `npm run bench`: measures the suite (build times, per-route weight and Lighthouse, the API, the
// calculators' interactions, the analysis, every endpoint under load) and writes docs/benchmarks.md.
// Prints numbers, asserts nothing. Options: --runs N, --routes /a,/b, --no-build, --no-lighthouse,
// --no-api, --no-interaction.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { bin, rootDir } from './lib/config.mjs';
import { lighthouseMedian, lighthouseRun } from './lib/lighthouse.mjs';
import { CONCURRENCY, REQUESTS, loadTable, measureFunctions } from './lib/load.mjs';
import { analysisTable, ANALYSIS_BUDGET_MS, measureAnalysis } from './lib/analysis-bench.mjs';
import { apiRatioTable, measureApiRatio } from './lib/api-ratio.mjs';
import {
  CPU_SLOWDOWN,
  INTERACTION_RUNS,
  interactionTable,
  measureInteractions,
} from './lib/interaction.mjs';
import { FIRST_LOAD_BUDGET_KB, measureBuiltSite } from './lib/first-load.mjs';
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
  },
  allowNegative: true,
});
const runs = Math.max(1, Number(values.runs));
const publicDir = path.join(rootDir, 'public');
const emptySiteDir = path.join(rootDir, '.bench', 'empty-site');
const bareSiteDir = path.join(rootDir, '.bench', 'bare-site');
// The budgets of every route.
const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1500,
  tbt: 50,
  cls: 0.01,
};
const JS_BUDGET_KB = FIRST_LOAD_BUDGET_KB;

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

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? '' : ' ✗');

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
const emptyWeight = routeWeight(
  path.join(emptySiteDir, 'public'),
  '/',
  path.join(emptySiteDir, 'public', 'index.html'),
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
  (await measureBuiltSite(publicDir, undefined, routes)).map((row) => [row.route, row.jsGzip]),
);
const weights = routes.map((route) => {
  const file =
    route === '/404.html'
      ? path.join(publicDir, '404.html')
      : path.join(publicDir, route, 'index.html');
  return { ...routeWeight(publicDir, route, file), jsGzip: loaded.get(route) };
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

function hostIndex() {
  const indexes = [...scores.values()]
    .flatMap((score) => score.benchmarkIndexes)
    .filter((index) => Number.isFinite(index));
  if (indexes.length === 0) return '';
  return ` (the host's benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over the runs; a Pixel 5 scores about 1000, and one host's scores vary with its load)`;
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

// ---- docs/benchmarks.md ----
const cpu = os.cpus()[0]?.model ?? 'desconocida';
const lines = [
  '# Benchmarks',
  '',
  `Written by \`npm run bench\` on ${report.date.slice(0, 10)} (${os.cpus().length} cores, ${cpu}, Node ${process.version}).`,
  'Rerun it on a fresh machine after `npm ci`; the numbers below are one run on the machine named.',
  '',
  '## Build',
  '',
  '| step | seconds |',
  '|---|--:|',
  ...(report.siteBuildSeconds
    ? [
        `| site (\`gatsby build\`) | ${report.siteBuildSeconds.toFixed(1)} |`,
        `| Studio (\`sanity build\`) | ${report.studioBuildSeconds.toFixed(1)} |`,
      ]
    : []),
  `| empty Gatsby page (reference) | ${report.emptyBuildSeconds.toFixed(1)} |`,
  '',
  '## Routes',
  '',
  `Bytes of the built files, gzip -9; first-load JS = every script Chromium loads before any interaction, lazy parts included, as Lighthouse counts it (budget ${JS_BUDGET_KB} KB, held by \`npm test\` with this same count, one test per route; \`node scripts/first-load.mjs\` prints it and exits 1 while a route is over). ` +
    `Lighthouse ${values.lighthouse ? `mobile with its default simulated throttling, median of ${runs} runs, the pages in turn${hostIndex()}` : 'not run'}; ` +
    'pages served by `npm start` (brotli, the headers and caches of `netlify.toml`). ' +
    'Two references, served by the same server code with the same headers: an empty Gatsby page (the framework alone) and a page with no script and no style sheet (what Lighthouse gives any page on this host: Chromium commits the navigation, a new JavaScript context, in one task that the simulation can place across the first paint, where it counts as blocking time). ✗ marks a figure outside its budget ' +
    `(performance >= ${BUDGET.performance}, accessibility, best practices and SEO 100, LCP <= ${BUDGET.lcp} ms, TBT <= ${BUDGET.tbt} ms, CLS <= ${BUDGET.cls}).`,
  '',
  '| route | HTML KB | JS KB | x empty | CSS KB | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
];
const row = (route, weight, reference) => {
  const isReference = reference !== undefined;
  const s = scores.get(reference ?? route);
  const lh = s
    ? [
        `${s.performance.toFixed(0)}${isReference ? '' : mark(s.performance >= BUDGET.performance)}`,
        `${s.accessibility.toFixed(0)}${isReference ? '' : mark(s.accessibility >= BUDGET.accessibility)}`,
        `${s.bestPractices.toFixed(0)}${isReference ? '' : mark(s.bestPractices >= BUDGET.bestPractices)}`,
        `${s.seo.toFixed(0)}${isReference ? '' : mark(s.seo >= BUDGET.seo)}`,
        `${s.lcp.toFixed(0)}${isReference ? '' : mark(s.lcp <= BUDGET.lcp)}`,
        `${s.tbt.toFixed(0)}${isReference ? '' : mark(s.tbt <= BUDGET.tbt)}`,
        `${s.cls.toFixed(3)}${isReference ? '' : mark(s.cls <= BUDGET.cls)}`,
      ]
    : Array(7).fill('-');
  const jsKb = weight.jsGzip / 1024;
  return `| ${route} | ${kb(weight.htmlBytes)} | ${jsKb.toFixed(1)}${isReference ? '' : mark(jsKb <= JS_BUDGET_KB)} | ${(weight.jsGzip / emptyWeight.jsGzip).toFixed(2)} | ${kb(weight.cssGzip)} | ${lh.join(' | ')} |`;
};
lines.push(row('empty Gatsby page', emptyWeight, '(vacía)'));
lines.push(row('page with no script', bareWeight, '(sin scripts)'));
for (const weight of weights) lines.push(row(weight.route, weight));
const failing = [...scores].filter(([, s]) => s.failing.length > 0);
if (failing.length > 0) {
  lines.push('', 'Lighthouse audits below 1 outside performance (any run):', '');
  for (const [route, s] of failing) lines.push(`- ${route}: ${s.failing.join(', ')}`);
}
if (interactions) {
  lines.push(
    '',
    '## Interaction',
    '',
    `A 390 px phone with the CPU ${CPU_SLOWDOWN}× slower: a value typed into a field, then the tool's main button; the longest Event Timing entry of an interaction in each step (a key or the press, as INP counts them; until the next frame is painted). Each tool ${INTERACTION_RUNS} times, the tools in turn; the median (✗ above 50 ms) and the range of the runs.`,
    '',
    interactionTable(interactions),
  );
}
lines.push(
  '',
  '## Investment analysis compute',
  '',
  `A 30-year hold with a 30-year mixed loan, plusvalía computed, its what-ifs and the maximum-price search, in Node (bundled with esbuild); budget < ${ANALYSIS_BUDGET_MS} ms for everything.`,
  '',
  analysisTable(analysisRows),
);
if (apiRatio)
  lines.push('', '## API: npm start against a bare node:http', '', apiRatioTable(apiRatio));
for (const run of apiRuns) {
  lines.push(
    '',
    `## API on ${run.database}`,
    '',
    `${CONCURRENCY} concurrent clients on loopback, ${REQUESTS} requests per endpoint after a warm-up; ` +
      'functions bundled with esbuild and served by a plain Node HTTP server (scripts/lib/function-host.mjs).',
    '',
    loadTable(run.rows),
  );
}
if (apiRuns[0]) {
  lines.push(
    '',
    '## Function bundles',
    '',
    '| function | KB (esbuild, not minified) |',
    '|---|--:|',
  );
  for (const b of apiRuns[0].bundles) lines.push(`| ${b.name} | ${kb(b.bytes)} |`);
}
lines.push('');
mkdirSync(path.join(rootDir, 'docs'), { recursive: true });
writeFileSync(path.join(rootDir, 'docs', 'benchmarks.md'), lines.join('\n'));
console.log(`\n${lines.join('\n')}\n\nEscrito en docs/benchmarks.md`);
process.exit(0);

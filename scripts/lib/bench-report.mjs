// docs/benchmarks.md from one `npm run bench` run's measurements, with each figure's budget.
import os from 'node:os';
import { ANALYSIS_BUDGET_MS, analysisTable } from './analysis-bench.mjs';
import { apiRatioTable } from './api-ratio.mjs';
import { FIRST_LOAD_BUDGET_KB } from './first-load.mjs';
import { computeMarkdown } from './compute-bench.mjs';
import { interactionMarkdown } from './interaction.mjs';
import { soakMarkdown } from './soak.mjs';
import { CONCURRENCY, REQUESTS, loadTable } from './load.mjs';

// The budgets of every route.
const BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1000,
  tbt: 50,
  cls: 0.01,
};
const JS_BUDGET_KB = FIRST_LOAD_BUDGET_KB;

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? '' : ' ✗');

function hostIndex(scores) {
  const indexes = [...scores.values()]
    .flatMap((score) => score.benchmarkIndexes)
    .filter((index) => Number.isFinite(index));
  if (indexes.length === 0) return '';
  return ` (the host's benchmarkIndex ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over the runs; a Pixel 5 scores about 1000, and one host's scores vary with its load)`;
}

/** The page's lines, from what bench.mjs measured (absent parts are left out). */
export function benchmarksMarkdown({
  report,
  lighthouse,
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
}) {
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
    `HTML and CSS: bytes of the built files, gzip -9. First-load JS = every script a fresh Chromium loads until a quiet second after the page answers, with no interaction, lazy parts and the cookie banner included, each gzipped at zlib's default level, as Lighthouse counts it (budget ${JS_BUDGET_KB} KB, held by \`npm test\` with this same count, one test per route; \`node scripts/first-load.mjs\` prints it and exits 1 while a route is over), split into framework (React and webpack's runtime), app (Gatsby's app and the layout every page shares, the HTML's inline scripts) and page (the route's own chunks). ` +
      `Lighthouse ${lighthouse ? `mobile with its default simulated throttling, median of ${report.runs} runs, the pages in turn${hostIndex(scores)}` : 'not run'}; ` +
      'pages served by `npm start` (brotli, the headers and caches of `netlify.toml`). ' +
      'Two references, served by the same server code with the same headers: an empty Gatsby page (the framework alone) and a page with no script and no style sheet (what Lighthouse gives any page on this host: Chromium commits the navigation, a new JavaScript context, in one task that the simulation can place across the first paint, where it counts as blocking time). ✗ marks a figure outside its budget ' +
      `(performance >= ${BUDGET.performance}, accessibility, best practices and SEO 100, LCP <= ${BUDGET.lcp} ms, TBT <= ${BUDGET.tbt} ms, CLS <= ${BUDGET.cls}).`,
    '',
    '| route | HTML KB | JS KB | framework | app | page | x empty | CSS KB | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
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
    const parts = ['framework', 'app', 'page'].map((part) => kb(weight.parts?.[part] ?? 0));
    return `| ${route} | ${kb(weight.htmlBytes)} | ${jsKb.toFixed(1)}${isReference ? '' : mark(jsKb <= JS_BUDGET_KB)} | ${parts.join(' | ')} | ${(weight.jsGzip / emptyWeight.jsGzip).toFixed(2)} | ${kb(weight.cssGzip)} | ${lh.join(' | ')} |`;
  };
  lines.push(row('empty Gatsby page', emptyWeight, '(vacía)'));
  lines.push(row('page with no script', bareWeight, '(sin scripts)'));
  for (const weight of weights) lines.push(row(weight.route, weight));
  const failing = [...scores].filter(([, s]) => s.failing.length > 0);
  if (failing.length > 0) {
    lines.push('', 'Lighthouse audits below 1 outside performance (any run):', '');
    for (const [route, s] of failing) lines.push(`- ${route}: ${s.failing.join(', ')}`);
  }
  if (interactions) lines.push('', ...interactionMarkdown(interactions));
  lines.push(
    '',
    '## Investment analysis compute',
    '',
    `A 30-year hold with a 30-year mixed loan, plusvalía computed, its what-ifs and the maximum-price search, in Node (bundled with esbuild); budget < ${ANALYSIS_BUDGET_MS} ms for everything.`,
    '',
    analysisTable(analysisRows),
  );
  if (computeRows) lines.push('', ...computeMarkdown(computeRows));
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
  if (soak) lines.push('', ...soakMarkdown(soak));
  lines.push('');
  return lines;
}

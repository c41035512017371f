// The investment analysis' compute time against ANALYSIS_BUDGET_MS: the engine bundled with esbuild
// and timed here after a warm-up; the minimum is an idle core's figure, the median a shared one's.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { median } from './median.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
export const ANALYSIS_BUDGET_MS = 20;

/** Bundles `contents` (an entry module, paths from the repository's root) and imports it. */
export async function loadBundle(contents, name) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const outfile = path.join(dir, `${name}.mjs`);
  await build({
    stdin: { contents, resolveDir: root, sourcefile: `${name}-entry.ts`, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    outfile,
    logLevel: 'warning',
  });
  const engine = await import(pathToFileURL(outfile).href);
  await rm(dir, { recursive: true, force: true });
  return engine;
}

const loadEngine = () =>
  loadBundle("export * from './core/tools/investment-analysis/index';", 'analysis');

/** Times `run` after 50 warm-up calls: the minimum and the median over `runs`. */
export function measure(run, runs) {
  for (let i = 0; i < 50; i += 1) run();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return { min: Math.min(...times), median: median(times) };
}

/** `[{ name, min, median }]`, the last row everything a change of input recomputes. */
export async function measureAnalysis({ runs = 200 } = {}) {
  const engine = await loadEngine();
  // The heaviest case in practice: 30 years held, a 30-year mixed loan, plusvalía, a price search.
  const input = {
    ...engine.ANALYSIS_DEFAULTS,
    holdYears: 30,
    loanTermYears: 30,
    rateType: 'mixed',
    fixedYears: 5,
    furniture: 4_000,
    renovation: 10_000,
    landCadastralValue: 40_000,
    plusvaliaRatePercent: 29,
  };

  const cases = {
    'analyseInvestment (30 años)': () => engine.analyseInvestment(input),
    'sensitivities (5 escenarios)': () => engine.sensitivities(input),
    'maxPurchasePrice (TIR objetivo 6 %)': () =>
      engine.maxPurchasePrice(input, { kind: 'irrAfterTax', value: 6 }),
    'maxPurchasePrice (cash-on-cash 3 %)': () =>
      engine.maxPurchasePrice(input, { kind: 'cashOnCashYear1', value: 3 }),
  };
  const everything = () => {
    engine.analyseInvestment(input);
    engine.sensitivities(input);
    engine.maxPurchasePrice(input, { kind: 'irrAfterTax', value: 6 });
  };
  const rows = Object.entries(cases).map(([name, run]) => ({ name, ...measure(run, runs) }));
  rows.push({ name: 'todo (análisis + escenarios + precio)', ...measure(everything, runs) });
  return rows;
}

export function analysisTable(rows) {
  const mark = (row, i) => (i === rows.length - 1 && row.min >= ANALYSIS_BUDGET_MS ? ' ✗' : '');
  return [
    `| cálculo | mín ms | mediana ms |`,
    '|---|--:|--:|',
    ...rows.map(
      (row, i) =>
        `| ${row.name} | ${row.min.toFixed(2)}${mark(row, i)} | ${row.median.toFixed(2)} |`,
    ),
  ].join('\n');
}

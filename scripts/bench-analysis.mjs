// `node scripts/bench-analysis.mjs`: milliseconds of a 30-year investment analysis with its what-ifs and price search. Not a test.
// The engine is bundled with esbuild (as the site's bundler would) and timed in one Node process:
// a warm-up, then RUNS timed rounds; the minimum is the figure on an idle core, the median what a
// shared machine gives. Budget (issue 15): under 5 ms for everything a change of input recomputes.
import { build } from 'esbuild';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BUDGET_MS = 5;

const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-analysis-'));
const outfile = path.join(dir, 'analysis.mjs');
await build({
  entryPoints: [path.join(root, 'core/tools/investment-analysis/index.ts')],
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  outfile,
  logLevel: 'warning',
});
const engine = await import(pathToFileURL(outfile).href);
await rm(dir, { recursive: true, force: true });

// The heaviest case the form allows in practice: 30 years held, a 30-year mixed loan (rate
// reviews every year), plusvalía computed, a price search for a target after-tax IRR.
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

function measure(run) {
  for (let i = 0; i < 50; i += 1) run();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { min: times[0], median: times[Math.floor(times.length / 2)] };
}

const ms = (value) => `${value.toFixed(3)} ms`;
console.log(
  `Análisis de inversión: ${RUNS} rondas, carga del sistema ${os.loadavg()[0].toFixed(1)}`,
);
for (const [name, run] of Object.entries(cases)) {
  const { min, median } = measure(run);
  console.log(`  ${name.padEnd(38)} mín ${ms(min)}  mediana ${ms(median)}`);
}
const total = measure(everything);
const verdict = total.min < BUDGET_MS ? 'dentro del presupuesto' : 'FUERA del presupuesto';
console.log(
  `  ${'todo (análisis + escenarios + precio)'.padEnd(38)} mín ${ms(total.min)}  mediana ${ms(total.median)}  (< ${BUDGET_MS} ms: ${verdict})`,
);

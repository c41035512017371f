// `node scripts/bench-analysis.mjs`: milliseconds of a 30-year investment analysis with its what-ifs
// and price search (scripts/lib/analysis-bench.mjs), then the `## Compute` section: the yearly return
// of ten properties and a couple's 30-year analysis (scripts/lib/compute-bench.mjs). Asserts nothing.
import os from 'node:os';
import { ANALYSIS_BUDGET_MS, analysisTable, measureAnalysis } from './lib/analysis-bench.mjs';
import { computeMarkdown, measureCompute } from './lib/compute-bench.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 200);
console.log(
  `Análisis de inversión: ${runs} rondas, carga del sistema ${os.loadavg()[0].toFixed(1)}`,
);
console.log(analysisTable(await measureAnalysis({ runs })));
console.log(`Presupuesto: < ${ANALYSIS_BUDGET_MS} ms para todo (mínimo).`);
console.log('');
console.log(computeMarkdown(await measureCompute({ runs })).join('\n'));

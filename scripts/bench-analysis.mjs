// `node scripts/bench-analysis.mjs`: milliseconds of a 30-year investment analysis with its what-ifs
// and price search (scripts/lib/analysis-bench.mjs). Prints numbers; asserts nothing.
import os from 'node:os';
import { ANALYSIS_BUDGET_MS, analysisTable, measureAnalysis } from './lib/analysis-bench.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 200);
console.log(
  `Análisis de inversión: ${runs} rondas, carga del sistema ${os.loadavg()[0].toFixed(1)}`,
);
console.log(analysisTable(await measureAnalysis({ runs })));
console.log(`Presupuesto: < ${ANALYSIS_BUDGET_MS} ms para todo (mínimo).`);

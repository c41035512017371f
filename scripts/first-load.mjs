// `node scripts/first-load.mjs [--base URL]`: every built route's first-load JavaScript, served by
// `npm start --no-build` or at `--base`; exits 1 over FIRST_LOAD_BUDGET_KB, as `npm test`'s step.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './lib/config.mjs';
import { budgetFailure, firstLoadTable, measureBuiltSite, overBudget } from './lib/first-load.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
const rows = await measureBuiltSite(path.join(rootDir, 'public'), values.base);
console.log(firstLoadTable(rows));
for (const row of rows.filter(overBudget)) console.error(budgetFailure(row));
process.exit(rows.some(overBudget) ? 1 : 0);

// `node scripts/first-load.mjs [--base URL]`: the first-load JavaScript of every built route (gzip,
// as Lighthouse counts it; scripts/lib/first-load.mjs), served by `npm start --no-build` on a free
// port, or at `--base`. Prints the table; exits 1 when a route is over the 110 KB budget. `npm test`
// runs the same measurement as its 'first-load JavaScript budget' step.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rootDir } from './lib/config.mjs';
import { budgetFailure, firstLoadTable, measureBuiltSite, overBudget } from './lib/first-load.mjs';

const { values } = parseArgs({ options: { base: { type: 'string' } } });
const rows = await measureBuiltSite(path.join(rootDir, 'public'), values.base);
console.log(firstLoadTable(rows));
for (const row of rows.filter(overBudget)) console.error(budgetFailure(row));
process.exit(rows.some(overBudget) ? 1 : 0);

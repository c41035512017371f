// `npm run bench:api`: the purchase-cost API through `npm start` against a bare `node:http` server
// answering the same bytes (scripts/lib/api-ratio.mjs). Prints numbers; asserts nothing.
import { parseArgs } from 'node:util';
import { ROUNDS, apiRatioTable, measureApiRatio } from './lib/api-ratio.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: String(ROUNDS) },
    requests: { type: 'string', default: '4000' },
  },
});
const result = await measureApiRatio({
  rounds: Math.max(1, Number(values.rounds)),
  requests: Math.max(100, Number(values.requests)),
});
console.log(`\n${apiRatioTable(result)}`);

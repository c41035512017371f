// `node scripts/soak.mjs --minutes 5`: `npm start` under mixed load for that long, with the API ratio
// before and after and the process's memory (scripts/lib/soak.mjs). Prints numbers; asserts nothing.
import { parseArgs } from 'node:util';
import { ROUNDS } from './lib/api-ratio.mjs';
import { measureSoak, soakMarkdown } from './lib/soak.mjs';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '30' },
    rounds: { type: 'string', default: String(ROUNDS) },
  },
});
const result = await measureSoak({
  minutes: Math.max(0.1, Number(values.minutes)),
  warmupSeconds: Math.max(1, Number(values.warmup)),
  rounds: Math.max(1, Number(values.rounds)),
});
console.log(`\n${soakMarkdown(result).join('\n')}`);

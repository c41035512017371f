// docs/rates.md is generated from core/tax: this keeps it in step (core/ itself has no file access).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ratesMarkdown } from '../core/tax/rates-review';

const DOC = join(__dirname, '../docs/rates.md');

describe('docs/rates.md', () => {
  it('lists every rate entry exactly as the tables hold it', () => {
    // After changing a table: UPDATE_RATES_DOC=1 npx jest rates-doc --selectProjects unit
    if (process.env.UPDATE_RATES_DOC === '1') writeFileSync(DOC, ratesMarkdown());
    expect(readFileSync(DOC, 'utf8')).toBe(ratesMarkdown());
  });
});

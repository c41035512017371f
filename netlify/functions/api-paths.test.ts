// Each function answers at an address of core/api.ts, the one its clients call, so a renamed
// endpoint cannot leave a page calling the old one. A function's `config.path` is written as a
// literal string: Netlify reads a function's config without running it (an imported constant
// leaves the function without a route under `netlify dev` and on Netlify), so this test holds
// each literal to its constant.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as API from '../../core/api';

const dir = __dirname;
const source = (file: string) => readFileSync(path.join(dir, file), 'utf8');
// Scheduled functions have no address: Netlify runs them on their `schedule`.
const functions = readdirSync(dir).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.includes('.test.') &&
    file !== 'not-found.ts' &&
    !/\bconfig: Config = \{\s*schedule:/.test(source(file)),
);

describe('API addresses', () => {
  const pathOf = (file: string) =>
    /\bconfig: Config = \{\s*path: '([^']+)'/.exec(source(file))?.[1];
  it.each(functions)('%s answers at an address of core/api.ts, written as a literal', (file) => {
    expect(Object.values(API)).toContain(pathOf(file));
  });
  it('gives every address to exactly one function', () => {
    expect(functions.map(pathOf).sort()).toEqual(Object.values(API).sort());
  });
  it('writes no /api address outside core/api.ts in the functions, the site or the server', () => {
    const roots = ['netlify/functions', 'site', 'server', 'core'];
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
          const code = readFileSync(full, 'utf8')
            .split('\n')
            // A function's config is literal: Netlify reads it without running the function.
            .filter(
              (line) => !/^\s*(\/\/|\*|\/\*|excludedPath:|path:)|config: Config = /.test(line),
            )
            .join('\n');
          if (/['`]\/api\//.test(code) && !full.endsWith(path.join('core', 'api.ts'))) {
            offenders.push(full);
          }
        }
      }
    };
    for (const root of roots) walk(path.join(dir, '..', '..', root));
    expect(offenders).toEqual([]);
  });
});

// Each function answers at a constant of core/api.ts, the one its clients call: no address is
// written twice, so a renamed endpoint cannot leave a page calling the old one.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as API from '../../core/api';
import { EXCEL_TEMPLATE_FILENAME } from '../../core/tools/excel-template/template';

const dir = __dirname;
const functions = readdirSync(dir).filter(
  (file) => file.endsWith('.ts') && !file.includes('.test.') && file !== 'not-found.ts',
);
const source = (file: string) => readFileSync(path.join(dir, file), 'utf8');

describe('API addresses', () => {
  it.each(functions)('%s takes its config.path from core/api.ts', (file) => {
    const match = /\bpath: ([A-Z_]+)\b/.exec(source(file));
    expect(match?.[1]).toBeDefined();
    expect(Object.keys(API)).toContain(match?.[1]);
  });
  it('gives every address to exactly one function', () => {
    const used = functions.map((file) => /\bpath: ([A-Z_]+)\b/.exec(source(file))?.[1]);
    expect([...used].sort()).toEqual(Object.keys(API).sort());
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
            // A function's excludedPath must be literal: Netlify reads its config without running it.
            .filter((line) => !/^\s*(\/\/|\*|\/\*|excludedPath:)/.test(line))
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
  it('links the rental-yield template by its file name', () => {
    expect(API.EXCEL_TEMPLATE_FILE_API).toBe(`/api/excel-template/${EXCEL_TEMPLATE_FILENAME}`);
  });
});

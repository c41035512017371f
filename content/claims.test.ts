// The site claims only what it can prove: no template owner, dummy phone, user counts or star ratings
// in the code and the seed the pages are built from, and the figures the seed states match the code.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { TOOL_ROUTES } from '../core/routes';
import { FORBIDDEN_TEXTS, FORBIDDEN_TEXTS_FILE } from '../core/testing/forbidden-texts';
import { IRPF_SAVINGS_SCALE } from '../core/tax/irpf-savings-scale';
import { COMMUNITY_CODES } from '../core/tax/communities';
import { loadSeed } from './seed';

const ROOT = path.join(__dirname, '..');
const SCANNED = ['site', 'content', 'core', 'studio/src', 'studio/seed'];
const EXTENSIONS = /\.(?:tsx?|css|ndjson|json|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : filesUnder(file);
    return EXTENSIONS.test(name) ? [file] : [];
  });
}

describe('the source and the seed', () => {
  // Tests and the list itself are left out: tests hold these texts as the cases the owner check must
  // reject, and never reach a page.
  const files = SCANNED.flatMap((dir) => filesUnder(path.join(ROOT, dir))).filter(
    (file) => !/\.test\.tsx?$/.test(file) && path.relative(ROOT, file) !== FORBIDDEN_TEXTS_FILE,
  );

  it('are scanned', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join(ROOT, 'studio', 'seed', 'production.ndjson'));
  });

  it.each(FORBIDDEN_TEXTS)('never contain %s', (text) => {
    const found = files.filter((file) => readFileSync(file, 'utf8').includes(text));
    expect(found.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe("the seed's figures", () => {
  const seed = JSON.stringify(loadSeed());
  const tools = TOOL_ROUTES.filter((route) => route.kind === 'tool').length;

  it('count the communities and cities the purchase-cost calculator covers', () => {
    expect(COMMUNITY_CODES).toHaveLength(19);
    expect(seed).toContain(`${COMMUNITY_CODES.length} comunidades y ciudades autónomas`);
    expect(seed).toContain(
      `"value":"${COMMUNITY_CODES.length}","label":"comunidades y ciudades autónomas`,
    );
  });

  it('count the free tools and the brackets of the savings scale', () => {
    expect(seed).toContain(`"value":"${tools}","label":"herramientas gratuitas"`);
    expect(seed).toContain(
      `"value":"${IRPF_SAVINGS_SCALE.brackets.length}","label":"tramos del IRPF del ahorro`,
    );
  });
});

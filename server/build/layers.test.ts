// Imports point down only: core/tax reaches no core/tools module, not even through core/; in site/
// lib -> components -> features -> templates/pages, and features' shared rooms import no tool.
// Cycles: import-cycles.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
};
const SITE_RANK: Readonly<Record<string, number>> = {
  lib: 0,
  components: 1,
  features: 2,
  templates: 3,
  pages: 3,
};
/** Folders of site/features/ that serve every tool, so import none of them. */
const ROOMS = new Set(['calculator', 'report', 'excel']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The repository files a module imports, type-only imports included, relative to the root. */
function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return info.importedFiles.flatMap(({ fileName }) => {
    const target = ts.resolveModuleName(fileName, file, OPTIONS, ts.sys).resolvedModule
      ?.resolvedFileName;
    return target && !target.includes('node_modules') ? [path.relative(ROOT, target)] : [];
  });
}

/** Which of two repository files sits in a layer above the other, by the rules above. */
export function isUpward(from: string, to: string): boolean {
  if (from.startsWith('core/tax/')) return to.startsWith('core/tools/');
  const [fromRoot, fromFolder = ''] = from.split('/');
  const [toRoot, toFolder = ''] = to.split('/');
  if (fromRoot !== 'site' || toRoot !== 'site') return false;
  const fromRank = SITE_RANK[fromFolder];
  const toRank = SITE_RANK[toFolder];
  if (fromRank === undefined || toRank === undefined) return false;
  if (fromFolder === 'features' && toFolder === 'features') {
    const [fromTool = '', toTool = ''] = [from.split('/')[2], to.split('/')[2]];
    return ROOMS.has(fromTool) && !ROOMS.has(toTool);
  }
  return toRank > fromRank;
}

function upwardImports(): string[] {
  const files = ['core/tax', 'site'].flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
  expect(files.length).toBeGreaterThan(100);
  return files.flatMap((file) => {
    const from = path.relative(ROOT, file);
    return importsOf(file)
      .filter((to) => isUpward(from, to))
      .map((to) => `${from} -> ${to}`);
  });
}

/** Every chain of imports from core/tax that ends in core/tools, as `a -> b -> c`. */
function taxChainsToTools(): string[] {
  const chains: string[] = [];
  for (const start of sourceFiles(path.join(ROOT, 'core/tax'))) {
    const from = new Map<string, string | undefined>([[path.relative(ROOT, start), undefined]]);
    const queue = [...from.keys()];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const next of importsOf(path.join(ROOT, file))) {
        if (from.has(next)) continue;
        from.set(next, file);
        if (next.startsWith('core/tools/')) {
          const chain = [next];
          for (let back = from.get(next); back; back = from.get(back)) chain.unshift(back);
          chains.push(chain.join(' -> '));
        } else queue.push(next);
      }
    }
  }
  return chains;
}

describe('isUpward', () => {
  it.each([
    ['core/tax/purchase-costs.ts', 'core/tools/purchase-costs/fields.ts', true],
    ['core/tools/purchase-costs/fields.ts', 'core/tax/purchase-costs.ts', false],
    ['site/lib/api.ts', 'site/components/Layout.tsx', true],
    ['site/components/Layout.tsx', 'site/features/report/Report.tsx', true],
    ['site/features/yield/Yield.tsx', 'site/templates/Guide.tsx', true],
    ['site/features/yield/Yield.tsx', 'site/pages/index.tsx', true],
    ['site/pages/index.tsx', 'site/features/yield/Yield.tsx', false],
    ['site/features/yield/Yield.tsx', 'site/features/report/Report.tsx', false],
    ['site/templates/Guide.tsx', 'site/pages/index.tsx', false],
    ['site/features/report/Report.tsx', 'site/features/yield/text.ts', true],
    ['site/features/calculator/useCalculator.ts', 'site/features/report/Report.tsx', false],
  ])('%s -> %s is upward: %s', (from, to, upward) => {
    expect(isUpward(from, to)).toBe(upward);
  });
});

describe('layers', () => {
  const found = upwardImports();

  it('has no upward import', () => {
    expect(found).toEqual([]);
  });

  it('lets core/tax reach core/tools through no chain of imports', () => {
    expect(taxChainsToTools()).toEqual([]);
  });
});

// No import cycles anywhere in core/ and site/: each module's static imports, resolved the way the
// TypeScript compiler resolves them, must form a graph without loops.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const FOLDERS = ['core', 'site'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The project files a module imports statically (type-only imports included: they tie modules too). */
function importsOf(file: string, options: ts.CompilerOptions): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
  return info.importedFiles.flatMap(({ fileName }) => {
    const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule;
    const target = resolved?.resolvedFileName;
    return target && !target.includes('node_modules') && !target.endsWith('.d.ts') ? [target] : [];
  });
}

/** Every cycle found by a depth-first search, each as the list of files around it. */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has none in core/ and site/', () => {
    const options: ts.CompilerOptions = {
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      allowJs: false,
    };
    const graph = new Map<string, string[]>();
    for (const folder of FOLDERS) {
      for (const file of sourceFiles(path.join(ROOT, folder))) {
        graph.set(file, importsOf(file, options));
      }
    }
    expect(graph.size).toBeGreaterThan(100);
    const readable = findCycles(graph).map((cycle) =>
      cycle.map((file) => path.relative(ROOT, file)).join(' -> '),
    );
    expect(readable).toEqual([]);
  });
});

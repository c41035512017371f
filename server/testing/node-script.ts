// The repository's scripts are ES modules (scripts/lib/*.mjs), which Jest cannot load: a test has
// Node run a short module that imports them and prints its result as JSON.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The file URL of a module of scripts/lib, for an `import` in a script given to `printedByNode`. */
export function scriptModuleUrl(file: string): string {
  return pathToFileURL(path.join(__dirname, '..', '..', 'scripts', 'lib', file)).href;
}

/** Runs `script` as an ES module in Node (with `flags`) and parses what it prints (one JSON value). */
export function printedByNode<T>(script: string, flags: readonly string[] = []): T {
  const printed = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  return JSON.parse(printed) as T;
}

// The built site must not carry the build machine's absolute paths (a bundler's __filename, a
// source map's root): they tell visitors how the machine is laid out. Checked after every build.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file under `publishDir` whose bytes contain `machinePath` (the repository's absolute path),
 * as `{ file, count }` with `file` relative to `publishDir`; none on a clean build.
 */
export async function filesWithMachinePath(publishDir, machinePath) {
  const needle = Buffer.from(machinePath);
  const found = [];
  const entries = await readdir(publishDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = await readFile(file);
    let count = 0;
    for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + 1)) count += 1;
    if (count > 0) found.push({ file: path.relative(publishDir, file), count });
  }
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

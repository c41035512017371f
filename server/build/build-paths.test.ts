// The post-build check of `npm test` (scripts/lib/build-paths.mjs) on a planted folder: it finds the
// machine's absolute path in any file, nested or binary, and passes a clean one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printedByNode, scriptModuleUrl } from '../testing/node-script';

let dir = '';

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'build-paths-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function check(machinePath: string): { file: string; count: number }[] {
  const script = `
    import { filesWithMachinePath } from ${JSON.stringify(scriptModuleUrl('build-paths.mjs'))};
    console.log(JSON.stringify(await filesWithMachinePath(${JSON.stringify(dir)}, ${JSON.stringify(machinePath)})));
  `;
  return printedByNode(script);
}

describe('filesWithMachinePath', () => {
  const machine = '/home/constructor/proyecto';

  it('names each file that carries the path, and how often', () => {
    mkdirSync(path.join(dir, 'static', 'pdf'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><h1>Inicio</h1>');
    writeFileSync(
      path.join(dir, 'static', 'pdf', 'worker-1a2b.js'),
      `var __filename="${machine}/node_modules/pdfkit/js/pdfkit.js";var d="${machine}/src";`,
    );
    writeFileSync(
      path.join(dir, 'icon.png'),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]), Buffer.from(machine)]),
    );
    expect(check(machine)).toEqual([
      { file: 'icon.png', count: 1 },
      { file: path.join('static', 'pdf', 'worker-1a2b.js'), count: 2 },
    ]);
  });

  it('finds nothing in a clean build, nor a shorter path that only starts the same', () => {
    writeFileSync(path.join(dir, 'app.js'), 'fetch("/home/");var p="/home/constructor";');
    expect(check(machine)).toEqual([]);
  });
});

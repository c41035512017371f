import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin, runsAtLoad } from './compile-hints';

describe('runsAtLoad', () => {
  it('picks the entrypoint and the page templates, not code loaded on demand', () => {
    expect(runsAtLoad({ name: 'app', isInitial: () => true })).toBe(true);
    expect(
      runsAtLoad({ name: 'component---site-templates-guide-article-tsx', isInitial: () => false }),
    ).toBe(true);
    expect(runsAtLoad({ name: 'excel-writer', isInitial: () => false })).toBe(false);
    expect(runsAtLoad({ name: null, isInitial: () => false })).toBe(false);
  });
});

describe('CompileHintsPlugin, in a real production build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    // An app that loads a page template, which loads a writer on demand (as a click would).
    writeFileSync(
      path.join(dir, 'app.js'),
      `import(/* webpackChunkName: "component---page" */ './page').then((m) => m.show());\n`,
    );
    writeFileSync(
      path.join(dir, 'page.js'),
      `export function show() { document.title = 'página'; ` +
        `document.body.onclick = () => import(/* webpackChunkName: "writer" */ './writer').then((w) => w.write()); }\n`,
    );
    writeFileSync(
      path.join(dir, 'writer.js'),
      `export function write() { document.body.textContent = 'escrito'; }\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The built files by chunk name: their content hash (from the file name) and text. */
  async function build(
    plugins: webpack.WebpackPluginInstance[],
  ): Promise<Map<string, { hash: string; text: string }>> {
    const out = path.join(dir, `dist-${plugins.length}`);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { app: './app.js' },
      output: { path: out, filename: '[name]-[contenthash:8].js', publicPath: '/' },
      plugins,
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    const files = new Map<string, { hash: string; text: string }>();
    for (const file of readdirSync(out)) {
      const [, name = file, hash = ''] = /^(.*)-([0-9a-f]{8})\.js$/.exec(file) ?? [];
      files.set(name, { hash, text: readFileSync(path.join(out, file), 'utf8') });
    }
    return files;
  }

  it('puts the hint first in the entry and the template chunk, minified, and not in the writer', async () => {
    const files = await build([new CompileHintsPlugin()]);
    expect([...files.keys()].sort()).toEqual(['app', 'component---page', 'writer']);
    expect(files.get('app')?.text.startsWith(COMPILE_HINT)).toBe(true);
    expect(files.get('component---page')?.text.startsWith(COMPILE_HINT)).toBe(true);
    expect(files.get('writer')?.text).not.toContain('allFunctionsCalledOnLoad');
    // Minified before the hint went in: the code is still one line after it.
    expect(files.get('component---page')?.text.split('\n')).toHaveLength(2);
  }, 60_000);

  it('changes the file names with the bytes (the hashes are of the hinted files)', async () => {
    const [withHint, without] = [await build([new CompileHintsPlugin()]), await build([])];
    expect(without.get('app')?.text).not.toContain('allFunctionsCalledOnLoad');
    const hinted = withHint.get('component---page')?.hash ?? '';
    expect(hinted).toMatch(/^[0-9a-f]{8}$/);
    expect(hinted).not.toEqual(without.get('component---page')?.hash);
    // The app's runtime asks for the template chunk by that new hash.
    expect(withHint.get('app')?.text).toContain(hinted);
  }, 60_000);
});

/** @jest-environment jsdom */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printedByNode, scriptModuleUrl } from '../testing/node-script';
import { LOADER_SRC, PAGE_SCRIPTS_ID, SCRIPT_LOADER, rewritePageScripts } from './page-scripts';

const listOf = (html: string): string[] => {
  const block = new RegExp(
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`,
  ).exec(html);
  return JSON.parse(block?.[1] ?? 'null') as string[];
};

describe('rewritePageScripts', () => {
  it('moves an inline script into a file named by its content hash', () => {
    const { html, files } = rewritePageScripts(
      '<body><p>texto</p><script id="x">window.a=1;</script></body>',
    );
    const name = [...files.keys()].find((file) => files.get(file) === 'window.a=1;');
    expect(name).toMatch(/^[0-9a-f]{20}\.js$/);
    expect(listOf(html)).toEqual([`/_inline/${name}`]);
    expect(html).not.toContain('window.a=1');
  });

  it('lists every script in document order, inline and not, and leaves none to run by itself', () => {
    const { html, files } = rewritePageScripts(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><main>hola</main>' +
        '<script>first()</script><script src="/runtime.js" async></script>' +
        '<script>third()</script><script src="/app.js" async=""></script></body>',
    );
    const named = (body: string) => [...files].find(([, text]) => text === body)?.[0];
    expect(listOf(html)).toEqual([
      `/_inline/${named('first()')}`,
      '/runtime.js',
      `/_inline/${named('third()')}`,
      '/app.js',
    ]);
    expect(html).toBe(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><main>hola</main>' +
        `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(listOf(html))}</script>` +
        `<script src="${LOADER_SRC}" defer></script></body>`,
    );
  });

  it('writes the loader as a file of its own, the same on every page', () => {
    const a = rewritePageScripts('<body><script>one()</script></body>');
    const b = rewritePageScripts('<body><script src="/other.js"></script></body>');
    const loader = LOADER_SRC.replace('/_inline/', '');
    expect(a.files.get(loader)).toBe(SCRIPT_LOADER);
    expect(b.files.get(loader)).toBe(SCRIPT_LOADER);
    expect(LOADER_SRC).toMatch(/^\/_inline\/[0-9a-f]{20}\.js$/);
  });

  it('keeps a page without executable scripts as it is', () => {
    const input =
      '<body><script type="application/ld+json">{"a":1}</script><script></script></body>';
    expect(rewritePageScripts(input)).toEqual({ html: input, files: new Map() });
  });

  it('escapes a < in an address so that it cannot close the data block', () => {
    const { html } = rewritePageScripts('<body><script src="/a.js?x=</b"></script></body>');
    expect(html).toContain('["/a.js?x=\\u003c/b"]');
    expect(listOf(html)).toEqual(['/a.js?x=</b']);
  });
});

describe('the loader in the page', () => {
  const run = (visibility: DocumentVisibilityState) => {
    document.body.innerHTML =
      '<main>hola</main>' +
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">["/_inline/a.js","/framework.js","/app.js"]</script>`;
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
    new Function(SCRIPT_LOADER)();
  };
  const added = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the scripts only after the first frame, in order, each waiting for the one before', () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    run('visible');
    expect(added()).toEqual([]);
    // The frame's callback runs before its paint: still nothing to fetch.
    frames.forEach((callback) => callback(16));
    expect(added()).toEqual([]);
    // The task it queued runs after the paint.
    jest.runAllTimers();
    expect(added()).toEqual([
      { src: '/_inline/a.js', async: false },
      { src: '/framework.js', async: false },
      { src: '/app.js', async: false },
    ]);
  });

  it('adds them at once in a background tab, which paints no frame', () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    run('hidden');
    expect(frame).not.toHaveBeenCalled();
    expect(added().map((script) => script.src)).toEqual([
      '/_inline/a.js',
      '/framework.js',
      '/app.js',
    ]);
  });
});

describe("the first-load budget's count (scripts/lib/route-weight.mjs)", () => {
  const ROUTE_WEIGHT = scriptModuleUrl('route-weight.mjs');

  /** The scripts `firstLoadFiles` counts for `html` in a build with no chunk groups, or its error. */
  function counted(html: string): string[] | string {
    const dir = mkdtempSync(path.join(tmpdir(), 'route-weight-'));
    try {
      writeFileSync(path.join(dir, 'webpack.stats.json'), '{"namedChunkGroups":{}}');
      const script = `
        import { firstLoadFiles } from ${JSON.stringify(ROUTE_WEIGHT)};
        try {
          const { scripts } = firstLoadFiles(${JSON.stringify(dir)}, '/prueba', ${JSON.stringify(html)});
          console.log(JSON.stringify([...scripts]));
        } catch (error) {
          console.log(JSON.stringify(error.message));
        }`;
      return printedByNode<string[] | string>(script);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const page =
    '<body><main>hola</main><script>first()</script><script src="/app-1.js" async></script></body>';

  it('counts every script of the list this step writes, and the loader', () => {
    const { html, files } = rewritePageScripts(page);
    const inline = [...files].find(([, text]) => text === 'first()')?.[0];
    expect(counted(html)).toEqual([`_inline/${inline}`, 'app-1.js', LOADER_SRC.slice(1)]);
  });

  it('stops, rather than count less, when the list is written in another form', () => {
    const { html } = rewritePageScripts(page);
    const drifted = html.replace(
      `<script type="application/json" id="${PAGE_SCRIPTS_ID}">`,
      `<script id="${PAGE_SCRIPTS_ID}" type="application/json">`,
    );
    expect(drifted).not.toBe(html);
    expect(counted(drifted)).toMatch(/list of scripts .* is not in the form read here/);
  });
});

/** @jest-environment jsdom */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printedByNode, scriptModuleUrl } from '../testing/node-script';
import { SECURITY_HEADERS } from '../security-headers';
import {
  LOADER_CSP_SOURCE,
  LOADER_TAG,
  PAGE_SCRIPT_ATTRIBUTE,
  SCRIPT_LOADER,
  rewritePageScripts,
} from './page-scripts';

const BLOCK = `<script type="application/json" ${PAGE_SCRIPT_ATTRIBUTE}>`;

/** The addresses the page's data blocks stand for, in document order. */
const listOf = (html: string): string[] =>
  [...html.matchAll(new RegExp(`${BLOCK}([^<]*)</script>`, 'g'))].map(
    (match) => JSON.parse(match[1] ?? 'null') as string,
  );

const block = (src: string) => `${BLOCK}${JSON.stringify(src)}</script>`;

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

  it('puts a block where each script stood, in document order, and leaves none to run by itself', () => {
    const { html, files } = rewritePageScripts(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><main>hola</main>' +
        '<script>first()</script><script src="/runtime.js" async></script>' +
        '<script>third()</script><script src="/app.js" async=""></script></body>',
    );
    const named = (body: string) => [...files].find(([, text]) => text === body)?.[0];
    expect(html).toBe(
      '<head><script type="application/ld+json">{"a":1}</script></head><body><main>hola</main>' +
        block(`/_inline/${named('first()')}`) +
        block('/runtime.js') +
        block(`/_inline/${named('third()')}`) +
        block('/app.js') +
        `${LOADER_TAG}</body>`,
    );
  });

  it('gives the same page when it runs again on its own output', () => {
    const once = rewritePageScripts(
      '<head><script>window.pagePath="/a"</script></head><body><script src="/app.js"></script></body>',
    );
    const twice = rewritePageScripts(once.html);
    expect(twice.html).toBe(once.html);
  });

  it("replaces the scripts Gatsby stitches back into an earlier build's page, which keeps one loader", () => {
    const slice = (scripts: string) =>
      `<!-- slice-start id="_gatsby-scripts-1" -->${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`;
    const built = rewritePageScripts(
      '<head><script>window.pagePath="/a"</script></head><body><main>hola</main>' +
        slice('<script>window.hash="1"</script><script src="/app-1.js" async></script>') +
        '</body>',
    ).html;
    // A later build does not render the page again: it stitches the new slice into the old page.
    const stitched = built.replace(
      /<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/,
      slice('<script>window.hash="2"</script><script src="/app-2.js" async></script>'),
    );
    const { html, files } = rewritePageScripts(stitched);
    const named = (body: string) => [...files].find(([, text]) => text === body)?.[0];
    expect(listOf(html)).toEqual([
      `/_inline/${[...rewritePageScripts('<script>window.pagePath="/a"</script>').files.keys()][0]}`,
      `/_inline/${named('window.hash="2"')}`,
      '/app-2.js',
    ]);
    expect(html.split(LOADER_TAG)).toHaveLength(2);
  });

  it("gives Gatsby's slice of the scripts, a fragment with no body, blocks and no loader", () => {
    const slice = rewritePageScripts(
      '<script>window.hash="1"</script><script src="/app-1.js" async></script>',
    );
    expect(slice.html).toBe(block(`/_inline/${[...slice.files.keys()][0]}`) + block('/app-1.js'));
    // Stitched as it is into a page of an earlier build, which has its loader already.
    const built = rewritePageScripts('<body><script src="/app-0.js"></script></body>').html;
    const stitched = built.replace(block('/app-0.js'), slice.html);
    expect(rewritePageScripts(stitched).html).toBe(stitched);
    expect(stitched.split(LOADER_TAG)).toHaveLength(2);
  });

  it('writes the loader inline, the same on every page, allowed by its hash in the CSP', () => {
    const a = rewritePageScripts('<body><script>one()</script></body>');
    const b = rewritePageScripts('<body><script src="/other.js"></script></body>');
    expect(a.html).toContain(`<script>${SCRIPT_LOADER}</script></body>`);
    expect(b.html).toBe(`<body>${block('/other.js')}<script>${SCRIPT_LOADER}</script></body>`);
    expect([...a.files.values()]).toEqual(['one()']);
    const scriptSrc = /script-src ([^;]*)/.exec(SECURITY_HEADERS['Content-Security-Policy'] ?? '');
    expect(scriptSrc?.[1]?.split(' ')).toContain(LOADER_CSP_SOURCE);
    expect(LOADER_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it("replaces an earlier build's loader file by the inline loader, once", () => {
    const earlier = `<body>${block('/app.js')}<script src="/_inline/0123456789abcdef0123.js" defer></script></body>`;
    const { html } = rewritePageScripts(earlier);
    expect(html).toBe(`<body>${block('/app.js')}${LOADER_TAG}</body>`);
    expect(rewritePageScripts(html).html).toBe(html);
  });

  it("replaces an earlier build's inline loader by this one, once, and makes no file of it", () => {
    const earlierLoader = SCRIPT_LOADER.replace('var loaded = false;', 'var loaded = 0;');
    expect(earlierLoader).not.toBe(SCRIPT_LOADER);
    const { html, files } = rewritePageScripts(
      `<body>${block('/app.js')}<script>${earlierLoader}</script></body>`,
    );
    expect(html).toBe(`<body>${block('/app.js')}${LOADER_TAG}</body>`);
    expect(files.size).toBe(0);
  });

  it('keeps a page without executable scripts as it is', () => {
    const input =
      '<body><script type="application/ld+json">{"a":1}</script><script></script></body>';
    expect(rewritePageScripts(input)).toEqual({ html: input, files: new Map() });
  });

  it('escapes a < in an address so that it cannot close the data block', () => {
    const { html } = rewritePageScripts('<body><script src="/a.js?x=</b"></script></body>');
    expect(html).toContain('"/a.js?x=\\u003c/b"');
    expect(listOf(html)).toEqual(['/a.js?x=</b']);
  });
});

describe('the loader in the page', () => {
  /** A browser's paint reports: the observer the loader registers, fed by hand. */
  class FakePaintObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    static observers: FakePaintObserver[] = [];
    disconnected = false;
    constructor(private readonly callback: PerformanceObserverCallback) {
      FakePaintObserver.observers.push(this);
    }
    observe(options: PerformanceObserverInit) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
    /** Reports paint entries of these names, as the browser does after a frame is drawn. */
    static report(...names: string[]) {
      for (const observer of FakePaintObserver.observers.filter((o) => !o.disconnected)) {
        const list = {
          getEntriesByName: (name: string) =>
            names.filter((n) => n === name).map((n) => ({ name: n })),
        } as unknown as PerformanceObserverEntryList;
        observer.callback(list, observer as unknown as PerformanceObserver);
      }
    }
  }

  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  const run = (state: DocumentVisibilityState) => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      block('/_inline/a.js') + '<main>hola</main>' + block('/framework.js') + block('/app.js');
    visibility = state;
    new Function(SCRIPT_LOADER)();
  };
  const added = () =>
    [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => ({
      src: script.getAttribute('src'),
      async: script.async,
    }));
  const ALL = [
    { src: '/_inline/a.js', async: false },
    { src: '/framework.js', async: false },
    { src: '/app.js', async: false },
  ];
  const manifests = () =>
    [...document.head.querySelectorAll('link[rel="manifest"]')].map((link) =>
      link.getAttribute('href'),
    );

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    FakePaintObserver.observers = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    Object.defineProperty(document, 'visibilityState', {
      get: () => visibility,
      configurable: true,
    });
    Object.defineProperty(window, 'PerformanceObserver', {
      value: FakePaintObserver,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('adds the scripts, in order and each waiting for the one before, once the first contentful paint is drawn', () => {
    run('visible');
    expect(added()).toEqual([]);
    // The first frame's callback and the task it queues: the frame may still be being drawn.
    frames.forEach((callback) => callback(16));
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    // A paint with no text yet is not enough.
    FakePaintObserver.report('first-paint');
    expect(added()).toEqual([]);
    expect(manifests()).toEqual([]);
    FakePaintObserver.report('first-paint', 'first-contentful-paint');
    expect(added()).toEqual(ALL);
    // The web manifest comes with them, after the paint, not in the head the page is parsed with.
    expect(manifests()).toEqual(['/site.webmanifest']);
    // Once: the second's fallback adds nothing more.
    jest.runAllTimers();
    expect(added()).toEqual(ALL);
    expect(manifests()).toEqual(['/site.webmanifest']);
  });

  it('adds them a second after the first frame when no contentful paint is reported', () => {
    run('visible');
    frames.forEach((callback) => callback(16));
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(ALL);
  });

  it('adds them after the first frame where the browser reports no paints', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
    run('visible');
    expect(added()).toEqual([]);
    // The frame's callback runs before its paint: still nothing to fetch.
    frames.forEach((callback) => callback(16));
    expect(added()).toEqual([]);
    // The task it queued runs after the paint.
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(ALL);
  });

  it('adds them at once in a background tab, which paints no frame', () => {
    run('hidden');
    expect(frames).toEqual([]);
    expect(added()).toEqual(ALL);
  });

  it('adds them at once when the tab is put in the background before its first paint', () => {
    run('visible');
    expect(added()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(ALL);
    FakePaintObserver.report('first-contentful-paint');
    expect(added()).toEqual(ALL);
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

  it('counts every script of the blocks this step writes (the loader is inline)', () => {
    const { html, files } = rewritePageScripts(page);
    const inline = [...files].find(([, text]) => text === 'first()')?.[0];
    expect(counted(html)).toEqual([`_inline/${inline}`, 'app-1.js']);
  });

  it('stops, rather than count less, when a block is written in another form', () => {
    const { html } = rewritePageScripts(page);
    const drifted = html.replace(
      BLOCK,
      `<script ${PAGE_SCRIPT_ATTRIBUTE} type="application/json">`,
    );
    expect(drifted).not.toBe(html);
    expect(counted(drifted)).toMatch(/blocks \(data-page-script\) are not in the form read here/);
  });
});

// The scripts of every built page, rewritten after the build:
// - Gatsby's inline scripts (page path, chunk map, compilation hash) move into files, so that the
//   Content-Security-Policy can forbid every inline script;
// - none of the page's scripts is fetched before the page is painted: each one is replaced, where
//   it stood, by a data block with its address, and one small deferred script (the same on every
//   page) adds them, in document order, once the first contentful paint is on the screen. The
//   framework's download and start then never delay the page's first paint (on a slow phone an
//   async script that arrives during the parse runs before it), and the page hydrates right after.
// The step can run again on its own output: a page Gatsby does not render again in a later build
// keeps its blocks, and gets fresh scripts only where Gatsby stitches its scripts' slice back in
// (between the `slice-start` and `slice-end` comments); those are replaced in turn, and the page
// keeps one loader. The slice's own file (public/_gatsby/slices) gets blocks and no loader.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const INLINE_SCRIPTS_DIR = '_inline';

/** The attribute of the data blocks that stand for a page's scripts, in execution order. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/**
 * Adds the listed scripts, in order (`async = false`), once the page's first contentful paint is
 * on the screen: the browser reports it (a `paint` entry) after the frame is drawn, so the
 * framework's download and start no longer share the processor with the drawing of that frame
 * (with the scripts added right after the frame's commit instead, the loader's task took 10-23 ms
 * on this 2-core host for 3 ms of its own work, the rest waiting while the first frame was
 * rasterised; 5-10 ms after the paint). Where the browser reports no paints, after the first frame
 * (the frame's `requestAnimationFrame` callback runs before its paint, the task it queues after
 * it); where no contentful paint is reported within a second of the first frame, then. A page
 * opened, or put, in a background tab paints no frame until it is shown: it loads them at once.
 */
export const SCRIPT_LOADER = `(function () {
  var blocks = document.querySelectorAll('script[${PAGE_SCRIPT_ATTRIBUTE}]');
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (var i = 0; i < blocks.length; i++) {
      var script = document.createElement('script');
      script.src = JSON.parse(blocks[i].textContent);
      script.async = false;
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState !== 'visible') return load();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'visible') load();
  });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var reportsPaint = !!types && types.indexOf('paint') !== -1;
  if (reportsPaint)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  requestAnimationFrame(function () {
    setTimeout(load, reportsPaint ? 1000 : 0);
  });
})();
`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** True for <script> blocks the browser does not execute (JSON-LD and other data blocks). */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type !== undefined && !['text/javascript', 'module', 'application/javascript'].includes(type)
  );
}

const fileName = (body: string) =>
  `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.js`;

const LOADER_FILE = fileName(SCRIPT_LOADER);

/** The address of the loader every page runs. */
export const LOADER_SRC = `/${INLINE_SCRIPTS_DIR}/${LOADER_FILE}`;

/** The data block that stands for the script at `src`; a `<` in it cannot close the block. */
function blockFor(src: string): string {
  const json = JSON.stringify(src).replace(/</g, '\\u003c');
  return `<script type="application/json" ${PAGE_SCRIPT_ATTRIBUTE}>${json}</script>`;
}

/**
 * Replaces every executable script of `html` by a data block with its address, where it stood
 * (inline ones become files named by the hash of their content), and adds the deferred loader at
 * the end of the body unless the page has it (a fragment without a body gets none). Returns the
 * new HTML and the files to write (the loader included). A page without executable scripts is
 * returned as it is.
 * @example rewritePageScripts('<body><script>a=1</script></body>').html
 * // '<body><script type="application/json" data-page-script>"/_inline/<hash>.js"</script><script src="/_inline/<loader>.js" defer></script></body>'
 */
export function rewritePageScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  let replaced = 0;
  let hasLoader = false;
  const out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (isDataBlock(attributes)) return whole;
    const src = /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) {
      const address = src[2] ?? src[3] ?? src[4] ?? '';
      if (address === LOADER_SRC) {
        hasLoader = true;
        return whole;
      }
      replaced += 1;
      return blockFor(address);
    }
    if (body.trim() === '') return whole;
    const name = fileName(body);
    files.set(name, body);
    replaced += 1;
    return blockFor(`/${INLINE_SCRIPTS_DIR}/${name}`);
  });
  if (replaced === 0) return { html, files };
  files.set(LOADER_FILE, SCRIPT_LOADER);
  // A fragment (Gatsby's slice of the scripts, stitched into the pages) has no body and no loader:
  // the page it is stitched into has its own.
  const end = out.lastIndexOf('</body>');
  if (hasLoader || end === -1) return { html: out, files };
  const loader = `<script src="${LOADER_SRC}" defer></script>`;
  return { html: out.slice(0, end) + loader + out.slice(end), files };
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Rewrites every HTML file under `publicDir`; returns how many pages were rewritten. */
export async function rewritePageScriptsIn(publicDir: string): Promise<number> {
  const outDir = path.join(publicDir, INLINE_SCRIPTS_DIR);
  await fs.mkdir(outDir, { recursive: true });
  let pages = 0;
  // Files are named by their content's hash: the loader and the shared ones are written once.
  const written = new Set<string>();
  for await (const file of htmlFiles(publicDir)) {
    const { html, files } = rewritePageScripts(await fs.readFile(file, 'utf8'));
    if (files.size === 0) continue;
    for (const [name, body] of files) {
      if (written.has(name)) continue;
      await fs.writeFile(path.join(outDir, name), body);
      written.add(name);
    }
    await fs.writeFile(file, html);
    pages += 1;
  }
  return pages;
}

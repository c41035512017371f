// The scripts of every built page, rewritten after the build:
// - Gatsby's inline scripts (page path, chunk map, compilation hash) move into files, so that the
//   Content-Security-Policy can forbid every inline script;
// - none of the page's scripts is fetched before the page is painted: their addresses are listed in
//   a data block, and one small deferred script (the same on every page) adds them, in order, after
//   the first frame. The framework's download and start then never delay the page's first paint
//   (on a slow phone an async script that arrives during the parse runs before it), and the page
//   hydrates right after that frame.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const INLINE_SCRIPTS_DIR = '_inline';

/** The id of the data block that lists a page's scripts, in execution order. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Adds the listed scripts, in order (`async = false`), after the first frame is painted: the
 * frame's `requestAnimationFrame` callback runs before its paint, the task it queues after it. A
 * page opened in a background tab paints no frame until it is shown: it loads them at once.
 */
export const SCRIPT_LOADER = `(function () {
  var list = JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent);
  function load() {
    list.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  if (document.visibilityState === 'visible')
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  else load();
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

/**
 * Takes every executable script out of `html` (inline ones become files named by the hash of
 * their content) and lists their addresses, in document order, in a data block at the end of the
 * body, followed by the deferred loader. Returns the new HTML and the files to write (the loader
 * included). A page without executable scripts is returned as it is.
 * @example rewritePageScripts('<body><script>a=1</script></body>').html
 * // '<body><script type="application/json" id="page-scripts">["/_inline/<hash>.js"]</script><script src="/_inline/<loader>.js" defer></script></body>'
 */
export function rewritePageScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const sources: string[] = [];
  const out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (isDataBlock(attributes)) return whole;
    const src = /\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (src) {
      sources.push(src[2] ?? src[3] ?? src[4] ?? '');
      return '';
    }
    if (body.trim() === '') return whole;
    const name = fileName(body);
    files.set(name, body);
    sources.push(`/${INLINE_SCRIPTS_DIR}/${name}`);
    return '';
  });
  if (sources.length === 0) return { html, files };
  files.set(LOADER_FILE, SCRIPT_LOADER);
  // A script's address cannot close the data block: `<` is written as its JSON escape.
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  const tail =
    `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${list}</script>` +
    `<script src="${LOADER_SRC}" defer></script>`;
  const end = out.lastIndexOf('</body>');
  return {
    html: end === -1 ? out + tail : out.slice(0, end) + tail + out.slice(end),
    files,
  };
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

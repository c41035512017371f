// Rewrites every built page's scripts: Gatsby's inline ones become files (the CSP forbids inline
// scripts but the loader, which it names by its hash), and each script becomes a data block that the
// loader, inline at the end of the body, adds after the first contentful paint, so the framework never
// delays it. Idempotent on its own output.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SITE } from '../../core/site';

export const INLINE_SCRIPTS_DIR = '_inline';

export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/** What every loader since the inline one starts with: an earlier build's loader is known by it. */
const LOADER_START = `(function () {
  var blocks = document.querySelectorAll('script[${PAGE_SCRIPT_ATTRIBUTE}]');`;

/**
 * Adds the scripts in order once the first contentful paint is reported, so the framework does
 * not share the processor with that frame; without paint entries, after the first frame. The web
 * manifest's link comes with them: linked in the head, Chromium fetched it before the first paint
 * and Lighthouse counted that request into LCP; only installing the site needs it.
 */
export const SCRIPT_LOADER = `${LOADER_START}
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
    var manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = ${JSON.stringify(SITE.icons.manifest)};
    document.head.appendChild(manifest);
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

function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type !== undefined && !['text/javascript', 'module', 'application/javascript'].includes(type)
  );
}

const fileName = (body: string) =>
  `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.js`;

/**
 * The loader as the page carries it: inline, so no request stands between the document and its
 * first paint (Lighthouse counts a file's round trip into LCP); the CSP allows it by this hash.
 */
export const LOADER_TAG = `<script>${SCRIPT_LOADER}</script>`;

/** The CSP source that allows the inline loader and nothing else (security-headers.ts carries it). */
export const LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(SCRIPT_LOADER).digest('base64')}'`;

/** A `<` in the address cannot close the block. */
function blockFor(src: string): string {
  const json = JSON.stringify(src).replace(/</g, '\\u003c');
  return `<script type="application/json" ${PAGE_SCRIPT_ATTRIBUTE}>${json}</script>`;
}

/**
 * Replaces each executable script by a data block where it stood (inline ones become files named
 * by their hash) and adds the loader at the end of the body unless present.
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
      // The loader of an earlier build, a file then (Gatsby keeps unchanged pages' HTML): replaced.
      if (address.startsWith(`/${INLINE_SCRIPTS_DIR}/`) && /\bdefer\b/.test(attributes)) {
        replaced += 1;
        return '';
      }
      replaced += 1;
      return blockFor(address);
    }
    if (body.trim() === '') return whole;
    if (body === SCRIPT_LOADER) {
      hasLoader = true;
      return whole;
    }
    // An earlier build's inline loader (Gatsby keeps unchanged pages' HTML): replaced.
    if (body.startsWith(LOADER_START)) {
      replaced += 1;
      return '';
    }
    const name = fileName(body);
    files.set(name, body);
    replaced += 1;
    return blockFor(`/${INLINE_SCRIPTS_DIR}/${name}`);
  });
  if (replaced === 0) return { html, files };
  // A fragment (Gatsby's scripts slice) has no body: the page it is stitched into has the loader.
  const end = out.lastIndexOf('</body>');
  if (hasLoader || end === -1) return { html: out, files };
  return { html: out.slice(0, end) + LOADER_TAG + out.slice(end), files };
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export async function rewritePageScriptsIn(publicDir: string): Promise<number> {
  const outDir = path.join(publicDir, INLINE_SCRIPTS_DIR);
  await fs.mkdir(outDir, { recursive: true });
  let pages = 0;
  // Files are named by their content's hash: shared ones are written once.
  const written = new Set<string>();
  for await (const file of htmlFiles(publicDir)) {
    const before = await fs.readFile(file, 'utf8');
    const { html, files } = rewritePageScripts(before);
    if (html === before) continue;
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

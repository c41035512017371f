// What each built route costs a first-time visitor: HTML bytes and the first-load JavaScript and
// CSS, gzip level 9 (about what Netlify's CDN serves). Reads only the build in `public/`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();

/** Cached by path; 0 for a missing file. */
export function gzippedFileSize(file) {
  if (!existsSync(file)) return 0;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** `/` for index.html, `/a/b` for a/b/index.html. */
export function builtRoutes(publicDir) {
  const routes = [];
  const skip = new Set(['page-data', 'static', '_gatsby', '_inline', '~partytown']);
  (function walk(dir, prefix) {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skip.has(entry.name)) walk(path.join(dir, entry.name), `${prefix}/${entry.name}`);
      } else if (entry.name === 'index.html') {
        routes.push([prefix === '' ? '/' : prefix, path.join(dir, entry.name)]);
      } else if (entry.name === '404.html' && prefix === '') {
        routes.push(['/404.html', path.join(dir, entry.name)]);
      }
    }
  })(publicDir, '');
  return routes.sort(([a], [b]) => a.localeCompare(b));
}

function pageDataFile(publicDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  return path.join(publicDir, 'page-data', name, 'page-data.json');
}

/** gatsby-node.ts moves webpack's stats to `.cache/build-stats/`; older builds kept them in public. */
function webpackStatsFile(publicDir) {
  const moved = path.join(publicDir, '..', '.cache', 'build-stats', 'webpack.stats.json');
  return existsSync(moved) ? moved : path.join(publicDir, 'webpack.stats.json');
}

/**
 * `{ scripts, styles }` loaded before `route` is interactive: every local script of the HTML plus
 * the page component's chunk group, and the linked style sheets.
 */
export function firstLoadFiles(publicDir, route, html) {
  const stats = JSON.parse(readFileSync(webpackStatsFile(publicDir), 'utf8'));
  // The page's scripts: the loader's data blocks (server/build/page-scripts.ts) and any `<script src>`.
  const blocks = [
    ...html.matchAll(/<script type="application\/json" data-page-script>([^<]*)<\/script>/g),
  ];
  // Blocks in another form would leave scripts uncounted: stop.
  if (blocks.length !== (html.match(/<script\b[^>]*\bdata-page-script\b/g) ?? []).length) {
    throw new Error(
      `${route}: its scripts' blocks (data-page-script) are not in the form read here`,
    );
  }
  const sources = [
    ...blocks.map((match) => JSON.parse(match[1])),
    ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]),
  ];
  const scripts = new Set(
    sources.filter((src) => src.startsWith('/')).map((src) => src.slice(1).replace(/[?#].*/, '')),
  );
  const styles = new Set(
    [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="\/([^"?#]+)/g)].map((m) => m[1]),
  );
  const pageData = pageDataFile(publicDir, route);
  if (existsSync(pageData)) {
    const chunk = JSON.parse(readFileSync(pageData, 'utf8')).componentChunkName;
    for (const group of ['app', chunk]) {
      for (const asset of stats.namedChunkGroups[group]?.assets ?? []) {
        if (asset.name.endsWith('.js')) scripts.add(asset.name);
        if (asset.name.endsWith('.css')) styles.add(asset.name);
      }
    }
  }
  return { scripts, styles };
}

/** `{ route, htmlBytes, htmlGzip, jsGzip, cssGzip, scripts }`, inline `<style>` blocks included. */
export function routeWeight(publicDir, route, htmlFile) {
  const html = readFileSync(htmlFile, 'utf8');
  const { scripts, styles } = firstLoadFiles(publicDir, route, html);
  const sum = (files) =>
    [...files].reduce((total, file) => total + gzippedFileSize(path.join(publicDir, file)), 0);
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  return {
    route,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    jsGzip: sum(scripts),
    cssGzip: sum(styles) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
    scripts: [...scripts],
  };
}

export function allRouteWeights(publicDir) {
  return builtRoutes(publicDir).map(([route, file]) => routeWeight(publicDir, route, file));
}

// `node scripts/lib/route-weight.mjs [publicDir]` prints the table.
if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? 'public');
  console.log('  JS KB  CSS KB  HTML KB  route');
  for (const w of allRouteWeights(dir)) {
    const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(`${kb(w.jsGzip)} ${kb(w.cssGzip)} ${kb(w.htmlBytes)}  ${w.route}`);
  }
}

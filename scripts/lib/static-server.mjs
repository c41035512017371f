// A small static server for a Gatsby `public/` folder that answers as the CDN does: gzip for text,
// the headers of netlify.toml's `[[headers]]` for "/*", `index.html` for folders and `404.html`
// with status 404 for unknown paths. The benchmark measures pages through it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt']);

/**
 * The headers netlify.toml gives every path (`for = "/*"`): a minimal reader of its
 * `[[headers]]` tables with `key = "value"` lines, enough for this repository's file.
 */
export function netlifyHeaders(tomlFile) {
  if (!existsSync(tomlFile)) return {};
  const headers = {};
  let inBlock = false;
  let forAll = false;
  for (const raw of readFileSync(tomlFile, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) {
      if (line === '[[headers]]') {
        inBlock = true;
        forAll = false;
      } else if (line !== '[headers.values]') inBlock = false;
      continue;
    }
    const match = /^("?)([\w-]+)\1\s*=\s*"(.*)"$/.exec(line);
    if (!inBlock || !match) continue;
    if (match[2] === 'for') forAll = match[3] === '/*';
    else if (forAll) headers[match[2]] = match[3].replace(/\\"/g, '"');
  }
  return headers;
}

function resolveFile(publicDir, pathname) {
  const safe = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidate = path.join(publicDir, safe);
  if (!candidate.startsWith(publicDir)) return undefined;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  return existsSync(index) ? index : undefined;
}

/** Serves `publicDir` on 127.0.0.1 (any free port). Returns `{ url, close }`. */
export async function serveStatic(publicDir, { headers = {} } = {}) {
  const root = path.resolve(publicDir);
  const cache = new Map();
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    let file = resolveFile(root, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
      if (!existsSync(file)) {
        res.writeHead(404, { ...headers, 'Content-Type': TYPES['.txt'] }).end('No encontrado');
        return;
      }
    }
    const ext = path.extname(file);
    if (!cache.has(file)) {
      const body = readFileSync(file);
      cache.set(file, { body, gzip: COMPRESSIBLE.has(ext) ? gzipSync(body) : undefined });
    }
    const { body, gzip } = cache.get(file);
    const useGzip = gzip && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const immutable = /-[0-9a-f]{16,}\.(js|css)$/.test(file);
    res.writeHead(status, {
      ...headers,
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
      ...(useGzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : useGzip ? gzip : body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

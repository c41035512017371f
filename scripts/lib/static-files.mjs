// The built site's files for `npm start` through Netlify's own static handler and headers engine
// (netlify.toml's `[[headers]]`), kept in memory with their brotli and gzip forms.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { HeadersHandler } from '@netlify/headers';
import { StaticHandler } from '@netlify/static';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** When the client accepts it (and it is worth it). */
export function isCompressible(contentType) {
  return /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/.test(
    contentType ?? '',
  );
}
const MIN_COMPRESS_BYTES = 256;
// Larger files are streamed rather than held in memory.
const MAX_CACHED_BYTES = 4 * 1024 * 1024;
const MIN_CACHED_PATHS = 1000;
const SPELLINGS_PER_FILE = 8;

/** Brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? accepted.get('*') ?? 0) > 0) return 'gzip';
  return undefined;
}

const logger = { error: (...args) => console.error(...args), log: () => {}, warn: () => {} };

/** `lookup(path)` -> `{ status, headers, body, br?, gzip?, etag }`; `warm()` compresses all ahead. */
export function createStaticFiles({ projectDir, publishDir, configPath }) {
  const statics = new StaticHandler({ directory: path.resolve(projectDir, publishDir) });
  const rules = new HeadersHandler({ configPath, projectDir, publishDir, logger });
  const headerCache = new Map();
  const fileCache = new Map();
  const compressedCache = new Map();

  // The rules depend on the path only: parse once per path.
  async function headersFor(pathname) {
    let headers = headerCache.get(pathname);
    if (!headers) {
      const applied = await rules.apply(new Request(new URL(pathname, 'http://localhost')));
      // Lower case, so a rule's `Cache-Control` replaces the handler's.
      headers = Object.fromEntries(
        Object.entries(applied).map(([key, value]) => [key.toLowerCase(), value]),
      );
      if (headerCache.size > 10_000) headerCache.clear();
      headerCache.set(pathname, headers);
    }
    return headers;
  }

  async function load(pathname) {
    const match = await statics.match(new Request(new URL(pathname, 'http://localhost')));
    if (!match) return undefined;
    const response = await match.handle();
    const headers = Object.fromEntries(response.headers);
    const body = Buffer.from(await response.arrayBuffer());
    Object.assign(headers, await headersFor(pathname));
    const etag = createHash('sha1').update(body).digest('base64url').slice(0, 20);
    const entry = { status: 200, headers, body, etag };
    if (isCompressible(headers['content-type']) && body.length >= MIN_COMPRESS_BYTES) {
      Object.assign(entry, await compressed(etag, body));
    }
    return entry;
  }

  // By content: '/guia' and '/guia/index.html' are compressed once.
  function compressed(etag, body) {
    let pending = compressedCache.get(etag);
    if (!pending) {
      pending = Promise.all([
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(body, { level: 9 }),
      ]).then(([br, gz]) => ({
        ...(br.length < body.length ? { br } : {}),
        ...(gz.length < body.length ? { gzip: gz } : {}),
      }));
      compressedCache.set(etag, pending);
    }
    return pending;
  }

  // Past the files warm() found, a few spellings of each ('/guia', '/guia/', '/guia/index'), no more.
  let maxCachedPaths = MIN_CACHED_PATHS;

  function lookup(pathname) {
    // A run of slashes names the file one slash names ('/guia//' is '/guia/'): one entry for all.
    const key = pathname.replace(/\/{2,}/g, '/');
    let pending = fileCache.get(key);
    if (!pending) {
      pending = load(key).then((entry) => {
        // Unknown paths must not grow the cache.
        if (!entry || entry.body.length > MAX_CACHED_BYTES || fileCache.size > maxCachedPaths)
          fileCache.delete(key);
        return entry;
      });
      fileCache.set(key, pending);
    }
    return pending;
  }

  async function warm() {
    const root = path.resolve(projectDir, publishDir);
    // A server started before the first build (`--no-build`) serves its functions all the same.
    const files = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    maxCachedPaths = Math.max(MIN_CACHED_PATHS, SPELLINGS_PER_FILE * files.length);
    for (const file of files) {
      if (!file.isFile()) continue;
      const relative = path.relative(root, path.join(file.parentPath, file.name));
      await lookup(`/${relative.split(path.sep).join('/')}`);
    }
  }

  return { lookup, headersFor, warm, handler: statics, cachedPaths: () => fileCache.size };
}

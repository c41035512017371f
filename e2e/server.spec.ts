// How `npm start` serves the build (scripts/lib/site-server.mjs): brotli and gzip, the cache headers
// of netlify.toml (a year for hashed scripts and style sheets, revalidation for HTML and page-data),
// revalidation with ETag, no `x-powered-by`, and no source maps or webpack stats in the deployed folder.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

const publicDir = path.join(__dirname, '..', 'public');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body comes back exactly as sent (Playwright and fetch would decompress it). */
function rawGet(
  baseURL: string | undefined,
  pathname: string,
  headers: Record<string, string> = {},
) {
  return new Promise<Raw>((resolve, reject) => {
    if (!baseURL) throw new Error('no baseURL');
    const req = http.get(new URL(pathname, baseURL), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(raw: Raw): Buffer {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body);
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body);
  return raw.body;
}

const homeHtml = () => readFileSync(path.join(publicDir, 'index.html'));
const firstScript = () => {
  const src = /"(\/app-[0-9a-f]+\.js)"/.exec(homeHtml().toString())?.[1];
  if (!src) throw new Error('the home page links no app-<hash>.js');
  return src;
};
const styleSheet = () => {
  const file = readdirSync(publicDir).find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  if (!file) throw new Error('the build has no styles.<hash>.css');
  return `/${file}`;
};

test.describe('npm start serves like production', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    test(`an HTML page, a hashed script and a style sheet in ${encoding}`, async ({ baseURL }) => {
      const files = [
        { pathname: '/', file: 'index.html', cache: REVALIDATE },
        { pathname: firstScript(), file: firstScript().slice(1), cache: IMMUTABLE },
        { pathname: styleSheet(), file: styleSheet().slice(1), cache: IMMUTABLE },
      ];
      for (const { pathname, file, cache } of files) {
        const res = await rawGet(baseURL, pathname, { 'accept-encoding': `${encoding}, deflate` });
        expect(res.status, pathname).toBe(200);
        expect(res.headers['content-encoding'], pathname).toBe(encoding);
        expect(res.headers.vary, pathname).toContain('Accept-Encoding');
        expect(res.headers['cache-control'], pathname).toBe(cache);
        const original = readFileSync(path.join(publicDir, file));
        expect(decode(res).equals(original), `${pathname} decodes to the built file`).toBe(true);
        expect(res.body.length, pathname).toBeLessThan(original.length * 0.6);
        expect(Number(res.headers['content-length']), pathname).toBe(res.body.length);
      }
    });
  }

  test('uncompressed without Accept-Encoding, brotli preferred when both', async ({ baseURL }) => {
    const plain = await rawGet(baseURL, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(homeHtml())).toBe(true);
    const both = await rawGet(baseURL, firstScript(), { 'accept-encoding': 'gzip, br' });
    expect(both.headers['content-encoding']).toBe('br');
    const refused = await rawGet(baseURL, firstScript(), { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  test('page-data revalidates; a second visit gets 304 with the ETag', async ({ baseURL }) => {
    for (const pathname of ['/page-data/app-data.json', '/page-data/index/page-data.json']) {
      const res = await rawGet(baseURL, pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers['cache-control'], pathname).toBe(REVALIDATE);
    }
    const first = await rawGet(baseURL, '/', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await rawGet(baseURL, '/', {
      'accept-encoding': 'br',
      'if-none-match': String(etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  test('no x-powered-by on pages, files and API answers', async ({ baseURL }) => {
    for (const pathname of ['/', firstScript(), '/api/health', '/no-existe', '/api/no-existe']) {
      const res = await rawGet(baseURL, pathname);
      expect(res.headers['x-powered-by'], pathname).toBeUndefined();
    }
  });

  test('no source maps or webpack stats are deployed or served', async ({ request }) => {
    const deployed = readdirSync(publicDir, { recursive: true }).map(String);
    expect(deployed.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(deployed).not.toContain('webpack.stats.json');
    expect(deployed).not.toContain('chunk-map.json');
    for (const pathname of ['/webpack.stats.json', '/chunk-map.json', `${firstScript()}.map`]) {
      expect((await request.get(pathname)).status(), pathname).toBe(404);
    }
    // Gatsby still links no map from the bundles.
    expect(readFileSync(path.join(publicDir, firstScript())).toString()).not.toContain(
      'sourceMappingURL',
    );
  });
});

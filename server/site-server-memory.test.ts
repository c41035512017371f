// What `npm start` keeps between requests stays bounded however many paths and clients it sees:
// the static files' cache (scripts/lib/static-files.mjs) and the function slots' per-client counts
// (scripts/lib/limiter.mjs); and its warm-up before it listens (scripts/lib/warm-up.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printedByNode, scriptModuleUrl } from './testing/node-script';

describe("npm start's static files cache", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
    mkdirSync(path.join(dir, 'public', 'guia'), { recursive: true });
    writeFileSync(path.join(dir, 'public', 'guia', 'index.html'), '<p>Guía</p>');
    writeFileSync(path.join(dir, 'public', 'app.js'), 'console.log(1);');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps one entry for every run of slashes and none for paths without a file', () => {
    const script = `
      import { createStaticFiles } from ${JSON.stringify(scriptModuleUrl('static-files.mjs'))};
      const files = createStaticFiles({ projectDir: ${JSON.stringify(dir)}, publishDir: 'public',
        configPath: ${JSON.stringify(path.join(dir, 'netlify.toml'))} });
      await files.warm();
      const warmed = files.cachedPaths();
      const bodies = new Set();
      for (let n = 2; n < 3000; n += 1) {
        const file = await files.lookup('/guia' + '/'.repeat(n));
        bodies.add(file?.body.toString());
        await files.lookup('/no-existe-' + n);
      }
      const app = await files.lookup('/app.js//');
      console.log(JSON.stringify({ warmed, after: files.cachedPaths(), bodies: [...bodies],
        app: app?.body.toString() }));
    `;
    const result = printedByNode<{ warmed: number; after: number; bodies: string[]; app: string }>(
      script,
    );
    expect(result.warmed).toBe(2);
    // '/guia/' (the runs of slashes) and '/app.js/' join the two files warm() found.
    expect(result.after).toBe(4);
    expect(result.bodies).toEqual(['<p>Guía</p>']);
    expect(result.app).toBe('console.log(1);');
  });
});

describe("npm start's function slots", () => {
  it('forget a client once its requests are done, after 100.000 distinct clients', () => {
    const script = `
      import { createLimiter } from ${JSON.stringify(scriptModuleUrl('limiter.mjs'))};
      const limiter = createLimiter({ concurrency: 16, queueSize: 512, queueTimeoutMs: 1000, perClient: 4 });
      let most = 0;
      for (let i = 0; i < 100000; i += 64) {
        await Promise.all(Array.from({ length: 64 }, (_, j) => limiter.run(async () => {
          most = Math.max(most, limiter.stats().clients);
        }, '10.0.' + Math.floor((i + j) / 256) + '.' + ((i + j) % 256))));
      }
      console.log(JSON.stringify({ most, after: limiter.stats() }));
    `;
    const result = printedByNode<{ most: number; after: Record<string, number> }>(script);
    expect(result.most).toBeGreaterThan(0);
    expect(result.most).toBeLessThanOrEqual(16);
    expect(result.after).toEqual({ active: 0, waiting: 0, clients: 0 });
  });
});

describe("npm start's warm-up", () => {
  it('serves its requests through the listener before listening, none in the access log', () => {
    const script = `
      import { createSiteServer } from ${JSON.stringify(scriptModuleUrl('site-server.mjs'))};
      const seen = [];
      const logged = [];
      const functions = {
        match: (pathname) => pathname.startsWith('/api/') ? {
          name: 'echo',
          preferStatic: false,
          handler: async (request) => {
            seen.push(request.method + ' ' + new URL(request.url).pathname);
            return new Response('{}', { headers: { 'content-type': 'application/json' } });
          },
        } : undefined,
      };
      const site = createSiteServer({ projectDir: process.cwd(), publishDir: 'no-existe-aqui',
        functions, accessLog: (line) => logged.push(line) });
      const warmed = await site.warmUp({ requests: 200, concurrency: 8 });
      console.log(JSON.stringify({ warmed: warmed.requests, calls: seen.length,
        purchase: seen.filter((s) => s === 'POST /api/calculate-purchase-costs').length, logged }));
    `;
    const result = printedByNode<{
      warmed: number;
      calls: number;
      purchase: number;
      logged: string[];
    }>(script);
    expect(result.warmed).toBe(200);
    // Two requests in twenty ask for pages ('/' and a missing one); the rest reach a function,
    // most of them the purchase-cost calculation.
    expect(result.calls).toBe(180);
    expect(result.purchase).toBeGreaterThan(150);
    expect(result.logged).toEqual([]);
  });
});

describe('the context a function receives from npm start', () => {
  it('has fast properties and one hidden class, its request id made on first read', () => {
    // An object literal with its own getter is a dictionary-mode object: under load every
    // request's objects survived the young collections with it (docs/benchmarks.md).
    const script = `
      import { createSiteServer } from ${JSON.stringify(scriptModuleUrl('site-server.mjs'))};
      const contexts = [];
      const functions = {
        match: (pathname) => pathname.startsWith('/api/') ? {
          name: 'echo',
          preferStatic: false,
          handler: async (request, context) => {
            contexts.push(context);
            return new Response('{}', { headers: { 'content-type': 'application/json' } });
          },
        } : undefined,
      };
      const site = createSiteServer({ projectDir: process.cwd(), publishDir: 'no-existe-aqui',
        origin: 'http://localhost:8888', functions });
      await site.warmUp({ requests: 20, concurrency: 2 });
      const [first, second] = contexts;
      const ids = [first.requestId, first.requestId, second.requestId];
      console.log(JSON.stringify({
        count: contexts.length,
        fast: contexts.every((context) => %HasFastProperties(context)),
        sameMap: contexts.every((context) => %HaveSameMap(context, first)),
        ownGetter: Object.getOwnPropertyDescriptor(first, 'requestId') !== undefined,
        ids,
        ip: first.ip,
        site: first.site,
        waits: first.waitUntil(Promise.resolve()) === undefined,
      }));
    `;
    const result = printedByNode<{
      count: number;
      fast: boolean;
      sameMap: boolean;
      ownGetter: boolean;
      ids: string[];
      ip: string;
      site: { url: string };
      waits: boolean;
    }>(script, ['--allow-natives-syntax']);
    expect(result.count).toBe(18);
    expect(result.fast).toBe(true);
    expect(result.sameMap).toBe(true);
    expect(result.ownGetter).toBe(false);
    const [firstRead, secondRead, other] = result.ids;
    expect(firstRead).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(secondRead).toBe(firstRead);
    expect(other).not.toBe(firstRead);
    expect(result.ip).toMatch(/^(127\.0\.0\.1|::ffff:127\.0\.0\.1|::1)$/);
    expect(result.site.url).toBe('http://localhost:8888');
    expect(result.waits).toBe(true);
  });
});

// Security budget of the served suite: the headers of netlify.toml on every response `npm start`
// serves (pages, files, redirects, the 404 page, every API answer), no inline script and no
// Content-Security-Policy violation on any page, and no server-side secret in the files sent to
// browsers.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { seedRoutes } from '../content/seed-routes';

/** Every route of the site built from the seed: the code routes and one per content document. */
const ROUTES = seedRoutes();
import { SECURITY_HEADERS } from '../server/security-headers';
import { LOADER_CSP_SOURCE, SCRIPT_LOADER } from '../server/build/page-scripts';
import sentinels from './secret-sentinels.json';

const publicDir = path.join(__dirname, '..', 'public');

function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${what} (${res.status()})`).toBe(value);
  }
}

/** Every file of the build, relative to public/. */
function builtFiles(dir = publicDir, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? builtFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

test.describe('security headers on every response', () => {
  test('pages, the 404 page and a case redirect', async ({ request }) => {
    for (const route of ROUTES) expectSecurityHeaders(await request.get(route.path), route.path);
    const missing = await request.get('/esta-pagina-no-existe');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'the 404 page');
    const redirect = await request.get('/RENTABILIDAD', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expectSecurityHeaders(redirect, 'the case redirect');
  });

  test('static files: scripts, page data, sitemap, robots and images', async ({ request }) => {
    const files = builtFiles();
    const samples = [
      files.find((file) => /^app-[0-9a-f]+\.js$/.test(file)),
      files.find((file) => /^_inline\/.+\.js$/.test(file)),
      'page-data/index/page-data.json',
      'sitemap.xml',
      'robots.txt',
      files.find((file) => file.endsWith('.png')),
    ];
    for (const file of samples) {
      if (!file) throw new Error('the build lacks a file this test samples');
      const res = await request.get(`/${file}`);
      expect(res.status(), file).toBe(200);
      expectSecurityHeaders(res, file);
    }
  });

  test('every API answer, successful or not', async ({ request }) => {
    // Netlify CLI bundles each function on its first call: a cold start takes seconds.
    test.setTimeout(180_000);
    const post = (url: string, data: unknown) =>
      request.post(url, { headers: { 'content-type': 'application/json' }, data });
    const answers: [string, APIResponse][] = [
      ['health', await request.get('/api/health')],
      [
        'purchase costs',
        await post('/api/calculate-purchase-costs', {
          propertyPrice: 200000,
          propertyType: 'used',
          autonomousCommunity: 'madrid',
        }),
      ],
      ['purchase costs 400', await post('/api/calculate-purchase-costs', { propertyPrice: -1 })],
      ['subscribe', await post('/api/newsletter/subscribe', { email: 'seguridad@ejemplo.es' })],
      ['subscribe 405', await request.get('/api/newsletter/subscribe')],
      ['unsubscribe 400', await request.get('/api/newsletter/unsubscribe?token=falso')],
      ['contact 400', await post('/api/contact-inmobiliaria', {})],
      ['generator 415', await request.post('/api/generate-description', { data: 'texto' })],
      ['excel', await post('/api/excel-template/rentabilidad', { monthlyRent: '950' })],
      ['excel 405', await request.get('/api/excel-template/rentabilidad')],
      ['unknown API path', await request.get('/api/no-existe')],
    ];
    for (const [what, res] of answers) expectSecurityHeaders(res, what);
  });
});

test.describe('Content-Security-Policy', () => {
  test('no built page has an inline executable script but the loader, which the policy names', () => {
    const pages = builtFiles().filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const file of pages) {
      const html = readFileSync(path.join(publicDir, file), 'utf8');
      for (const [, attributes = '', body = ''] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
      )) {
        const isData = /\btype="application\/(ld\+)?json"/i.test(attributes);
        const isExternal = /\bsrc=/i.test(attributes);
        const isLoader = body === SCRIPT_LOADER;
        expect(
          isData || isExternal || isLoader || body.trim() === '',
          `inline script in ${file}`,
        ).toBe(true);
      }
      expect(html, `inline event handler in ${file}`).not.toMatch(/<[^>]+\son[a-z]+="/i);
    }
    expect(SECURITY_HEADERS['Content-Security-Policy']).toContain(LOADER_CSP_SOURCE);
  });

  test('no page reports a policy violation', async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const route of ROUTES) {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations, route.path).toEqual([]);
    }
  });
});

test.describe('secrets', () => {
  test('no server-side secret reaches the files sent to browsers', () => {
    // The values the build saw: `npm test` builds with these sentinels for every secret not set,
    // and the real values of any secret set in this environment are checked too.
    const values = Object.entries(sentinels).flatMap(([name, sentinel]) => {
      const real = process.env[name];
      return real && real.length >= 8 ? [sentinel, real] : [sentinel];
    });
    const names = Object.keys(sentinels);
    const files = builtFiles().filter((file) => /\.(html|js|json|map|css|txt|xml)$/.test(file));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const text = readFileSync(path.join(publicDir, file), 'utf8');
      for (const value of values) expect(text.includes(value), `a secret in ${file}`).toBe(false);
      if (file.endsWith('.js')) {
        for (const name of names) expect(text.includes(name), `${name} in ${file}`).toBe(false);
      }
    }
  });
});

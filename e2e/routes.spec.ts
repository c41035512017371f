// Routes, status codes, redirects, metadata and headers of the built site served by Netlify CLI.
import { expect, test } from '@playwright/test';
import {
  EDITORIAL_PATHS,
  GUIDE_INDEX_PATH,
  NAV_ITEMS,
  PURCHASE_CALCULATOR_PATH,
  TOOL_ROUTES,
} from '../core/routes';
import { siteSettings } from '../content/pages';
import { seedFetch } from '../content/source';
import { seedRoutes } from '../content/seed-routes';
import { documentTitle } from '../core/seo';

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The code routes and one route per content document of the seed. */
const ROUTES = seedRoutes();

test.describe('every route of the spec', () => {
  test('every path of the spec is a route of the site', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const { path } of [...TOOL_ROUTES, ...EDITORIAL_PATHS]) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  for (const route of ROUTES) {
    test(`${route.path} answers 200 with its prerendered metadata`, async ({ request }) => {
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="es"');
      expect(attr(html, /<title[^>]*>([^<]*)<\/title>/)).toBe(documentTitle(route));
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toMatch(
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta name="author" content="([^"]+)"/)).toBeTruthy();
      expect(attr(html, /<meta property="og:locale" content="([^"]+)"/)).toBe('es_ES');
      expect(attr(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe('1200');
      expect(attr(html, /<meta property="og:image:height" content="([^"]+)"/)).toBe('630');
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
      expect(html).toContain(`>${route.heading}</h1>`);
      // Every page below the home carries its breadcrumb trail.
      expect(html.includes('"@type":"BreadcrumbList"')).toBe(route.path !== '/');
      if (route.article) {
        expect(attr(html, /<meta property="article:section" content="([^"]+)"/)).toBe(
          'Real Estate',
        );
        expect(html).toContain('property="article:published_time"');
        expect(html).toContain('property="article:modified_time"');
        expect(html).toContain('property="article:tag"');
      }
    });
  }

  test('the home page was published on 8 January 2025', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(attr(html, /<meta property="article:published_time" content="([^"]+)"/)).toMatch(
      /^2025-01-08/,
    );
  });

  test('the Open Graph image is a 1200x630 PNG', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const image = new URL(attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '');
    const res = await request.get(image.pathname);
    expect(res.status()).toBe(200);
    const png = await res.body();
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});

test.describe('unknown paths and letter case', () => {
  test('an unknown path answers 404 in Spanish with every tool, the guides and the agency banner', async ({
    page,
  }) => {
    const res = await page.goto('/esta-ruta-no-existe');
    expect(res?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeVisible();
    const main = page.locator('main');
    for (const hint of ['Page Not Found', 'router', 'core/routes.ts', 'site/pages'])
      await expect(main).not.toContainText(hint);
    const tools = TOOL_ROUTES.filter((route) => route.kind === 'tool');
    expect(tools.map((route) => route.path)).toContain(PURCHASE_CALCULATOR_PATH);
    for (const route of tools)
      await expect(page.locator(`.not-found__tools a[href="${route.path}"]`)).toBeVisible();
    const { guides } = await siteSettings(seedFetch());
    for (const path of [GUIDE_INDEX_PATH, ...guides.map((guide) => guide.path)])
      await expect(page.locator(`.not-found__guides a[href="${path}"]`)).toBeVisible();
    await expect(main.locator('a[href="/contacto-inmobiliaria"]').first()).toBeVisible();
  });

  for (const variant of [
    '/Rentabilidad',
    '/RENTABILIDAD',
    '/Guia-Inmobiliarios/Errores-Comunes-Inversores/',
    // A page made from data, which no list of paths in core/routes.ts names.
    '/Gastos-Compra-Vivienda/Valencia',
  ]) {
    test(`${variant} redirects permanently to its lowercase route`, async ({ request, page }) => {
      const res = await request.get(variant, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      const expected = variant.toLowerCase().replace(/\/$/, '');
      expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe(expected);
      await page.goto(variant);
      expect(new URL(page.url()).pathname).toBe(expected);
    });
  }
});

test.describe('navigation', () => {
  test('each page title is unique', () => {
    const titles = ROUTES.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('moving between routes scrolls to the top and marks the current item', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: /principal/i });
    const item = NAV_ITEMS[2];
    if (!item) throw new Error('missing nav item');
    await nav.getByRole('link', { name: new RegExp(item.label) }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.getByRole('link', { name: new RegExp(item.label) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('pages run without Content-Security-Policy violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/');
    await page
      .getByRole('navigation', { name: /principal/i })
      .getByRole('link', { name: /Hipoteca/ })
      .click();
    await expect(page).toHaveURL(/\/hipoteca$/);
    expect(violations).toEqual([]);
  });
});

test.describe('server', () => {
  test('security headers are on pages and API answers', async ({ request }) => {
    for (const path of ['/', '/api/health']) {
      const headers = (await request.get(path)).headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'; style");
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
    }
  });

  test('GET /api/health reports the database as reachable', async ({ request }) => {
    const res = await request.get('/api/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, database: 'up' });
  });

  test('the API answers JSON errors for wrong methods, bodies and paths', async ({ request }) => {
    const wrongMethod = await request.get('/api/newsletter/subscribe');
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()['allow']).toBe('POST');
    const notJson = await request.post('/api/contact-inmobiliaria', {
      headers: { 'content-type': 'text/plain' },
      data: 'hola',
    });
    expect(notJson.status()).toBe(415);
    const tooLarge = await request.post('/api/generate-description', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ address: 'x'.repeat(17 * 1024) }),
    });
    expect(tooLarge.status()).toBe(413);
    const unknown = await request.get('/api/no-existe');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toHaveProperty('error');
  });
});

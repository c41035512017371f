// Editorial routes in Chromium: content present, internal links resolve, copy buttons, prev/next, JSON-LD,
// and every route's own Open Graph image and the icons.
import { expect, test } from '@playwright/test';
import { GUIDE_INDEX_PATH, NOT_FOUND_META, TOOL_ROUTES } from '../core/routes';
import { ogImagePath } from '../core/seo';
import { FORBIDDEN_TEXTS } from '../core/testing/forbidden-texts';
import { seedRoutes } from '../content/seed-routes';
import { seedFetch } from '../content/source';
import { homePageQuery } from '../content/queries';
import type { HomePageQueryResult } from '../content/sanity.types';
import { dismissCookies, hydrated } from './helpers';

/** Every route of the site built from the seed; the editorial ones are those of content documents. */
const ROUTES = seedRoutes();
const toolPaths = new Set(TOOL_ROUTES.map((route) => route.path));
const EDITORIAL = ROUTES.filter((route) => !toolPaths.has(route.path));
const GUIDE_PATHS = EDITORIAL.filter(
  (route) => route.kind === 'guide' && route.path !== GUIDE_INDEX_PATH,
).map((route) => route.path);

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test.describe('editorial routes', () => {
  for (const { path, heading } of EDITORIAL) {
    test(`${path} shows its content, valid JSON-LD and only links that resolve`, async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
      });
      page.on('response', (res) => {
        if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const text = await page.locator('.editorial').innerText();
      expect(text.split(/\s+/).length).toBeGreaterThan(150);

      for (const json of await page
        .locator('script[type="application/ld+json"]')
        .allTextContents()) {
        const data = JSON.parse(json) as { '@context'?: string; '@type'?: string };
        expect(data['@context']).toBe('https://schema.org');
        expect(data['@type']).toBeTruthy();
      }

      const hrefs = await page
        .locator('.editorial a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of new Set(hrefs)) {
        expect((await request.get(href)).status(), href).toBe(200);
      }
      await hydrated(page);
      // The server's structured data stays once the page is React's (site/components/KeptJsonLd.tsx).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
      const served = (await response?.text())?.match(/application\/ld\+json/g)?.length ?? 0;
      expect(served).toBeGreaterThan(0);
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(served);
      expect(errors, 'console errors (hydration mismatches included)').toEqual([]);
    });
  }

  test('landing pages show the contact e-mail, and no phone while the settings have none', async ({
    page,
  }) => {
    await page.goto('/calcular-rentabilidad-piso-alquiler');
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test('the rental-yield landing states 6,5 % gross and 4,3 % net', async ({ page }) => {
    await page.goto('/calcular-rentabilidad-piso-alquiler');
    await expect(page.locator('[data-figure="gross-yield"]')).toHaveText('6,5\u00a0%');
    await expect(page.locator('[data-figure="net-yield"]')).toHaveText('4,3\u00a0%');
  });
});

test.describe('what the pages claim', () => {
  const decode = (html: string) =>
    html.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

  for (const path of [
    '/',
    '/esta-ruta-no-existe',
    '/aviso-legal',
    '/politica-privacidad',
    '/contacto-inmobiliaria',
    '/calcular-plusvalia-vivienda-online',
  ]) {
    test(`${path} holds no owner template, dummy phone or unprovable claim`, async ({
      page,
      request,
    }) => {
      // The HTML as served (metadata and structured data included) and the text once hydrated.
      const html = decode(await (await request.get(path)).text());
      await page.goto(path);
      await hydrated(page);
      const text = await page.locator('body').innerText();
      for (const forbidden of FORBIDDEN_TEXTS) {
        expect(html, `${path} HTML`).not.toContain(forbidden);
        expect(text, `${path} text`).not.toContain(forbidden);
      }
    });
  }
});

test.describe('home page', () => {
  test('shows the texts of the homePage document and hydrates without errors', async ({ page }) => {
    const home = await seedFetch()<HomePageQueryResult>(homePageQuery);
    if (!home) throw new Error('No homePage document in the seed');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
    await expect(page.locator('.hero .lead')).toHaveText(home.hero.subtitle);
    await expect(page.locator('.hero__actions a')).toHaveText(home.hero.links.map((l) => l.label));
    const tools = page.locator('section[aria-labelledby="tools-title"]');
    await expect(tools.locator('h2')).toHaveText(home.tools.heading);
    await expect(tools.locator('.link-card__title')).toHaveText(
      home.tools.cards.map((c) => c.title),
    );
    await expect(page.locator('.guide-banner a')).toHaveAttribute(
      'href',
      home.guideBanner.link.href,
    );
    await expect(page.locator('.agency-banner--full li')).toHaveText(home.agencyPromo.points);
    const guides = page.locator('section[aria-labelledby="guides-title"]');
    await expect(guides.locator('.link-card p')).toHaveText(home.guides.cards.map((c) => c.text));
    await hydrated(page);
    expect(errors, 'console errors (hydration mismatches included)').toEqual([]);
  });
});

test.describe('guide navigation', () => {
  test('previous and next links walk the guides in order', async ({ page }) => {
    await page.goto(GUIDE_PATHS[0] ?? GUIDE_INDEX_PATH);
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
    for (const next of GUIDE_PATHS.slice(1)) {
      await hydrated(page);
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
    }
    await expect(page.locator('a[rel="next"]')).toHaveCount(0);
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE_PATHS.at(-2)}$`));
    await page.getByRole('link', { name: 'Volver a la guía' }).first().click();
    await expect(page).toHaveURL(/\/guia-inmobiliarios$/);
  });
});

test.describe('Copiar plantilla', () => {
  test('puts the template text on the clipboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/guia-inmobiliarios/plantilla-anuncio-inmobiliario');
    await hydrated(page);
    const cards = page.locator('.template-card');
    await expect(cards).toHaveCount(5);
    for (const kind of ['venta', 'alquiler']) {
      const card = page.locator(`.template-card[data-template="${kind}"]`);
      const expected = await card.locator('.template-card__text').textContent();
      await card.getByRole('button', { name: 'Copiar plantilla' }).click();
      await expect(card.getByRole('button')).toContainText('¡Copiada!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(expected);
    }
  });
});

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))).toBe(true);
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.describe('Open Graph images', () => {
  test('each route and the 404 page point to their own 1200x630 PNG, served by the site', async ({
    request,
  }) => {
    const seen = new Set<string>();
    for (const route of [...ROUTES, NOT_FOUND_META]) {
      const res = await request.get(route === NOT_FOUND_META ? '/esta-ruta-no-existe' : route.path);
      const html = await res.text();
      const og = attr(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
      expect(new URL(og).pathname, route.path).toBe(ogImagePath(route.path));
      expect(attr(html, /<meta name="twitter:image" content="([^"]+)"/)).toBe(og);
      expect(attr(html, /<meta property="og:image:type" content="([^"]+)"/)).toBe('image/png');
      expect(attr(html, /<meta property="og:image:alt" content="([^"]+)"/)).toContain(
        route.ogText ?? route.heading,
      );
      seen.add(og);
      const image = await request.get(new URL(og).pathname);
      expect(image.status(), og).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()), og).toEqual([1200, 630]);
    }
    expect(seen.size).toBe(ROUTES.length + 1);
  });
});

test.describe('icons', () => {
  test('every icon the head links to exists, and /favicon.ico answers an icon', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/rentabilidad')).text();
    const links = [
      ...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
    ];
    expect(links.map((m) => m[1]).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'icon']);
    // The manifest's link is the loader's, after the first paint: fetched before it, Lighthouse
    // counted it into LCP.
    await page.goto('/rentabilidad');
    const manifestLink = page.locator('head link[rel="manifest"]');
    await expect(manifestLink).toHaveCount(1);
    const manifestHref = await manifestLink.getAttribute('href');
    expect(manifestHref).toBe('/site.webmanifest');
    for (const href of [...links.map((m) => m[2]), manifestHref]) {
      expect((await request.get(href ?? '')).status(), href ?? undefined).toBe(200);
    }
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect((await ico.body()).readUInt16LE(2)).toBe(1);
    expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual([180, 180]);
    expect(pngSize(await (await request.get('/favicon-32x32.png')).body())).toEqual([32, 32]);
    const manifest = (await (await request.get('/site.webmanifest')).json()) as {
      icons: { src: string }[];
    };
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });
});

test.describe('article dates', () => {
  test('articles state the dates of their content document in their metadata', async ({
    request,
  }) => {
    const fetch = seedFetch();
    for (const route of ROUTES.filter((r) => r.article)) {
      const doc = await fetch<{ publishedAt: string; modifiedAt: string }>(
        `*[slug.current == $slug][0]{ publishedAt, modifiedAt }`,
        { slug: route.path.slice(1) },
      );
      const html = await (await request.get(route.path)).text();
      expect(attr(html, /<meta property="article:published_time" content="([^"]+)"/)).toBe(
        doc.publishedAt,
      );
      expect(attr(html, /<meta property="article:modified_time" content="([^"]+)"/)).toBe(
        doc.modifiedAt,
      );
      const article = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g),
      ]
        .map((m) => JSON.parse(m[1] ?? '{}') as { '@type'?: string; datePublished?: string })
        .find((data) => data['@type'] === 'Article');
      expect(article?.datePublished, route.path).toBe(doc.publishedAt);
    }
  });
});

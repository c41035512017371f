// Editorial routes in Chromium: content present, internal links resolve, copy buttons, prev/next, JSON-LD.
import { expect, test } from '@playwright/test';
import { routeMeta } from '../core/routes';
import { EDITORIAL_PATHS, GUIDE_PATHS } from '../server/content/page-content';
import { dismissCookies, hydrated } from './helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookies(page);
});

test.describe('editorial routes', () => {
  for (const path of EDITORIAL_PATHS) {
    test(`${path} shows its content, valid JSON-LD and only links that resolve`, async ({
      page,
      request,
    }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        const where = message.location().url;
        // The site has no favicon yet (layout's concern); the browser's own request is not ours.
        if (message.type() === 'error' && !where.endsWith('/favicon.ico'))
          errors.push(`${message.text()} ${where}`);
      });
      page.on('response', (res) => {
        if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeMeta(path).heading);
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
      expect(errors, 'console errors (hydration mismatches included)').toEqual([]);
    });
  }

  test('landing pages show the contact e-mail and phone links', async ({ page }) => {
    await page.goto('/calcular-rentabilidad-piso-alquiler');
    await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(page.locator('a[href^="tel:+34"]').first()).toBeVisible();
  });

  test('the rental-yield landing states 6,5 % gross and 4,3 % net', async ({ page }) => {
    await page.goto('/calcular-rentabilidad-piso-alquiler');
    await expect(page.locator('[data-figure="gross-yield"]')).toHaveText('6,5\u00a0%');
    await expect(page.locator('[data-figure="net-yield"]')).toHaveText('4,3\u00a0%');
  });
});

test.describe('guide navigation', () => {
  test('previous and next links walk the five guides in order', async ({ page }) => {
    await page.goto(GUIDE_PATHS[0]);
    await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
    for (const next of GUIDE_PATHS.slice(1)) {
      await hydrated(page);
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
    }
    await expect(page.locator('a[rel="next"]')).toHaveCount(0);
    await page.locator('a[rel="prev"]').click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE_PATHS[3]}$`));
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

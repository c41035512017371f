// Shared layout end to end: main navigation, mobile menu, skip link, scroll reset and footer.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_NOTICE, completeOwner, type OwnerIdentity } from '../core/owner';
import { settingsQuery } from '../content/queries';
import { seedFetch } from '../content/source';
import { NAV, dismissCookies, hydrated, mainNav } from './helpers';

test.describe('main navigation', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test(`shows the ${NAV.length} items with subtitles and marks the current page`, async ({
    page,
  }) => {
    await page.goto('/rentabilidad');
    const current = NAV.findIndex((item) => item.path === '/rentabilidad');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(NAV.length);
    for (const [index, item] of NAV.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', item.path);
      await expect(links.nth(index)).toContainText(item.label);
      await expect(links.nth(index)).toContainText(item.subtitle);
    }
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(links.nth(current)).toHaveAttribute('aria-current', 'page');
    await expect(links.nth(0)).not.toHaveAttribute('aria-current', /.*/);
  });

  test('moves aria-current when navigating and marks Inicio only on the home page', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(mainNav(page).getByRole('link', { name: /Inicio/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await mainNav(page)
      .getByRole('link', { name: /Hipoteca/ })
      .click();
    await expect(page).toHaveURL(/\/hipoteca$/);
    await expect(mainNav(page).getByRole('link', { name: /Hipoteca/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso legal' }).click();
    await expect(page).toHaveURL(/\/aviso-legal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
  });

  test('after the skip link only the browser jumps: no script scrolls the page back later', async ({
    page,
  }) => {
    // Every scroll a script asks for: the router's late one carried a reader who had tabbed on into
    // a form back to the top of main.
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { scrollCalls: calls });
      const intoView = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (this: Element, ...args) {
        calls.push(`scrollIntoView ${this.tagName.toLowerCase()}#${this.id}`);
        intoView.apply(this, args);
      };
      const scrollTo = window.scrollTo.bind(window) as (...args: unknown[]) => void;
      window.scrollTo = (...args: unknown[]) => {
        calls.push('scrollTo');
        scrollTo(...args);
      };
    });
    // The page's clock is run on by hand below: every timer and frame of that time has run.
    await page.clock.install();
    await page.goto('/contacto-inmobiliaria');
    await hydrated(page);
    const scrollCalls = () =>
      page.evaluate(() => (window as unknown as { scrollCalls: string[] }).scrollCalls);
    const before = (await scrollCalls()).length;
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#contenido')).toBeFocused();
    const y = await page.evaluate(() => window.scrollY);
    await page.clock.runFor(500);
    expect((await scrollCalls()).slice(before)).toEqual([]);
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
  });

  test('back from an anchor of the same page returns the reader where they were', async ({
    page,
  }) => {
    await page.goto('/fuentes-y-actualizaciones');
    await hydrated(page);
    const link = page.getByRole('main').locator('a[href="#baleares"]').first();
    await link.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    await link.click();
    await expect(page).toHaveURL(/#baleares$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y + 500);
    await page.goBack();
    await expect(page).toHaveURL(/\/fuentes-y-actualizaciones$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  });

  test('the menu toggle is hidden on wide screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: /Comparador/ })).toBeVisible();
  });
});

// '@mobile-only': the toggle only exists on small screens, so only the mobile project runs these;
// the desktop project checks that it is hidden instead.
test.describe('mobile menu @mobile-only', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
  });

  async function openMenu(page: Page) {
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const close = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${await close.getAttribute('aria-controls')}`)).toBeVisible();
    return close;
  }

  const panel = (page: Page) => page.locator('#menu-principal');

  test('opens a panel no taller than 70% of the viewport @mobile', async ({ page }) => {
    await expect(panel(page)).toBeHidden();
    await openMenu(page);
    const box = await panel(page).boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.height <= viewport.height * 0.7 + 1).toBe(true);
    await expect(panel(page)).toHaveCSS('overflow-y', 'auto');
    await expect(panel(page).getByRole('link')).toHaveCount(NAV.length);
  });

  test('closes when the backdrop is tapped @mobile', async ({ page }) => {
    await openMenu(page);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    await page.touchscreen.tap(viewport.width / 2, viewport.height - 20);
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('closes when an item is chosen and the new page is current @mobile', async ({ page }) => {
    await openMenu(page);
    await panel(page)
      .getByRole('link', { name: /Rentabilidad/ })
      .click();
    await expect(page).toHaveURL(/\/rentabilidad$/);
    await expect(panel(page)).toBeHidden();
    // The closed panel is display:none, so query the link by its address rather than by role.
    await expect(panel(page).locator('a[href="/rentabilidad"]')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('closes when the window scrolls @mobile', async ({ page }) => {
    await openMenu(page);
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(panel(page)).toBeHidden();
  });

  test('closes on Escape and returns focus to the toggle @mobile', async ({ page }) => {
    await openMenu(page);
    await panel(page).getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('closes when the route changes by other means @mobile', async ({ page }) => {
    await openMenu(page);
    await page.evaluate(() => {
      (window as unknown as { ___navigate: (to: string) => void }).___navigate('/hipoteca');
    });
    await expect(page).toHaveURL(/\/hipoteca$/);
    await expect(panel(page)).toBeHidden();
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('links to the guides and legal pages and shows the build year, with no developer credit', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const path of [
      '/herramientas-inversion-inmobiliaria',
      '/como-escribir-anuncio-idealista',
      '/aviso-legal',
      '/politica-privacidad',
      '/politica-cookies',
    ]) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(footer.getByRole('link', { name: 'Política de cookies' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} InmoCalc`);
    await expect(footer).not.toContainText('Desarrollado por');
    await expect(footer.locator('a[target="_blank"]')).toHaveCount(0);
  });

  test('says the site is a demo while the seed names no owner, with no phone', async ({ page }) => {
    const settings = await seedFetch()<{ legal: unknown; contactPhone: unknown }>(settingsQuery);
    expect(completeOwner(settings.legal as OwnerIdentity)).toBeUndefined();
    expect(settings.contactPhone).toBeNull();
    for (const path of ['/rentabilidad', '/gastos-compra-vivienda/valencia', '/aviso-legal']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(DEMO_NOTICE);
      await expect(footer).not.toContainText('<');
      await expect(footer.locator('a[href^="tel:"]')).toHaveCount(0);
    }
    await expect(page.locator('main .legal-identity')).toHaveText(DEMO_NOTICE);
  });

  test('the newsletter and contact forms link their privacy notice to the policy', async ({
    page,
  }) => {
    for (const path of ['/', '/contacto-inmobiliaria']) {
      await page.goto(path);
      await expect(
        page.locator('form .privacy-notice a[href="/politica-privacidad"]').first(),
      ).toBeVisible();
    }
  });
});

// Layout at a phone and a desktop width on every route: no sideways scroll, no clipped table, a
// cookie banner that stays small and never hides the focused element.
import { expect, test, type Page } from '@playwright/test';
import { seedRoutes } from '../content/seed-routes';

/** Every route of the site built from the seed: the code routes and one per content document. */
const ROUTES = seedRoutes();
import { banner, dismissCookies, hydrated } from './helpers';

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Share of the viewport's height the cookie banner may take. */
const BANNER_MAX_SHARE = 0.3;

/** Calculates every tool on the page, so the tables of the results are measured too. */
async function calculateAll(page: Page): Promise<void> {
  const buttons = page.locator('main form button[type="submit"]', { hasText: /^Calcular/ });
  for (const button of await buttons.all()) await button.click();
  await page.waitForLoadState('networkidle');
}

interface TableReport {
  caption: string;
  tableWidth: number;
  /** Width the table can be seen in: its scroll container's scroll width, or the space it has. */
  reachableWidth: number;
  containerRight: number;
  scrolls: boolean;
}

/**
 * For each table: the closest ancestor that scrolls sideways (if any), whether the whole table can
 * be scrolled into view inside it, and where that container ends on the screen.
 */
function measureTables(page: Page): Promise<TableReport[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main table')].map((table) => {
      let container: HTMLElement | null = table.parentElement;
      while (container && container !== document.body) {
        const overflow = getComputedStyle(container).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') break;
        container = container.parentElement;
      }
      const box = table.getBoundingClientRect();
      const scroller = container && container !== document.body ? container : null;
      const overflow = scroller ? getComputedStyle(scroller).overflowX : 'visible';
      const scrolls = overflow === 'auto' || overflow === 'scroll';
      const outer = scroller?.getBoundingClientRect();
      return {
        caption: table.querySelector('caption')?.textContent?.trim() ?? '',
        tableWidth: box.width,
        reachableWidth: scroller
          ? scrolls
            ? scroller.scrollWidth
            : scroller.clientWidth
          : window.innerWidth - box.left,
        containerRight: outer ? outer.right : box.right,
        scrolls,
      };
    }),
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`layout at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route.path}: no horizontal scroll, no clipped table`, async ({ page }) => {
        await dismissCookies(page);
        await page.goto(route.path);
        await hydrated(page);
        if (route.kind === 'tool') await calculateAll(page);
        const widths = await page.evaluate(() => ({
          scroll: document.scrollingElement?.scrollWidth ?? 0,
          inner: window.innerWidth,
        }));
        expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.inner);
        for (const table of await measureTables(page)) {
          const name = table.caption || 'a table without caption';
          expect(table.reachableWidth + 1, `${name} is clipped`).toBeGreaterThanOrEqual(
            table.tableWidth,
          );
          expect(table.containerRight, `${name} overflows the screen`).toBeLessThanOrEqual(
            widths.inner + 1,
          );
          // A table that needs its scroll container must say what it is.
          if (table.scrolls && table.tableWidth > table.reachableWidth - 1) {
            expect(table.caption, 'a scrolling table has a caption').not.toBe('');
          }
        }
      });
    }

    test('the cookie banner takes at most 30 % of the screen', async ({ page }) => {
      await page.goto('/rentabilidad');
      await expect(banner(page)).toBeVisible({ timeout: 5000 });
      const box = await banner(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(viewport.height * BANNER_MAX_SHARE);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height + 1);
    });

    test('the cookie banner never covers the focused element', async ({ page }) => {
      await page.goto('/rentabilidad');
      await hydrated(page);
      await expect(banner(page)).toBeVisible({ timeout: 5000 });
      const top = (await banner(page).boundingBox())?.y ?? 0;
      // Tab through the header and the whole form, as a keyboard user would.
      let checked = 0;
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return null;
          const inBanner = !!active.closest('[data-testid="cookie-banner"]');
          const box = active.getBoundingClientRect();
          return { inBanner, bottom: box.bottom, height: box.height };
        });
        if (!focused || focused.inBanner || focused.height === 0) continue;
        checked += 1;
        expect(focused.bottom, `focus stop ${step} is under the banner`).toBeLessThanOrEqual(
          top + 1,
        );
      }
      expect(checked).toBeGreaterThan(10);
    });
  });
}

// On a phone the results appear under a long form: a calculation brings them into view.
test.describe('results on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ['/rentabilidad', '/hipoteca', '/plusvalia']) {
    test(`${path}: calculating scrolls the results into view`, async ({ page }) => {
      await dismissCookies(page);
      await page.goto(path);
      await hydrated(page);
      const results = page.locator('.tool__results').first();
      await page.locator('main form button[type="submit"]').first().click();
      await expect(results).toBeVisible();
      await expect(results.getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }
});

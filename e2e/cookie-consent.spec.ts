// Cookie banner and settings dialog end to end (spec section 4): timing, storage, keyboard.
import { expect, test, type Page } from '@playwright/test';
import { COOKIE_BANNER_DELAY_MS } from '../core/consent';
import { ALL, DEFAULTS, banner, dialog, hydrated, storeBeforeLoad, stored } from './helpers';

/**
 * Runs the page's clock past the banner's delay, then opens the settings: once the dialog is drawn,
 * so is the panel that would hold the banner (read by test id too: the open dialog hides the rest).
 */
async function pastBannerDelay(page: Page): Promise<void> {
  await page.clock.runFor(COOKIE_BANNER_DELAY_MS);
  await page.getByRole('button', { name: 'Configurar cookies' }).click();
  await expect(dialog(page)).toBeVisible();
}

test.describe('cookie banner', () => {
  test('appears about one second after load when nothing is stored', async ({ page }) => {
    // Records when the banner first appears, relative to the start of navigation.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="cookie-banner"]')) {
          (window as unknown as { bannerAt: number }).bannerAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    const at = await page.evaluate(() => (window as unknown as { bannerAt: number }).bannerAt);
    expect(at).toBeGreaterThanOrEqual(1000);
    await expect(banner(page).getByRole('button', { name: 'Aceptar todas' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Solo necesarias' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Configurar' })).toBeVisible();
  });

  test('does not appear when a choice is stored', async ({ page }) => {
    await storeBeforeLoad(page, JSON.stringify(ALL));
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await pastBannerDelay(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('does not appear for an unparseable stored value, and the defaults apply', async ({
    page,
  }) => {
    await storeBeforeLoad(page, '{roto');
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await pastBannerDelay(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await expect(dialog(page).getByRole('switch', { name: 'Analíticas' })).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Funcionales' })).not.toBeChecked();
  });

  test('Aceptar todas stores all four categories and closes @mobile', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual(ALL);
    await page.reload();
    await hydrated(page);
    await pastBannerDelay(page);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  });

  test('Solo necesarias stores the defaults and closes', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Solo necesarias' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual(DEFAULTS);
  });

  test('the close icon hides the banner without saving; it is back on reload', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Cerrar aviso de cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await stored(page)).toBeNull();
    await page.reload();
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
  });
});

test.describe('cookie settings dialog', () => {
  async function openFromBanner(page: Page) {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Configurar' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
  }

  test('shows necessary locked on, saves the chosen switches and closes everything', async ({
    page,
  }) => {
    await openFromBanner(page);
    const necessary = dialog(page).getByRole('switch', { name: 'Necesarias' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    const analytics = dialog(page).getByRole('switch', { name: 'Analíticas' });
    await expect(analytics).toBeFocused();
    await expect(analytics).toHaveAccessibleDescription(/herramientas/);
    await analytics.check();
    await dialog(page).getByRole('switch', { name: 'Funcionales' }).check();
    await dialog(page).getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  test('Cancelar closes only the dialog and saves nothing', async ({ page }) => {
    await openFromBanner(page);
    await dialog(page).getByRole('switch', { name: 'Marketing' }).check();
    await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test('Escape closes the dialog and returns focus to the opener', async ({ page }) => {
    await openFromBanner(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Configurar' })).toBeFocused();
    expect(await stored(page)).toBeNull();
  });

  test('keeps focus inside with Tab and Shift+Tab', async ({ page }) => {
    await openFromBanner(page);
    const first = dialog(page).getByRole('switch', { name: 'Analíticas' });
    const last = dialog(page).getByRole('button', { name: 'Cancelar' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
  });

  test('the footer button reopens the settings with the stored choice', async ({ page }) => {
    await storeBeforeLoad(page, JSON.stringify({ ...DEFAULTS, marketing: true }));
    await page.goto('/');
    await hydrated(page);
    const reopen = page.getByRole('button', { name: 'Configurar cookies' });
    await reopen.click();
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Analíticas' })).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(reopen).toBeFocused();
  });
});

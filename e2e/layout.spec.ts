// Shared layout end to end: navigation, mobile menu, footer, cookie consent, toasts and newsletter.
import { expect, test, type Page } from '@playwright/test';

const KEY = 'cookie-consent';
const DEFAULTS = { necessary: true, analytics: false, marketing: false, functional: false };
const ALL = { necessary: true, analytics: true, marketing: true, functional: true };
const NAV = [
  { path: '/', label: 'Inicio' },
  { path: '/generador', label: 'Generador' },
  { path: '/rentabilidad', label: 'Rentabilidad' },
  { path: '/plusvalia', label: 'Plusvalía' },
  { path: '/hipoteca', label: 'Hipoteca' },
  { path: '/comparador', label: 'Comparador' },
];

/** Puts a raw value in storage before any page script runs (every navigation of this page). */
async function storeBeforeLoad(page: Page, raw: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    [KEY, raw] as const,
  );
}

/** Stores a choice so the banner stays out of the way of the test. */
const dismissCookies = (page: Page) => storeBeforeLoad(page, JSON.stringify(DEFAULTS));

const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);

/** Resolves once React has hydrated the page (its handlers are attached). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('contenido');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

const banner = (page: Page) => page.getByRole('region', { name: 'Usamos cookies' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preferencias de cookies' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test.describe('main navigation', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  test('shows the six items with subtitles and marks the current page', async ({ page }) => {
    await page.goto('/rentabilidad');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveCount(6);
    for (const [index, item] of NAV.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', item.path);
      await expect(links.nth(index)).toContainText(item.label);
    }
    await expect(links.nth(2)).toContainText('Calcula el ROI');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'page');
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

  test('the menu toggle is hidden on wide screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    await expect(mainNav(page).getByRole('link', { name: /Comparador/ })).toBeVisible();
  });
});

test.describe('mobile menu @mobile', () => {
  // The toggle only exists on small screens; the desktop project checks it is hidden instead.
  test.skip(({ isMobile }) => !isMobile, 'small screens only');

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
    await expect(panel(page).getByRole('link')).toHaveCount(6);
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

  test('links to the guides and legal pages, the developer and shows the copyright', async ({
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
    const external = footer.getByRole('link', { name: /se abre en una pestaña nueva/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAttribute('href', /^https:\/\//);
    await expect(footer).toContainText('© 2025 InmoCalc');
  });
});

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
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1600);
    await expect(banner(page)).toHaveCount(0);
  });

  test('does not appear for an unparseable stored value, and the defaults apply', async ({
    page,
  }) => {
    await storeBeforeLoad(page, '{roto');
    await page.goto('/');
    await hydrated(page);
    await page.waitForTimeout(1600);
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Configurar cookies' }).click();
    await expect(dialog(page).getByRole('switch', { name: 'Analíticas' })).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await expect(dialog(page).getByRole('switch', { name: 'Funcionales' })).not.toBeChecked();
  });

  test('Aceptar todas stores all four categories and closes @mobile', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)) ?? 'null')).toEqual(ALL);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1600);
    await expect(banner(page)).toHaveCount(0);
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

test.describe('notifications and newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
  });

  const region = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });
  const emailField = (page: Page) => page.getByLabel('Tu email');
  const submit = (page: Page) => page.getByRole('button', { name: 'Suscribirme' });

  test('F8 focuses the notification region', async ({ page }) => {
    await page.keyboard.press('F8');
    await expect(region(page)).toBeFocused();
  });

  test('shows the newsletter pitch, benefits and note', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Newsletter Inmobiliario' });
    for (const benefit of ['Análisis de Mercado', 'Consejos Exclusivos', 'Oportunidades']) {
      await expect(section.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(section).toContainText('100% gratuito. Cancela cuando quieras. Sin spam.');
  });

  test('shows the email error under the field and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/newsletter/subscribe', (route) => {
      requests += 1;
      return route.fulfill({ json: { message: 'ok' } });
    });
    await emailField(page).fill('no-es-un-email');
    await submit(page).click();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription(
      /Por favor, introduce un email válido/,
    );
    await expect(emailField(page)).toBeFocused();
    expect(requests).toBe(0);
  });

  test('subscribes: pending state, thank-you card and success toast', async ({ page }) => {
    let body: unknown;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter/subscribe', async (route) => {
      body = route.request().postDataJSON();
      await held;
      await route.fulfill({ json: { message: 'Te has suscrito con éxito' } });
    });
    await emailField(page).fill('  ana@example.es ');
    await submit(page).click();
    const pending = page.getByRole('button', { name: 'Suscribiendo...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: '¡Gracias por suscribirte!' })).toBeFocused();
    await expect(emailField(page)).toHaveCount(0);
    expect(body).toEqual({ email: 'ana@example.es' });
    const toast = region(page).getByRole('status');
    await expect(toast).toContainText('¡Suscripción exitosa!');
    await expect(toast).toContainText('Te has suscrito con éxito');
  });

  test('a failure keeps the form and shows one destructive toast at a time', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, body: 'Servidor no disponible' }),
    );
    await emailField(page).fill('ana@example.es');
    await submit(page).click();
    const alert = region(page).getByRole('alert');
    await expect(alert).toContainText('Error en la suscripción');
    await expect(alert).toContainText('500: Servidor no disponible');
    await expect(submit(page)).toBeEnabled();
    await submit(page).click();
    await expect(alert).toHaveCount(1);
    await expect(region(page).locator('.toast')).toHaveCount(1);
    await alert.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(region(page).locator('.toast')).toHaveCount(0);
  });

  test('a toast closes after five seconds and with a swipe to the right', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, body: 'Error' }),
    );
    const toast = region(page).locator('.toast');
    await emailField(page).fill('ana@example.es');
    await submit(page).click();
    await expect(toast).toBeVisible();
    await page.waitForTimeout(3500);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveCount(0, { timeout: 3000 });

    async function swipe(distance: number) {
      const box = await toast.boundingBox();
      if (!box) throw new Error('no toast');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
      await page.mouse.up();
    }
    await submit(page).click();
    await expect(toast).toBeVisible();
    await swipe(30);
    await expect(toast).toBeVisible();
    await swipe(60);
    await expect(toast).toHaveCount(0);
  });
});

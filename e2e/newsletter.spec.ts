// Notifications (spec section 9) and the newsletter section's states and toasts, end to end.
import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, gate, hydrated } from './helpers';

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
    let requests = 0;
    const { held, release } = gate();
    await page.route('**/api/newsletter/subscribe', async (route) => {
      requests += 1;
      body = route.request().postDataJSON();
      await held;
      await route.fulfill({ json: { message: 'Te has suscrito con éxito' } });
    });
    await emailField(page).fill('  ana@example.es ');
    await submit(page).click();
    const pending = page.getByRole('button', { name: 'Suscribiendo...' });
    await expect(pending).toBeDisabled();
    // Busy, yet still focused: pressing Enter again sends nothing more.
    await expect(pending).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('heading', { name: '¡Gracias por suscribirte!' })).toBeFocused();
    await expect(emailField(page)).toHaveCount(0);
    expect(body).toEqual({ email: 'ana@example.es' });
    expect(requests).toBe(1);
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
    await expect(alert).toContainText('Ha ocurrido un error en el servidor.');
    await expect(alert).not.toContainText('500');
    await expect(submit(page)).toBeEnabled();
    // Wait for the second failure: until its answer arrives, the first toast is the only one.
    const secondAnswer = page.waitForResponse('**/api/newsletter/subscribe');
    await submit(page).click();
    await secondAnswer;
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

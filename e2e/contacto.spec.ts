// The agency contact page end to end: validation, sending, thank-you screen, failures, stored lead.
import { expect, test, type Page } from '@playwright/test';
import { dismissCookies, gate, hydrated } from './helpers';
import { formSubmit, toasts } from './locators';

async function fill(page: Page, email: string) {
  await page.getByLabel('Nombre', { exact: true }).fill('Lucía Gómez');
  await page.getByLabel('Empresa').fill('Inmobiliaria Giralda');
  await page.getByLabel('Teléfono').fill('600123456');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mensaje').fill('Queremos anunciar nuestras viviendas en Sevilla.');
}

test.describe('contacto inmobiliaria', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/contacto-inmobiliaria');
    await hydrated(page);
  });

  test('shows the benefits and only figures the site can prove', async ({ page }) => {
    await expect(
      page.getByRole('heading', { name: 'Por qué anunciarte con nosotros' }),
    ).toBeVisible();
    const stats = page.locator('.stats');
    await expect(stats).toContainText('19');
    await expect(stats).toContainText('comunidades y ciudades autónomas');
    await expect(stats).toContainText('24 h');
    for (const claim of ['+10.000', 'usuarios mensuales', 'estrellas', '★'])
      await expect(page.locator('main')).not.toContainText(claim);
  });

  test('shows every spec message under its field and sends nothing', async ({ page }) => {
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/contact-inmobiliaria')) requests += 1;
    });
    await formSubmit(page, 'contact').click();
    for (const message of [
      'El nombre debe tener al menos 2 caracteres',
      'Escribe el nombre de la empresa',
      'El teléfono debe tener al menos 9 dígitos',
      'Escribe un correo válido, por ejemplo nombre@dominio.es',
      'El mensaje debe tener al menos 10 caracteres',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(requests).toBe(0);
  });

  test('sends to the real function: Enviando..., thank-you screen (no toast) and link home', async ({
    page,
  }) => {
    await fill(page, `e2e-${Date.now()}@giralda.es`);
    const answer = page.waitForResponse('**/api/contact-inmobiliaria');
    await formSubmit(page, 'contact').click();
    expect((await answer).status()).toBe(201);
    await expect(
      page.getByRole('heading', { name: '¡Gracias por contactar con nosotros!' }),
    ).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias' })).toContainText(
      'Nuestro equipo te contactará en las próximas 24 horas.',
    );
    // One confirmation per action: the thank-you screen, no toast besides it.
    await expect(toasts(page).locator('.toast')).toHaveCount(0);
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows Enviando... while pending and the failure under the button, keeping the form', async ({
    page,
  }) => {
    let requests = 0;
    const { held, release } = gate();
    await page.route('**/api/contact-inmobiliaria', async (route) => {
      requests += 1;
      await held;
      await route.fulfill({ status: 500, body: 'fallo' });
    });
    await fill(page, 'lucia@giralda.es');
    await formSubmit(page, 'contact').click();
    const pending = page.getByRole('button', { name: 'Enviando...' });
    await expect(pending).toBeDisabled();
    // Busy, yet still focused: pressing Enter again sends nothing more.
    await expect(pending).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    const alert = page.locator('form [data-error="request"]');
    await expect(alert).toHaveText('No se pudo enviar el mensaje. Inténtalo de nuevo.');
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Empresa')).toHaveValue('Inmobiliaria Giralda');
    expect(requests).toBe(1);
  });

  test('keeps the honeypot out of sight and out of the keyboard order', async ({ page }) => {
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).not.toBeInViewport();
  });
});

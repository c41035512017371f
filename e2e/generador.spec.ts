// The generator end to end against the real function (offline writer): form, result, copy, reset.
import { expect, test } from '@playwright/test';
import { dismissCookies, fillGenerator, gate, hydrated } from './helpers';
import { formSubmit, toasts } from './locators';

test.describe('generador', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await dismissCookies(page);
    await page.goto('/generador');
    await hydrated(page);
  });

  test('shows the spec messages for an empty form', async ({ page }) => {
    await formSubmit(page, 'generator').click();
    for (const message of [
      'Escribe la dirección',
      'El área debe ser mayor que 0',
      'Las habitaciones deben ser más de 0',
      'Los baños deben ser más de 0',
      'Elige el tipo de vivienda',
      'Elige a quién va dirigido el anuncio',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
  });

  test("'Otros' reveals its text field", async ({ page }) => {
    await expect(page.getByLabel('Otros extras')).toHaveCount(0);
    await page.getByLabel('Otros', { exact: true }).check();
    await expect(page.getByLabel('Otros extras')).toBeVisible();
  });

  test('generates, copies with Copiado for 2 s, and starts again', async ({ page }) => {
    await fillGenerator(page);
    await page.getByLabel('Otros', { exact: true }).check();
    await page.getByLabel('Otros extras').fill('vistas al río');
    const answer = page.waitForResponse('**/api/generate-description*');
    await formSubmit(page, 'generator').click();
    expect((await answer).status()).toBe(200);
    // No success toast: the result is the confirmation.
    await expect(page.getByRole('heading', { name: 'Tu descripción' })).toBeVisible();
    await expect(toasts(page)).toBeEmpty();
    const text = page.getByLabel('Descripción', { exact: true });
    await expect(text).toHaveAttribute('readonly', '');
    await expect(text).toHaveValue(/terraza/);
    await expect(text).toHaveValue(/vistas al río/);
    // No rating given: the page says what the listing lacks, as advice.
    await expect(page.getByText('Falta la calificación energética')).toBeVisible();
    const title = await page.getByLabel('Título sugerido').inputValue();
    expect(title.length).toBeLessThanOrEqual(60);

    await page.getByRole('button', { name: 'Copiar título y descripción' }).click();
    await expect(page.getByRole('button', { name: 'Copiado título y descripción' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'copiados' })).toHaveText(
      'Título y descripción copiados al portapapeles.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${title}\n\n${await text.inputValue()}`,
    );
    await expect(page.getByRole('button', { name: 'Copiar título y descripción' })).toBeVisible({
      timeout: 3000,
    });

    await page.getByRole('button', { name: 'Nueva descripción' }).click();
    await expect(page.getByLabel('Dirección')).toHaveValue('');
    await expect(page.getByLabel('Terraza')).not.toBeChecked();
  });

  test('shows Generando descripción... and keeps the form on a failure', async ({ page }) => {
    let requests = 0;
    const { held, release } = gate();
    await page.route('**/api/generate-description*', async (route) => {
      requests += 1;
      await held;
      await route.fulfill({ status: 502, body: 'El servicio de redacción no ha respondido' });
    });
    await fillGenerator(page);
    await formSubmit(page, 'generator').click();
    const pending = page.getByRole('button', { name: 'Generando descripción...' });
    await expect(pending).toBeDisabled();
    // Busy, yet still focused: pressing Enter again sends nothing more (each call costs money).
    await expect(pending).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    // The failure is said beside the button, not in a toast.
    const alert = page.locator('.generator-submit').getByRole('alert');
    await expect(alert).toContainText('El servicio no está disponible en este momento.');
    await expect(toasts(page)).toBeEmpty();
    await expect(alert).not.toContainText('502');
    await expect(page.getByLabel('Dirección')).toHaveValue('Calle Betis 20, Sevilla');
    expect(requests).toBe(1);
  });
});

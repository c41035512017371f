// Keyboard-only use of the forms that send something: generator, contact, newsletter, downloads.
// Only page.keyboard drives the pages here; locators are read, never clicked or focused.
import { expect, test } from '@playwright/test';
import { grantClipboard, readClipboard } from './calculators';
import { dismissCookies, hydrated } from './helpers';
import { skipToContent, tabTo, typeInto } from './keyboard';
import { formSubmit, toasts } from './locators';

test.describe('keyboard: generator, contact, newsletter and downloads', () => {
  test('/generador: fill, generate, copy and start again', async ({ page, context }) => {
    await grantClipboard(context);
    await dismissCookies(page);
    await page.goto('/generador');
    await hydrated(page);
    await skipToContent(page);
    const address = page.getByLabel('Dirección');
    await tabTo(page, address);
    await page.keyboard.type('Calle Betis 20, Sevilla');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Tipo de propiedad')).not.toHaveValue('');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Público objetivo')).not.toHaveValue('');
    for (const value of ['70', '2', '1']) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('group', { name: 'Extras' }).getByRole('checkbox').first(),
    ).toBeChecked();
    await tabTo(page, formSubmit(page, 'generator'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Tu descripción' })).toBeFocused();
    const copy = page.getByRole('button', { name: 'Copiar título y descripción' });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Copiado título y descripción' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'copiados' })).toHaveText(
      'Título y descripción copiados al portapapeles.',
    );
    expect(await readClipboard(page)).toBe(
      `${await page.getByLabel('Título sugerido').inputValue()}\n\n${await page
        .getByLabel('Descripción', { exact: true })
        .inputValue()}`,
    );
    await tabTo(page, page.getByRole('button', { name: 'Nueva descripción' }));
    await page.keyboard.press('Enter');
    await expect(address).toHaveValue('');
    await expect(address).toBeFocused();
  });

  test('/contacto-inmobiliaria: errors, then the thank-you screen', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/contacto-inmobiliaria');
    await hydrated(page);
    await skipToContent(page);
    const name = page.getByLabel('Nombre', { exact: true });
    await tabTo(page, name);
    await tabTo(page, formSubmit(page, 'contact'));
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    for (const value of [
      'Lucía Gómez',
      'Inmobiliaria Giralda',
      '600123456',
      `teclado-${Date.now()}@giralda.es`,
      'Queremos anunciar nuestras viviendas en Sevilla.',
    ]) {
      await typeInto(page, value);
      await page.keyboard.press('Tab');
    }
    await expect(formSubmit(page, 'contact')).toBeFocused();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('heading', { name: '¡Gracias por contactar con nosotros!' });
    await expect(thanks).toBeFocused();
    await expect(page.getByRole('status').filter({ has: thanks })).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Volver al inicio' }), { max: 1 });
  });

  test('newsletter: error, then subscribed', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
    const email = page.getByLabel('Tu email');
    await tabTo(page, email);
    await page.keyboard.type('no-es-un-email');
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await typeInto(page, `teclado-${Date.now()}@example.es`);
    await tabTo(page, formSubmit(page, 'newsletter'), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeFocused();
    // The card is the one confirmation: no toast besides it.
    await expect(toasts(page).locator('.toast')).toHaveCount(0);
  });

  test('the Excel download button works with Enter and keeps focus', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/plantilla-excel-rentabilidad-alquiler-gratis');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Descargar plantilla Excel gratis' });
    await tabTo(page, button);
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toBe('plantilla-rentabilidad-alquiler.xlsx');
    await expect(toasts(page).getByRole('status')).toContainText('Descarga iniciada');
    await expect(button).toBeFocused();
  });

  test("'Copiar plantilla' copies with Enter and announces it", async ({ page, context }) => {
    await grantClipboard(context);
    await dismissCookies(page);
    await page.goto('/guia-inmobiliarios/plantilla-anuncio-inmobiliario');
    await hydrated(page);
    const first = page.locator('.template-card').first();
    // Its name changes to '¡Copiada!' once pressed, so find it by its class.
    const button = first.locator('.copy-button');
    await expect(button).toHaveAccessibleName('Copiar plantilla');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toContainText('¡Copiada!');
    await expect(first.locator('[aria-live="polite"]')).toHaveText(
      'Plantilla copiada al portapapeles',
    );
    expect(await readClipboard(page)).toBe(
      await first.locator('.template-card__text').textContent(),
    );
    await expect(button).toBeFocused();
  });
});

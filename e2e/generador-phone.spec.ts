// The listing writer on a phone: an agent fills the form with the new inputs, picks
// English and idealista, gets the offline answer (no model key in e2e), switches language, copies
// a variant, reads the character counts, and checks a pasted text for clichés.
import { expect, test } from '@playwright/test';
import { formatNumber } from '../core/format';
import { dismissCookies, fillGenerator, hydrated } from './helpers';
import { formSubmit } from './locators';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('an agent writes a listing in Spanish and English on a phone and copies a variant', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dismissCookies(page);
  await page.goto('/generador');
  await hydrated(page);

  await fillGenerator(page);
  await page.getByLabel('Operación', { exact: true }).selectOption('venta');
  await page.getByLabel('Precio').fill('289.000');
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Buen estado' });
  await page.getByLabel('Calificación energética').selectOption('E');
  await page.getByLabel('Orientación', { exact: true }).selectOption('sureste');
  await page.getByLabel('Inglés').check();
  await expect(page.getByLabel('Español')).toBeChecked();
  await page.getByLabel('Portal').selectOption('idealista');

  const answer = page.waitForResponse('**/api/generate-description*');
  await formSubmit(page, 'generator').click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    operation: 'venta',
    price: 289000,
    condition: 'buen-estado',
    energyRating: 'E',
    languages: ['es', 'en'],
    portal: 'idealista',
  });
  // The answer is streamed (NDJSON), which Playwright cannot read back: the page shows what it said.
  await expect(page.getByRole('button', { name: 'Español' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inglés' })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Tu descripción' })).toBeFocused();
  await expect(page.getByText('Plantilla sin conexión')).toBeVisible();
  // The rating was given: nothing is missing.
  await expect(page.getByText('Le falta al anuncio')).toHaveCount(0);

  // Each variant's characters against its limit, counted from what is on screen.
  for (const [label, limit] of [
    ['Descripción', 2000],
    ['Texto corto', 300],
    ['Publicación para redes', 280],
  ] as const) {
    const field = page.getByLabel(label, { exact: true });
    const length = (await field.inputValue()).length;
    expect(length).toBeGreaterThan(0);
    expect(length).toBeLessThanOrEqual(limit);
    await expect(field).toHaveAccessibleDescription(
      new RegExp(
        `${formatNumber(length)} de ${formatNumber(limit)} caracteres\\. Dentro del límite`,
      ),
    );
  }
  await expect(page.getByLabel('Descripción', { exact: true })).toHaveAccessibleDescription(
    /idealista/,
  );

  const spanishTitle = await page.getByLabel('Título sugerido').inputValue();
  const english = page.getByRole('button', { name: 'Inglés' });
  await english.click();
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  const title = page.getByLabel('Título sugerido');
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(title).not.toHaveValue(spanishTitle);
  const short = page.getByLabel('Texto corto', { exact: true });
  await expect(short).toHaveValue(/Energy rating: E/);
  await expect(short).toHaveAccessibleDescription(
    new RegExp(`${formatNumber((await short.inputValue()).length)} de 300 caracteres`),
  );

  await page.getByRole('button', { name: 'Copiar título y texto corto' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copiados' })).toHaveText(
    'Título y texto corto copiados al portapapeles.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${await title.inputValue()}\n\n${await short.inputValue()}`,
  );

  // The paste-to-check box.
  const pasted = page.getByLabel('Texto del anuncio');
  await pasted.fill('Oportunidad única: piso espectacular. ¡No te lo pierdas!');
  await page.getByRole('button', { name: 'Revisar texto' }).click();
  const found = page.locator('.generator-check').getByRole('status');
  await expect(found).toContainText('Hemos encontrado 3 frases hechas');
  await expect(found).toContainText('«Oportunidad única»');
  await expect(found).toContainText('«espectacular»');
  await expect(found).toContainText('«No te lo pierdas»');
  await pasted.fill('Piso de 92 m² con orientación sureste.');
  await page.getByRole('button', { name: 'Revisar texto' }).click();
  await expect(found).toContainText('No hemos encontrado frases hechas');
});

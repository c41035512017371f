// Numbers as Spanish users type them and errors people can read, on every tool (issue: one platform).
import { expect, test, type Page } from '@playwright/test';
import { expectFieldError, field, openTool, result } from './calculators';
import { dismissCookies, fillGenerator, hydrated } from './helpers';

const NOT_A_NUMBER = 'Escribe un número, por ejemplo 1.250,50';
const REQUIRED = 'Este campo es obligatorio';
const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });

/** The number inputs of the first form of the page, by name. */
async function numberFields(page: Page): Promise<string[]> {
  return page
    .locator('form')
    .first()
    .locator('input[inputmode="decimal"], input[inputmode="numeric"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
}

const CALCULATORS = [
  { path: '/rentabilidad', submit: 'Calcular rentabilidad', result: 'grossYield' },
  { path: '/hipoteca', submit: 'Calcular hipoteca', result: 'monthlyPayment' },
];

for (const tool of CALCULATORS) {
  test(`${tool.path}: "mil" in any number field is an error under it and computes nothing`, async ({
    page,
  }) => {
    await openTool(page, tool.path);
    const names = await numberFields(page);
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) {
      await page.reload();
      await hydrated(page);
      await field(page, name).fill('mil');
      await page.getByRole('button', { name: tool.submit }).click();
      await expectFieldError(page, name, NOT_A_NUMBER);
      await expect(field(page, name)).toBeFocused();
      await expect(result(page, tool.result)).toHaveCount(0);
    }
  });
}

test('/rentabilidad: an emptied price is required; empty expenses mean 0', async ({ page }) => {
  await openTool(page, '/rentabilidad');
  await field(page, 'purchasePrice').fill('');
  await field(page, 'monthlyExpenses').fill('');
  await page.getByRole('button', { name: 'Calcular rentabilidad' }).click();
  await expectFieldError(page, 'purchasePrice', REQUIRED);
  await expect(field(page, 'monthlyExpenses')).not.toHaveAttribute('aria-invalid', 'true');
});

test('/rentabilidad: results typed over with text are marked as out of date', async ({ page }) => {
  await openTool(page, '/rentabilidad');
  await page.getByRole('button', { name: 'Calcular rentabilidad' }).click();
  await expect(result(page, 'grossYield').first()).toBeVisible();
  await field(page, 'monthlyRent').fill('mil');
  // The note sits inside the results panel, which stays where it was (beside or under the form).
  await expect(
    page
      .getByRole('region', { name: 'Resultados' })
      .getByText('Estos resultados corresponden a los datos anteriores'),
  ).toBeVisible();
  await field(page, 'monthlyRent').fill('1.100');
  await expect(page.getByText('Estos resultados corresponden a los datos anteriores')).toHaveCount(
    0,
  );
  await expect(result(page, 'grossYield').first()).toHaveAttribute('data-value', '6.6');
});

test('/rentabilidad: "185,000" and implausible figures get a warning, not an error', async ({
  page,
}) => {
  await openTool(page, '/rentabilidad');
  await field(page, 'purchasePrice').fill('185,000');
  await expect(field(page, 'purchasePrice')).toHaveAccessibleDescription(
    /¿Querías escribir 185\.000\?/,
  );
  await expect(field(page, 'purchasePrice')).toHaveAccessibleDescription(/por debajo de 10\.000/);
  await field(page, 'purchasePrice').fill('100.000');
  await field(page, 'financingAmount').fill('120.000');
  await field(page, 'interestRate').fill('12');
  await expect(field(page, 'financingAmount')).toHaveAccessibleDescription(/supera el precio/);
  await expect(field(page, 'interestRate')).toHaveAccessibleDescription(/por encima del 10 %/);
  await expect(field(page, 'interestRate')).not.toHaveAttribute('aria-invalid', 'true');
});

test('/calculadora-gastos-compra-vivienda: "mil" as the price is an error, nothing is sent', async ({
  page,
}) => {
  let sent = 0;
  await page.route('**/api/calculate-purchase-costs', (route) => {
    sent += 1;
    return route.continue();
  });
  await openTool(page, '/calculadora-gastos-compra-vivienda');
  await field(page, 'propertyPrice').fill('mil');
  await page.getByRole('button', { name: 'Calcular gastos' }).click();
  await expectFieldError(page, 'propertyPrice', NOT_A_NUMBER);
  expect(sent).toBe(0);
});

test('/generador: "68,5" m² is written as 68,5 m² in the listing', async ({ page }) => {
  await dismissCookies(page);
  await page.goto('/generador');
  await hydrated(page);
  await fillGenerator(page);
  await page.getByLabel('Superficie (m²)').fill('68,5');
  const answer = page.waitForResponse('**/api/generate-description');
  await page.getByRole('button', { name: 'Generar descripción' }).click();
  expect((await answer).status()).toBe(200);
  const text = page.getByLabel('Descripción', { exact: true });
  await expect(text).toHaveValue(/68,5 m²/);
  await expect(text).not.toHaveValue(/685/);
});

test('/generador: "mil" habitaciones is an error under the field', async ({ page }) => {
  await dismissCookies(page);
  await page.goto('/generador');
  await hydrated(page);
  await fillGenerator(page);
  await page.getByLabel('Habitaciones').fill('mil');
  await page.getByRole('button', { name: 'Generar descripción' }).click();
  await expect(page.getByLabel('Habitaciones')).toHaveAccessibleDescription(NOT_A_NUMBER);
});

const FAILURES: [string, (page: Page) => Promise<unknown>, RegExp][] = [
  [
    '429',
    (page) =>
      page.route('**/api/generate-description', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Has pedido demasiadas descripciones seguidas.' }),
        }),
      ),
    /demasiadas descripciones/,
  ],
  [
    '503 without a body',
    (page) => page.route('**/api/generate-description', (route) => route.fulfill({ status: 503 })),
    /no está disponible/,
  ],
  [
    'HTML 500',
    (page) =>
      page.route('**/api/generate-description', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<html><body><h1>500 Internal Server Error</h1></body></html>',
        }),
      ),
    /error en el servidor/,
  ],
  [
    'no connection',
    (page) =>
      page.route('**/api/generate-description', (route) => route.abort('internetdisconnected')),
    /No hay conexión\. Comprueba tu conexión e inténtalo de nuevo\./,
  ],
];

for (const [name, fail, sentence] of FAILURES) {
  test(`/generador: a ${name} answer reads as a Spanish sentence`, async ({ page }) => {
    await dismissCookies(page);
    await fail(page);
    await page.goto('/generador');
    await hydrated(page);
    await fillGenerator(page);
    await page.getByRole('button', { name: 'Generar descripción' }).click();
    const alert = toasts(page).getByRole('alert');
    await expect(alert).toContainText(sentence);
    const text = (await alert.textContent()) ?? '';
    expect(text).not.toMatch(/[{}<>]|\b[45]\d\d\b|Failed to fetch|Error:/);
    await expect(page.getByLabel('Dirección')).toHaveValue('Calle Betis 20, Sevilla');
  });
}

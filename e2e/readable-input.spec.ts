// Numbers as Spanish users type them and errors people can read, on every tool (issue: one platform).
import { expect, test, type Page } from '@playwright/test';
import { expectFieldError, openTool } from './calculators';
import { dismissCookies, fillGenerator, hydrated } from './helpers';
import { field, formSubmit, result } from './locators';

const NOT_A_NUMBER = 'Escribe un número, por ejemplo 1.250,50';
const STALE = 'Estos resultados corresponden a los datos anteriores';
const REQUIRED = 'Este campo es obligatorio';

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
      // The form keeps what is on screen (a reload brings it back): each field starts clean.
      await page.evaluate(() => window.localStorage.clear());
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
  await formSubmit(page, 'yield').click();
  await expectFieldError(page, 'purchasePrice', REQUIRED);
  await expect(field(page, 'monthlyExpenses')).not.toHaveAttribute('aria-invalid', 'true');
});

test('/rentabilidad: results typed over with text are marked as out of date', async ({ page }) => {
  await openTool(page, '/rentabilidad');
  await formSubmit(page, 'yield').click();
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

test('/generador: "68,5" m² is written as 68,5 m² in the listing', async ({ page }) => {
  await dismissCookies(page);
  await page.goto('/generador');
  await hydrated(page);
  await fillGenerator(page);
  await page.getByLabel('Superficie (m²)').fill('68,5');
  const answer = page.waitForResponse('**/api/generate-description*');
  await formSubmit(page, 'generator').click();
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
  await formSubmit(page, 'generator').click();
  await expect(page.getByLabel('Habitaciones')).toHaveAccessibleDescription(NOT_A_NUMBER);
});

const FAILURES: [string, (page: Page) => Promise<unknown>, RegExp][] = [
  [
    '429',
    (page) =>
      page.route('**/api/generate-description*', (route) =>
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
    (page) => page.route('**/api/generate-description*', (route) => route.fulfill({ status: 503 })),
    /no está disponible/,
  ],
  [
    'HTML 500',
    (page) =>
      page.route('**/api/generate-description*', (route) =>
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
      page.route('**/api/generate-description*', (route) => route.abort('internetdisconnected')),
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
    await formSubmit(page, 'generator').click();
    // The generator says a failure beside its button, not in a toast.
    const alert = page.locator('.generator-submit').getByRole('alert');
    await expect(alert).toContainText(sentence);
    const text = (await alert.textContent()) ?? '';
    expect(text).not.toMatch(/[{}<>]|\b[45]\d\d\b|Failed to fetch|Error:/);
    await expect(page.getByLabel('Dirección')).toHaveValue('Calle Betis 20, Sevilla');
  });
}

/** Each number input of `form` holding `text` in turn: the message under it, the focus on it. */
async function everyNumberFieldRejects(
  page: Page,
  form: ReturnType<Page['locator']>,
  submit: string,
  nothingComputed: () => Promise<void>,
) {
  const inputs = form.locator('input[inputmode="decimal"], input[inputmode="numeric"]');
  const names = await inputs.evaluateAll((all) => all.map((i) => (i as HTMLInputElement).name));
  expect(names.length).toBeGreaterThanOrEqual(4);
  for (const name of names) {
    const input = field(form, name);
    const typed = await input.inputValue();
    await input.fill('mil');
    await form.getByRole('button', { name: submit, exact: true }).click();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(NOT_A_NUMBER));
    await expect(input).toBeFocused();
    await nothingComputed();
    await input.fill(typed);
  }
}

const MORE_CALCULATORS = [
  { path: '/plusvalia', form: 0, submit: 'Calcular', result: 'capitalGainsTax' },
  { path: '/plusvalia', form: 1, submit: 'Calcular plusvalía', result: 'tax' },
  { path: '/analisis-inversion', form: 0, submit: 'Analizar inversión', result: 'irrAfterTax' },
];

for (const tool of MORE_CALCULATORS) {
  test(`${tool.path} (form ${tool.form + 1}): "mil" in any number field is an error under it and computes nothing`, async ({
    page,
  }) => {
    // Some thirty fields, each typed, submitted and checked: over 30 s with two workers on 2 cores.
    test.setTimeout(120_000);
    await openTool(page, tool.path);
    const form = page.locator('main form').nth(tool.form);
    // These tools recompute live: once a field holds a number again, a result may be on screen;
    // "mil" then marks it out of date instead of computing.
    await everyNumberFieldRejects(page, form, tool.submit, async () => {
      if ((await result(page, tool.result).count()) === 0) return;
      await expect(page.getByText(STALE).first()).toBeVisible();
    });
  });
}

test('/comparador: "mil" in any number field is an error under it and adds nothing', async ({
  page,
}) => {
  await openTool(page, '/comparador');
  const form = page.locator('main form').first();
  for (const [name, text] of Object.entries({
    name: 'Piso Lavapiés',
    location: 'Madrid',
    price: '200.000',
    monthlyRent: '900',
    size: '70',
    rooms: '2',
    expenses: '100',
  })) {
    await field(form, name).fill(text);
  }
  await everyNumberFieldRejects(page, form, 'Añadir propiedad', () =>
    expect(page.locator('[data-property-id]')).toHaveCount(0),
  );
});

test('/calculadora-gastos-compra-vivienda: "mil" in any number field is an error, nothing is sent', async ({
  page,
}) => {
  let sent = 0;
  await page.route('**/api/calculate-purchase-costs', (route) => {
    sent += 1;
    return route.continue();
  });
  // A community page's link: the form opens filled in and calculated once.
  await openTool(
    page,
    '/calculadora-gastos-compra-vivienda?community=madrid&price=200000&type=used',
  );
  await expect(result(page, 'totalCosts')).toHaveCount(1);
  await page.getByLabel('Edad del comprador').fill('35');
  await page.getByLabel('Valor de referencia del Catastro').fill('190.000');
  await page.getByLabel('Importe del préstamo').fill('150.000');
  const before = sent;
  const form = page.locator('main form').first();
  await everyNumberFieldRejects(page, form, 'Calcular gastos', async () => {
    await expect(
      page.getByText('Estos resultados corresponden a los datos anteriores'),
    ).toBeVisible();
    expect(sent).toBe(before);
  });
});

// Accessibility budget: axe-core (WCAG 2.1 A/AA and best practices) on every route and key state.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { seedRoutes } from '../content/seed-routes';

/** Every route of the site built from the seed: the code routes and one per content document. */
const ROUTES = seedRoutes();
import { openTool } from './calculators';
import { banner, dialog, dismissCookies, fillGenerator, hydrated } from './helpers';
import { field, expectReady, formSubmit, result, warning } from './locators';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Impacts that fail the test; the rest are reported (and still fixed: Lighthouse counts them). */
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing node: what to fix, where, and where to read about it. */
function describeViolation(violation: Violation): string {
  const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n');
  return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${targets}`;
}

/** Runs axe on the page as it is now; fails on serious or critical violations, reports the rest. */
async function scan(page: Page, testInfo: TestInfo, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const minor = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  await testInfo.attach(`axe ${state}`, {
    body: JSON.stringify(
      violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        targets: nodes.map((node) => node.target),
      })),
      null,
      2,
    ),
    contentType: 'application/json',
  });
  if (minor.length > 0) {
    console.warn(
      `axe, ${state} (${testInfo.project.name}):\n${minor.map(describeViolation).join('\n')}`,
    );
  }
  // Strings rather than axe's objects, so the failure reads as a to-do list.
  expect(blocking.map(describeViolation), `axe, ${state}`).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });
// An axe scan of a long page alone takes 12-30 s on a busy 2-core machine (CI runs two workers),
// and the tool states scan twice after filling a tool: 30 s per test was too tight, and 90 s too
// (the purchase-cost states took 98 s on 2026-11-26: two scans of 17 and 19 s, and the guide
// below the tool hydrating meanwhile, since the first tap wakes the page's lazy parts).
test.describe.configure({ timeout: 150_000 });

test.describe('axe on every route', () => {
  test.beforeEach(async ({ page }) => dismissCookies(page));

  for (const route of ROUTES) {
    test(`${route.path} @mobile`, async ({ page }, testInfo) => {
      await page.goto(route.path);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await scan(page, testInfo, route.path);
    });
  }

  test('the 404 page @mobile', async ({ page }, testInfo) => {
    const response = await page.goto('/esta-pagina-no-existe');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await scan(page, testInfo, '404');
  });
});

test.describe('axe on the layout states', () => {
  test('cookie banner and its settings dialog @mobile', async ({ page }, testInfo) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    await scan(page, testInfo, 'cookie banner');
    await banner(page).getByRole('button', { name: 'Configurar' }).click();
    await expect(dialog(page)).toBeVisible();
    await scan(page, testInfo, 'cookie settings dialog');
  });

  test('mobile menu open @mobile-only', async ({ page }, testInfo) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.locator('#menu-principal')).toBeVisible();
    await scan(page, testInfo, 'mobile menu');
  });
});

test.describe('axe on the tool states', () => {
  test('/rentabilidad with errors and with results @mobile', async ({ page }, testInfo) => {
    await openTool(page, '/rentabilidad');
    const submit = formSubmit(page, 'yield');
    await field(page, 'purchasePrice').fill('0');
    await submit.click();
    await expect(field(page, 'purchasePrice')).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'rentabilidad errors');
    await field(page, 'purchasePrice').fill('200000');
    await submit.click();
    await expect(result(page, 'grossYield')).toBeVisible();
    await scan(page, testInfo, 'rentabilidad results');
  });

  test('/hipoteca with errors and with results @mobile', async ({ page }, testInfo) => {
    await openTool(page, '/hipoteca');
    const submit = formSubmit(page, 'mortgage');
    await field(page, 'loanAmount').fill('0');
    await submit.click();
    await expect(field(page, 'loanAmount')).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'hipoteca errors');
    await field(page, 'loanAmount').fill('200000');
    await submit.click();
    await expect(result(page, 'monthlyPayment').first()).toBeVisible();
    // The verdict with its warnings is part of the scanned page.
    await field(page, 'netMonthlyIncome').fill('2600');
    await field(page, 'savings').fill('45000');
    await field(page, 'propertyPrice').fill('185000');
    await field(page, 'borrowerAge').fill('55');
    await expect(warning(page, 'age')).toBeVisible();
    await page.getByRole('button', { name: 'Ver los meses del año 1', exact: true }).click();
    await scan(page, testInfo, 'hipoteca results');
  });

  test('/analisis-inversion with errors, results and a comparison @mobile', async ({
    page,
  }, testInfo) => {
    // Two axe scans of a long page (33 fields, the year table, the comparison): slow on a phone.
    test.slow();
    await openTool(page, '/analisis-inversion');
    // The tool hydrates from its own chunk after the page.
    await expectReady(page.locator('.analysis-form form'));
    const submit = formSubmit(page, 'analysis');
    await field(page, 'price').fill('0');
    await submit.click();
    await expect(field(page, 'price')).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'analisis-inversion errors');
    await field(page, 'price').fill('200000');
    await submit.click();
    await expect(result(page, 'irrAfterTax')).toBeVisible();
    for (const name of ['Piso A', 'Piso B']) {
      await page.getByLabel('Nombre del análisis').fill(name);
      await page.getByRole('button', { name: 'Guardar análisis' }).click();
      await page.locator(`[data-scenario="${name}"] input[type="checkbox"]`).check();
    }
    await expect(page.getByTestId('scenario-comparison')).toBeVisible();
    await scan(page, testInfo, 'analisis-inversion results');
  });

  test('/plusvalia with errors and with both results @mobile', async ({ page }, testInfo) => {
    await openTool(page, '/plusvalia');
    const price = page.getByLabel('Precio de compra', { exact: true });
    await price.fill('0');
    await page.getByLabel('Tipo del ayuntamiento', { exact: true }).fill('35');
    await formSubmit(page, 'capitalGains').click();
    await formSubmit(page, 'plusvalia').click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'plusvalia errors');
    await price.fill('200000');
    await page.getByLabel('Tipo del ayuntamiento', { exact: true }).fill('30');
    await formSubmit(page, 'capitalGains').click();
    await formSubmit(page, 'plusvalia').click();
    await expect(result(page, 'capitalGainsTax')).toBeVisible();
    await expect(result(page, 'tax')).toBeVisible();
    await scan(page, testInfo, 'plusvalia results');
  });

  test('/calculadora-gastos-compra-vivienda with errors and with results @mobile', async ({
    page,
  }, testInfo) => {
    await openTool(page, '/calculadora-gastos-compra-vivienda');
    const submit = formSubmit(page, 'purchaseCosts');
    await submit.click();
    await expect(page.getByText('Selecciona el tipo de vivienda')).toBeVisible();
    await scan(page, testInfo, 'gastos errors');
    await page.getByLabel('Precio de la vivienda').fill('200000');
    await page.getByLabel('Vivienda usada (segunda mano)').check();
    await page.getByLabel('Comunidad autónoma', { exact: true }).selectOption('madrid');
    await submit.click();
    await expect(result(page, 'totalCosts')).toBeVisible();
    await scan(page, testInfo, 'gastos results');
  });

  test('/comparador with errors and with two properties @mobile', async ({ page }, testInfo) => {
    await openTool(page, '/comparador');
    const add = formSubmit(page, 'comparator');
    await add.click();
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'comparador errors');
    for (const [name, price] of [
      ['Piso A', '200000'],
      ['Piso B', '150000'],
    ] as const) {
      await field(page, 'name').fill(name);
      await field(page, 'location').fill('Valencia');
      await field(page, 'price').fill(price);
      await field(page, 'monthlyRent').fill('900');
      await field(page, 'size').fill('80');
      await field(page, 'expenses').fill('100');
      await add.click();
      await expect(page.locator(`th[data-property-name="${name}"]`)).toBeVisible();
    }
    await expect(result(page, 'bestNetYield')).toBeVisible();
    await scan(page, testInfo, 'comparador two properties');
  });

  test('/contacto-inmobiliaria with errors and the thank-you screen @mobile', async ({
    page,
  }, testInfo) => {
    await openTool(page, '/contacto-inmobiliaria');
    const send = formSubmit(page, 'contact');
    await send.click();
    await expect(
      page.getByText('Escribe un correo válido, por ejemplo nombre@dominio.es'),
    ).toBeVisible();
    await scan(page, testInfo, 'contacto errors');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía Gómez');
    await page.getByLabel('Empresa').fill('Inmobiliaria Giralda');
    await page.getByLabel('Teléfono').fill('600123456');
    await page.getByLabel('Email').fill(`axe-${Date.now()}@giralda.es`);
    await page.getByLabel('Mensaje').fill('Queremos anunciar nuestras viviendas en Sevilla.');
    await send.click();
    await expect(
      page.getByRole('heading', { name: '¡Gracias por contactar con nosotros!' }),
    ).toBeVisible();
    await scan(page, testInfo, 'contacto thank-you');
  });

  test('/generador with errors and with a result @mobile', async ({ page }, testInfo) => {
    await openTool(page, '/generador');
    const generate = formSubmit(page, 'generator');
    await generate.click();
    await expect(page.getByText('Escribe la dirección')).toBeVisible();
    await scan(page, testInfo, 'generador errors');
    await fillGenerator(page);
    await generate.click();
    await expect(page.getByLabel('Descripción', { exact: true })).toHaveValue(/terraza/);
    await scan(page, testInfo, 'generador result');
  });

  test('newsletter with an error and subscribed @mobile', async ({ page }, testInfo) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ json: { message: 'Te has suscrito con éxito' } }),
    );
    await openTool(page, '/');
    const email = page.getByLabel('Tu email');
    await email.fill('no-es-un-email');
    await formSubmit(page, 'newsletter').click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await scan(page, testInfo, 'newsletter error');
    await email.fill('ana@example.es');
    await formSubmit(page, 'newsletter').click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await scan(page, testInfo, 'newsletter subscribed');
  });
});

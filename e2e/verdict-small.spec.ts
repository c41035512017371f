// Issue 59's smaller items, in a browser: the analysis form by rate type, its step count and its
// purchase-cost lines; the purchase-cost page with a loan above the price; the listing writer's
// Spanish and its untranslated notes; a guide signed without a made-up reviewer.
import { expect, test } from '@playwright/test';
import { openAnalysis, submitAnalysis } from './analysis';
import { dismissCookies, fillGenerator, hydrated } from './helpers';
import { field, formSubmit, result } from './locators';
import {
  fillPurchase,
  loanAmount,
  submit as purchaseSubmit,
  URL as PURCHASE_URL,
} from './purchase-costs';

test.describe('analysis form', () => {
  test('a fixed loan asks no Euríbor; the intro counts six steps; each cost line once', async ({
    page,
  }) => {
    await openAnalysis(page);
    await expect(
      page.getByText(/^Seis pasos, de la compra a la venta y tus criterios\./),
    ).toBeVisible();
    await expect(page.locator('.analysis-step')).toHaveCount(6);
    await field(page, 'rateType').selectOption('fixed');
    for (const name of ['fixedYears', 'euribor', 'spread'])
      await expect(field(page, name)).toHaveCount(0);
    await expect(field(page, 'interestRate')).toBeVisible();
    await field(page, 'rateType').selectOption('mixed');
    for (const name of ['fixedYears', 'euribor', 'spread'])
      await expect(field(page, name)).toBeVisible();
    await field(page, 'rateType').selectOption('fixed');
    await submitAnalysis(page);
    await expect(page.locator('[data-sensitivity^="euribor"]')).toHaveCount(0);
    const itp = page.locator('[name="cost-itp"]');
    await expect(itp).not.toHaveAttribute('placeholder');
    await expect(
      page
        .locator('.analysis-costs')
        .getByText(/^Calculado: /)
        .first(),
    ).toBeVisible();
  });

  test('the reduction option reads whole at 1366 px', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openAnalysis(page);
    const select = field(page, 'rentReductionPercent');
    await select.selectOption('70');
    const fits = await select.evaluate((element) => {
      const el = element as HTMLSelectElement;
      const probe = document.createElement('span');
      probe.style.font = getComputedStyle(el).font;
      probe.style.whiteSpace = 'nowrap';
      probe.textContent = el.selectedOptions[0]?.text ?? '';
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      // The text, the padding and the arrow (about 2.5rem) within the control.
      return width + 40 <= el.clientWidth;
    });
    expect(fits).toBe(true);
  });
});

test('purchase costs: a loan above the price names the field, never 0 € to put in', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.goto(PURCHASE_URL);
  await hydrated(page);
  await fillPurchase(page, {
    price: '200.000',
    type: 'Vivienda usada (segunda mano)',
    code: 'madrid',
  });
  await loanAmount(page).fill('230.000');
  await purchaseSubmit(page).click();
  const card = page.locator('.result-card').filter({ has: result(page, 'cashNeeded') });
  await expect(card).toContainText('baja el «Importe del préstamo»');
  await expect(card).not.toContainText(/\b0\u00a0€/);
});

test.describe('listing writer', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/generador');
    await hydrated(page);
  });

  test('Spanish with articles, no site voice, notes kept in English and said so', async ({
    page,
  }) => {
    await fillGenerator(page);
    await page.getByLabel('Dirección').fill('Calle de Sueca 12, Valencia');
    await page.getByLabel('Público objetivo').selectOption('inversores');
    await page.getByLabel('Notas del barrio').fill('Cerca del mercado de Ruzafa');
    await page.getByLabel('Inglés').check();
    await formSubmit(page, 'generator').click();
    const long = page.getByLabel('Descripción', { exact: true });
    await expect(long).toHaveValue(/la calle de Sueca, 12, Valencia/);
    await expect(long).toHaveValue(/Sobre el entorno: cerca del mercado de Ruzafa\./);
    await expect(long).not.toHaveValue(/te ayudamos|Calle de Sueca 12/);
    await expect(page.getByText(/no traducen texto libre/)).toBeVisible();
    await page.getByRole('button', { name: 'Inglés' }).click();
    await expect(long).toHaveValue(/Notes on the area, in Spanish: “Cerca del mercado de Ruzafa”/);
  });

  test('the check flags a promised yield as misleading', async ({ page }) => {
    await page
      .getByLabel('Texto del anuncio')
      .fill('Ideal inversores. Rentabilidad garantizada del 8 %. Vistas inmejorables.');
    await page.getByRole('button', { name: 'Revisar texto' }).click();
    const found = page.locator('.generator-check').getByRole('status');
    await expect(found).toContainText('Hemos encontrado 1 afirmación engañosa y 2 frases hechas');
    await expect(found.getByRole('listitem').first()).toContainText(
      'Afirmación engañosa: «Rentabilidad garantizada del 8 %»',
    );
  });
});

test('a guide is signed by the team, with no reviewer the seed does not name', async ({ page }) => {
  await page.goto('/guia-inmobiliarios/plantilla-anuncio-inmobiliario');
  const meta = page.locator('.guide-article__meta');
  await expect(meta).toContainText('Por Equipo InmoCalc');
  await expect(meta).not.toContainText('Revisado por');
});

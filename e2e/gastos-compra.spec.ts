// The purchase-costs page end to end: validation, loan field, calculating state, results, errors, keyboard.
import { expect, test, type Locator } from '@playwright/test';
import { calculatePurchaseCosts, type PurchaseCostsInput } from '../core/tax/purchase-costs';
import { todayInMadrid } from '../core/tax/dates';
import { dismissCookies, expectDrawnOnlyNear, gate, hydrated } from './helpers';
import {
  URL,
  API,
  price,
  community,
  hasLoan,
  loanAmount,
  deedDate,
  submit,
  value,
  expectResult,
  fillPurchase,
} from './purchase-costs';
import { result, toasts, warning } from './locators';

test.describe('purchase-costs calculator', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto(URL);
    await hydrated(page);
  });

  test('shows the spec messages under the fields and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route(API, (route) => {
      requests += 1;
      return route.abort();
    });
    await price(page).fill('');
    await submit(page).click();
    await expect(price(page)).toHaveAccessibleDescription(/Escribe el precio de la vivienda/);
    await expect(page.getByText('Selecciona el tipo de vivienda')).toBeVisible();
    await expect(community(page)).toHaveAccessibleDescription(/Selecciona la comunidad autónoma/);
    await expect(price(page)).toBeFocused();
    await price(page).fill('no es un número');
    await submit(page).click();
    await expect(price(page)).toHaveAccessibleDescription(
      /Escribe un número, por ejemplo 1\.250,50/,
    );
    expect(requests).toBe(0);
  });

  test('shows the loan amount only while "hipoteca" is checked', async ({ page }) => {
    await expect(hasLoan(page)).toBeChecked();
    await expect(loanAmount(page)).toBeVisible();
    await hasLoan(page).uncheck();
    await expect(loanAmount(page)).toHaveCount(0);
    await hasLoan(page).check();
    await expect(loanAmount(page)).toBeVisible();
  });

  test('calculates a used home in Madrid: calculating state, 80 % loan, engine figures, toast', async ({
    page,
  }) => {
    let body: PurchaseCostsInput | undefined;
    const { held, release } = gate();
    await page.route(API, async (route) => {
      body = route.request().postDataJSON() as PurchaseCostsInput;
      await held;
      await route.continue();
    });
    await expect(page.getByText(/Rellena los datos/)).toBeVisible();
    await fillPurchase(page, {
      price: '200.000',
      type: 'Vivienda usada (segunda mano)',
      code: 'madrid',
    });
    await submit(page).click();
    const pending = page.getByRole('button', { name: 'Calculando...' });
    await expect(pending).toBeDisabled();
    release();
    await expect(submit(page)).toBeEnabled();
    expect(body).toEqual({
      propertyPrice: 200_000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      isFirstHome: false,
      hasLoan: true,
      largeFamily: false,
      loanAmount: 160_000,
      deedDate: todayInMadrid(),
    });
    const expected = calculatePurchaseCosts({ ...(body as PurchaseCostsInput) });
    await expectResult(page, expected);
    await expect(page.getByRole('rowheader', { name: 'ITP (6%)' })).toBeVisible();
    expect(await value(page, 'rates.itp')).toBe(6);
    await expect(page.getByText(/Tipos vigentes a \d+ de \w+ de \d{4}/)).toBeVisible();
    for (const note of expected.notes) await expect(page.getByText(note)).toBeVisible();
    // The result is the confirmation: no success toast over it.
    await expect(toasts(page).getByRole('status')).toHaveCount(0);
  });

  test('a loan above the price: no contribution painted as good, and the loanAbovePrice warning', async ({
    page,
  }) => {
    await fillPurchase(page, {
      price: '200.000',
      type: 'Vivienda usada (segunda mano)',
      code: 'madrid',
    });
    await loanAmount(page).fill('230.000');
    await submit(page).click();
    // Not 'Dinero que necesitas aportar 0 €': the card says the loan exceeds the price and the field.
    await expect(result(page, 'cashNeeded')).toHaveAttribute('data-value', '');
    const card = page.locator('.result-card').filter({ has: result(page, 'cashNeeded') });
    await expect(card).not.toHaveClass(/result-card--positive/);
    await expect(card).not.toContainText(/\b0\u00a0€/);
    await expect(card).toContainText('baja el «Importe del préstamo» a 200.000\u00a0€ o menos');
    await expect(warning(page, 'loanAbovePrice')).toContainText(
      'El préstamo (230.000\u00a0€) es mayor que el precio (200.000\u00a0€)',
    );
    await expect(warning(page, 'ltv')).toContainText('pendiente de confirmar');
    // An 80 % loan gets neither warning.
    await loanAmount(page).fill('160.000');
    await submit(page).click();
    await expect(result(page, 'loanAmount')).toHaveAttribute('data-value', '160000');
    await expect(warning(page, 'loanAbovePrice')).toHaveCount(0);
    await expect(warning(page, 'ltv')).toHaveCount(0);
  });

  test('a new home in Canarias without a loan: IGIC and AJD rows, no ITP or appraisal', async ({
    page,
  }) => {
    await fillPurchase(page, {
      price: '300000',
      type: 'Vivienda nueva (obra nueva)',
      code: 'canarias',
    });
    await hasLoan(page).uncheck();
    await submit(page).click();
    const expected = calculatePurchaseCosts({
      propertyPrice: 300_000,
      propertyType: 'new',
      autonomousCommunity: 'canarias',
      hasLoan: false,
    });
    await expectResult(page, expected);
    await expect(page.getByRole('rowheader', { name: 'IGIC (7%)' })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /^ITP/ })).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: 'Tasación' })).toHaveCount(0);
    expect(await value(page, 'cashNeeded')).toBe(expected.totalWithProperty);
  });

  test('a young first-time buyer in Cataluña with a reference value and a given loan', async ({
    page,
  }) => {
    await fillPurchase(page, {
      price: '250000',
      type: 'Vivienda usada (segunda mano)',
      code: 'cataluna',
    });
    await page.getByLabel('Será mi primera vivienda habitual').check();
    await loanAmount(page).fill('150.000');
    await page.getByLabel('Edad del comprador').fill('30');
    await page.getByLabel('Valor de referencia del Catastro').fill('270.000');
    await submit(page).click();
    const expected = calculatePurchaseCosts({
      propertyPrice: 250_000,
      propertyType: 'used',
      autonomousCommunity: 'cataluna',
      isFirstHome: true,
      loanAmount: 150_000,
      buyerAge: 30,
      referenceValue: 270_000,
    });
    await expectResult(page, expected);
    expect(await value(page, 'rates.itp')).toBe(5);
    expect(await value(page, 'taxBase')).toBe(270_000);
  });

  test('a failing API says so under the button and keeps the previous result', async ({ page }) => {
    await fillPurchase(page, {
      price: '200000',
      type: 'Vivienda usada (segunda mano)',
      code: 'galicia',
    });
    await submit(page).click();
    await expect(result(page, 'itp')).toBeVisible();
    const before = await value(page, 'totalCosts');
    await page.route(API, (route) =>
      route.fulfill({ status: 500, body: 'Servicio no disponible' }),
    );
    await submit(page).click();
    const alert = page.locator('.tool__actions [data-error="request"]');
    await expect(alert).toContainText('Error en el cálculo');
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);
    // A plain-text body is not shown: the status speaks, in Spanish, with no code.
    await expect(alert).toContainText('Ha ocurrido un error en el servidor.');
    await expect(alert).not.toContainText('500');
    expect(await value(page, 'totalCosts')).toBe(before);
    await expect(submit(page)).toBeEnabled();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await price(page).focus();
    await page.keyboard.type('180000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Vivienda usada (segunda mano)')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(community(page)).toBeFocused();
    await page.keyboard.press('End');
    await expect(community(page)).toHaveValue('melilla');
    // First home, loan, loan amount, deed date, age, large family, reference value, then the
    // button. The date input may take one Tab per part (day, month, year) depending on the browser.
    const focusedOn = (target: Locator) =>
      target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    let passedDeedDate = false;
    for (let i = 0; i < 12 && !(await focusedOn(submit(page))); i += 1) {
      await page.keyboard.press('Tab');
      passedDeedDate ||= await focusedOn(deedDate(page));
    }
    expect(passedDeedDate).toBe(true);
    await expect(submit(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result(page, 'itp')).toBeVisible();
    const expected = calculatePurchaseCosts({
      propertyPrice: 180_000,
      propertyType: 'used',
      autonomousCommunity: 'melilla',
      loanAmount: 144_000,
    });
    await expectResult(page, expected);
  });

  test('form left and result right on a wide screen, result under the form on a phone @mobile', async ({
    page,
    isMobile,
  }) => {
    await fillPurchase(page, {
      price: '200000',
      type: 'Vivienda usada (segunda mano)',
      code: 'baleares',
    });
    await submit(page).click();
    await expect(result(page, 'itp')).toBeVisible();
    const form = await page
      .locator('form')
      .filter({ has: submit(page) })
      .boundingBox();
    const cards = await result(page, 'totalCosts').boundingBox();
    if (!form || !cards) throw new Error('form or result not laid out');
    if (isMobile) expect(cards.y).toBeGreaterThan(form.y + form.height);
    else expect(cards.x).toBeGreaterThan(form.x + form.width);
    // The page scrolls the result into view after the calculation.
    await expect(result(page, 'totalCosts')).toBeInViewport();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the rate table has one row per community, dated and linked to sources', async ({
    page,
  }) => {
    const table = page.getByRole('table', { name: /Impuestos de compra por comunidad autónoma/ });
    await expect(table.locator('tbody tr')).toHaveCount(19);
    await expect(table).toContainText(
      'norma más reciente del 5 de agosto de 2026; revisados el 23 de noviembre de 2026',
    );
    await expect(table.getByRole('row', { name: /Comunidad de Madrid/ })).toContainText('IVA 10 %');
    const valencia = table.getByRole('row', { name: /Comunitat Valenciana/ });
    await expect(valencia).toContainText('Norma más reciente: 1 de junio de 2026');
    await expect(valencia.getByRole('link', { name: '9 % hasta 1.000.000 €' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(table.getByRole('row', { name: /Ceuta/ })).toContainText('pendiente de confirmar');
  });

  test('the rate table is drawn when it comes near, and on paper @mobile', async ({ page }) => {
    const table = page.getByRole('table', { name: /Impuestos de compra por comunidad autónoma/ });
    // Its rows are in the page while the table is skipped.
    await expect(table.locator('tbody tr')).toHaveCount(19);
    await expectDrawnOnlyNear(page, table.locator('tbody td').first(), URL);
  });
});

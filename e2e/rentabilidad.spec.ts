// The rental-yield calculator end to end: figures, validation, live updates, storage, share, keyboard.
import { expect, test } from '@playwright/test';
import { rowOf } from '../core/tools/fields';
import { YIELD_FIELDS } from '../core/tools/yield/fields';
import {
  expectFieldError,
  expectNoFieldError,
  expectResults,
  grantClipboard,
  holdLazyScripts,
  openTool,
  readSharedLink,
  storedJson,
} from './calculators';
import { field, formSubmit, result, shareButton, linkParams, openLink } from './locators';

const PATH = '/rentabilidad';
const KEY = 'rentability-form';
const submit = (page: import('@playwright/test').Page) => formSubmit(page, 'yield').click();

/**
 * Spec section 9 defaults, worked out in core/tools/yield/engine.ts; the investment is left empty,
 * so it is the money put in: 200.000 − 140.000 + 10 % of 200.000 = 80.000 €, and the ROI
 * 3.589,52 / 80.000 = 4,49 %.
 */
const DEFAULT_RESULTS = {
  grossYield: 7.2,
  netYield: 5.45,
  monthlyMortgage: 700.87,
  monthlyCashFlow: 299.13,
  annualCashFlow: 3589.52,
  totalROI: 4.49,
};

test.describe('rental-yield calculator', () => {
  test('shows no results until asked, then the figures of the spec defaults', async ({ page }) => {
    await openTool(page, PATH);
    await expect(field(page, 'purchasePrice')).toHaveValue('200.000');
    await expect(field(page, 'interestRate')).toHaveValue('3,5');
    await expect(field(page, 'initialInvestment')).toHaveValue('');
    await expect(result(page, 'grossYield')).toHaveCount(0);
    await submit(page);
    await expectResults(page, DEFAULT_RESULTS);
    // A typed investment replaces the derived one: 3.589,52 / 60.000 = 5,98 %.
    await field(page, 'initialInvestment').fill('60.000');
    await expectResults(page, { totalROI: 5.98 });
    await expect(result(page, 'grossYield')).toHaveText('7,20\u00a0%');
    await expect(result(page, 'monthlyMortgage')).toHaveText('701\u00a0€');
    await expect(page.getByText('Valoración: Excelente')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Resultados actualizados' }),
    ).toContainText('rentabilidad bruta 7,20');
  });

  const boundaries: [string, string, string, string][] = [
    ['purchasePrice', '0', '1', 'El precio debe ser mayor que 0'],
    ['monthlyRent', '-1', '0', 'El alquiler debe ser 0 o mayor'],
    ['monthlyExpenses', '-1', '0', 'Los gastos deben ser 0 o mayor'],
    ['initialInvestment', '0', '1', 'La inversión inicial debe ser mayor que 0'],
    ['financingAmount', '-1', '0', 'El financiamiento debe ser 0 o mayor'],
    ['interestRate', '20,01', '20', 'El interés debe estar entre 0 % y 20 %'],
    ['interestRate', '-0,01', '0', 'El interés debe estar entre 0 % y 20 %'],
    ['loanTermYears', '0,9', '1', 'El plazo debe estar entre 1 y 50 años'],
    ['loanTermYears', '51', '50', 'El plazo debe estar entre 1 y 50 años'],
    ['vacancyMonths', '13', '12', 'Los meses sin alquilar deben estar entre 0 y 12'],
  ];
  for (const [name, invalid, valid, message] of boundaries) {
    test(`${name}: '${message}' at ${invalid}, none at ${valid}`, async ({ page }) => {
      await openTool(page, PATH);
      await field(page, name).fill(invalid);
      await submit(page);
      await expectFieldError(page, name, message);
      await expect(field(page, name)).toBeFocused();
      await expect(result(page, 'grossYield')).toHaveCount(0);
      await field(page, name).fill(valid);
      await expectNoFieldError(page, name);
      await expect(page.getByText(message)).toHaveCount(0);
    });
  }

  test('recomputes live on every change once the key fields are non-zero', async ({ page }) => {
    await openTool(page, PATH);
    // Gross 1.500 × 12 / 200.000 = 9 %; net (18.000 − 2.400) / 220.000 = 7,09 %.
    await field(page, 'monthlyRent').fill('1500');
    await expectResults(page, { grossYield: 9, netYield: 7.09 });
    // An empty month lowers the net, (16.500 − 2.400) / 220.000 = 6,41 %, not the gross.
    await field(page, 'vacancyMonths').fill('1');
    await expectResults(page, { netYield: 6.41, grossYield: 9 });
    // A zero rent does not recompute: the last figures stay.
    await field(page, 'monthlyRent').fill('0');
    await expectResults(page, { netYield: 6.41, grossYield: 9 });
    // What is on screen is what a reload brings back, even never submitted.
    await expect
      .poll(() => storedJson(page, KEY))
      .toMatchObject({ monthlyRent: '0', vacancyMonths: '1', purchasePrice: '200.000' });
  });

  test('reads Spanish number formats; text that is not a number is never read as 0', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'purchasePrice').fill('250.000 €');
    await field(page, 'monthlyRent').fill('1.250,50');
    await field(page, 'monthlyExpenses').fill('100,5');
    await submit(page);
    // Net: (15.006 - 1.206) / (250.000 + 10 % of costs) = 13.800 / 275.000 = 5,02 %.
    await expectResults(page, { grossYield: 6, netYield: 5.02 });
    await field(page, 'monthlyExpenses').fill('mucho');
    await expectFieldError(page, 'monthlyExpenses', 'Escribe un número, por ejemplo 1.250,50');
    await expectResults(page, { netYield: 5.02 });
  });

  test('saves on submit and restores the form and results after a reload', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'purchasePrice').fill('150.000');
    await submit(page);
    await expectResults(page, { grossYield: 9.6 });
    await expect
      .poll(() => storedJson(page, KEY))
      .toMatchObject({ purchasePrice: '150.000', monthlyRent: '1.200' });
    await page.reload();
    await expect(field(page, 'purchasePrice')).toHaveValue('150.000');
    await expectResults(page, { grossYield: 9.6 });
  });

  test('a reload shows what was on screen, not the last submitted form', async ({ page }) => {
    await openTool(page, PATH);
    await submit(page);
    await expectResults(page, { grossYield: 7.2 });
    // Live figures for a change that was never submitted.
    await field(page, 'monthlyRent').fill('1.650,00');
    await expectResults(page, { grossYield: 9.9 });
    await page.reload();
    await expect(field(page, 'monthlyRent')).toHaveValue('1.650,00');
    await expectResults(page, { grossYield: 9.9 });
  });

  test('brings back stored data that fails validation with its message, and computes nothing', async ({
    page,
  }) => {
    await openTool(page, PATH, { [KEY]: { purchasePrice: 0 } });
    await expect(field(page, 'purchasePrice')).toHaveValue('0');
    await expectFieldError(
      page,
      'purchasePrice',
      rowOf(YIELD_FIELDS, 'purchasePrice').min?.message ?? '',
    );
    await expect(result(page, 'grossYield')).toHaveCount(0);
  });

  test('what the user types before the saved form is restored is kept, the rest is restored', async ({
    page,
  }) => {
    const release = await holdLazyScripts(page, PATH);
    await openTool(page, PATH, { [KEY]: { ...STORED, monthlyRent: 700 } });
    // The saved form waits for its schema, held back: the user is quicker.
    await field(page, 'monthlyRent').fill('1000');
    release();
    await expectResults(page, { grossYield: 6 });
    await expect(field(page, 'monthlyRent')).toHaveValue('1000');
    // The fields the user did not touch come back as saved.
    await expect(field(page, 'initialInvestment')).toHaveValue('60.000');
  });

  test('a link with a value it cannot read says so at the top, restores the rest and computes nothing', async ({
    page,
  }) => {
    await openTool(page, `${PATH}?purchasePrice=1e5&monthlyRent=950&interestRate=3.4`);
    const alert = page.getByRole('alert').filter({ hasText: 'El enlace trae' });
    await expect(alert).toContainText(
      'El enlace trae un valor no válido en "Precio de compra": «1e5».',
    );
    await expect(field(page, 'purchasePrice')).toHaveValue('1e5');
    await expectFieldError(page, 'purchasePrice', 'Escribe un número, por ejemplo 1.250,50');
    // The good values are restored; a decimal point from a link made elsewhere still reads.
    await expect(field(page, 'monthlyRent')).toHaveValue('950');
    await expect(field(page, 'interestRate')).toHaveValue('3,4');
    await expect(result(page, 'grossYield')).toHaveCount(0);
    await field(page, 'purchasePrice').fill('190.000');
    await submit(page);
    await expectResults(page, { grossYield: 6 });
    await expect(alert).toHaveCount(0);
  });

  test('share link: copies the inputs, and the link wins over storage', async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    await openTool(page, PATH, { [KEY]: { ...STORED, monthlyRent: 700 } });
    // The stored form is restored once its schema has loaded: edit what was restored.
    await expect(field(page, 'monthlyRent')).toHaveValue('700');
    await field(page, 'monthlyRent').fill('1000');
    await field(page, 'targetYield').fill('5');
    await shareButton(page).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const url = await readSharedLink(page);
    expect(url.pathname).toBe(PATH);
    expect(linkParams(url).get('monthlyRent')).toBe('1000');
    expect(linkParams(url).get('interestRate')).toBe('3,5');
    expect(url.hash).toContain('interestRate=3,5');
    expect(linkParams(url).get('targetYield')).toBe('5');
    await openLink(page, url);
    await expect(field(page, 'monthlyRent')).toHaveValue('1.000');
    await expect(field(page, 'targetYield')).toHaveValue('5');
    // Net 5 %: (12.000 - 2.400) / 0,05 = 192.000 € of price plus 10 % costs -> 174.545,45 €.
    await expectResults(page, { grossYield: 6, maxPurchasePrice: 174545.45 });
  });

  test('maximum price for a target gross or net yield', async ({ page }) => {
    await openTool(page, PATH);
    await submit(page);
    // Net 6 %: 12.000 / 0,06 = 200.000 € of price plus 10 % costs -> 181.818,18 €.
    await expectResults(page, { maxPurchasePrice: 181818.18 });
    await page.getByLabel('Tipo de rentabilidad').selectOption('gross');
    await expectResults(page, { maxPurchasePrice: 240000 });
    await field(page, 'targetYield').fill('0');
    await expectFieldError(page, 'targetYield', 'La rentabilidad objetivo debe ser mayor que 0');
  });

  test('print stylesheet: a report without navigation, buttons or promo', async ({ page }) => {
    await openTool(page, PATH);
    await submit(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.locator('.site-footer')).toBeHidden();
    await expect(formSubmit(page, 'yield')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeHidden();
    await expect(page.locator('.agency-banner').first()).toBeHidden();
    await expect(field(page, 'purchasePrice')).toBeVisible();
    await expect(result(page, 'grossYield')).toBeVisible();
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'purchasePrice').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('240000');
    await page.keyboard.press('Tab');
    await expect(field(page, 'purchaseCostsPercent')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page, 'monthlyRent')).toBeFocused();
    for (let i = 0; i < 7; i += 1) await page.keyboard.press('Tab');
    await expect(formSubmit(page, 'yield')).toBeFocused();
    await page.keyboard.press('Enter');
    await expectResults(page, { grossYield: 6 });
  });
});

const STORED = {
  purchasePrice: 200000,
  monthlyRent: 1200,
  monthlyExpenses: 200,
  initialInvestment: 60000,
  financingAmount: 140000,
  interestRate: 3.5,
  loanTermYears: 25,
  vacancyMonths: 0,
};

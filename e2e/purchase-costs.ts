// Purchase-cost page helpers for the end-to-end specs: its fields, results and the engine's expected figures.
import { expect, type Page } from '@playwright/test';
import { type PurchaseCostsResult } from '../core/tax/purchase-costs';
import { formSubmit, result } from './locators';

export const URL = '/calculadora-gastos-compra-vivienda';
export const API = '**/api/calculate-purchase-costs';

export const price = (page: Page) => page.getByLabel('Precio de la vivienda');
export const community = (page: Page) => page.getByLabel('Comunidad autónoma', { exact: true });
export const hasLoan = (page: Page) => page.getByLabel('Compro con hipoteca');
export const loanAmount = (page: Page) => page.getByLabel('Importe del préstamo');
export const deedDate = (page: Page) => page.getByLabel('Fecha de la escritura');
export const island = (page: Page) => page.getByLabel('Isla', { exact: true });
export const submit = (page: Page) => formSubmit(page, 'purchaseCosts');

export async function value(page: Page, field: string): Promise<number> {
  return Number(await result(page, field).getAttribute('data-value'));
}

/** Every money field of the answer is shown with the engine's figure; zero tax rows are hidden. */
export async function expectResult(page: Page, expected: PurchaseCostsResult) {
  await expect(result(page, 'totalCosts')).toHaveAttribute(
    'data-value',
    String(expected.totalCosts),
  );
  for (const field of [
    'totalWithProperty',
    'cashNeeded',
    'notaryFees',
    'registryFees',
    'managementFees',
    'breakdown.taxes',
    'breakdown.officialFees',
    'breakdown.otherCosts',
  ]) {
    const path = field.split('.');
    const figure = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown>)[key],
      expected,
    );
    expect(await value(page, field), field).toBe(figure);
  }
  for (const field of ['vat', 'itp', 'ajd', 'appraisalFees'] as const) {
    if (expected[field] > 0) expect(await value(page, field), field).toBe(expected[field]);
    else await expect(result(page, field), field).toHaveCount(0);
  }
  const share = Math.round((expected.totalCosts / expected.propertyPrice) * 1000) / 10;
  expect(await value(page, 'expenseShare')).toBe(share);
}

export async function fillPurchase(
  page: Page,
  input: { price: string; type: string; code: string },
) {
  await price(page).fill(input.price);
  await page.getByLabel(input.type).check();
  await community(page).selectOption(input.code);
}

// The purchase-cost calculator keeps its inputs like the other calculators: a share link that opens it
// with every field, and the last calculation saved in the browser for the next visit.
import { expect, test, type Page } from '@playwright/test';
import { grantClipboard, readSharedLink, storedJson } from './calculators';
import { dismissCookies, hydrated } from './helpers';
import { formSubmit, result, shareButton, linkParams, openLink } from './locators';

const PAGE = '/calculadora-gastos-compra-vivienda';
const STORAGE_KEY = 'purchase-costs-form';

const price = (page: Page) => page.getByLabel('Precio de la vivienda');
const community = (page: Page) => page.getByLabel('Comunidad autónoma', { exact: true });
const island = (page: Page) => page.getByLabel('Isla', { exact: true });
const age = (page: Page) => page.getByLabel(/Edad/);
const submit = (page: Page) => formSubmit(page, 'purchaseCosts');

async function fill(page: Page) {
  await price(page).fill('245.000');
  await page.getByLabel('Vivienda usada').check();
  await community(page).selectOption('baleares');
  await island(page).selectOption('menorca');
  await age(page).fill('31');
}

test('the share link reopens the calculator with every field and the same result', async ({
  page,
  context,
}) => {
  await grantClipboard(context);
  await dismissCookies(page);
  await page.goto(PAGE);
  await hydrated(page);
  await fill(page);
  await submit(page).click();
  const total = await result(page, 'totalCosts').getAttribute('data-value');
  expect(Number(total)).toBeGreaterThan(0);
  await shareButton(page).click();
  const link = await readSharedLink(page);
  expect(link.pathname).toBe(PAGE);
  expect(linkParams(link).get('propertyPrice')).toBe('245000');
  expect(linkParams(link).get('island')).toBe('menorca');

  const other = await context.newPage();
  await openLink(other, link);
  await hydrated(other);
  await expect(price(other)).toHaveValue('245.000');
  await expect(community(other)).toHaveValue('baleares');
  await expect(island(other)).toHaveValue('menorca');
  await expect(age(other)).toHaveValue('31');
  await submit(other).click();
  await expect(result(other, 'totalCosts')).toHaveAttribute('data-value', String(total));
});

test('the last calculation is saved and restored on the next visit, not over typing', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.goto(PAGE);
  await hydrated(page);
  await fill(page);
  await submit(page).click();
  await expect(result(page, 'totalCosts')).toBeVisible();
  const saved = (await storedJson(page, STORAGE_KEY)) as Record<string, unknown>;
  expect(saved).toMatchObject({ propertyPrice: '245.000', autonomousCommunity: 'baleares' });
  expect(saved).not.toHaveProperty('deedDate');

  await page.reload();
  await hydrated(page);
  await expect(price(page)).toHaveValue('245.000');
  await expect(island(page)).toHaveValue('menorca');
  await expect(age(page)).toHaveValue('31');
});

// Every tool's share link carries every input: filled with values off the defaults (sub-forms
// included), the link opens in a fresh browser context (no storage) and shows the same results,
// text and unrounded value of every `[data-result]` element, as the sender saw them.
import {
  expect,
  test,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { PURCHASE_COST_PARAMS } from '../core/tools/investment-analysis/inputs';
import { TYPING_PAUSE_MS } from '../site/lib/typing-pause';
import { grantClipboard, openTool, readSharedLink } from './calculators';
import { A, B, PATH as COMPARATOR_PATH, addProperty } from './comparator';
import { dismissCookies, hydrated } from './helpers';
import {
  field,
  expectReady,
  formSubmit,
  result,
  resultsSettled,
  shareButton,
  linkParams,
} from './locators';

/** Every result on the page: its name, the text shown and the unrounded value, in page order. */
function shownResults(page: Page): Promise<string[]> {
  return page
    .locator('[data-result]')
    .evaluateAll((elements) =>
      elements.map(
        (element) =>
          `${element.getAttribute('data-result')} = ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()} [${element.getAttribute('data-value') ?? ''}]`,
      ),
    );
}

/**
 * Results settle: the page's clock is run past the typing pause (every form and sub-form waiting
 * for it computes now), no calculator is computing, and the list reads the same twice in a row
 * (a server answer, a transition drawn).
 */
async function settledResults(page: Page): Promise<string[]> {
  await page.clock.runFor(TYPING_PAUSE_MS);
  await resultsSettled(page);
  let previous: string[] = [];
  await expect
    .poll(async () => {
      const now = await shownResults(page);
      const same = now.length > 0 && JSON.stringify(now) === JSON.stringify(previous);
      previous = now;
      return same;
    })
    .toBe(true);
  return previous;
}

/** Clicks `button`, and returns the link it copied. */
async function copyLink(page: Page, button: Locator): Promise<URL> {
  await button.click();
  return readSharedLink(page);
}

/** The link opened in a new browser context: nothing stored, as on the recipient's computer. */
async function openFresh(browser: Browser, testInfo: TestInfo, url: URL): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  const page = await context.newPage();
  await dismissCookies(page);
  await page.goto(url.pathname + url.hash);
  await hydrated(page);
  return page;
}

/** The recipient sees exactly the sender's results. */
async function expectSameResults(recipient: Page, sent: string[]): Promise<void> {
  await expect.poll(() => shownResults(recipient)).toEqual(sent);
}

test.beforeEach(async ({ context, page }) => {
  await grantClipboard(context);
  // settledResults runs the page's clock past the typing pause instead of waiting for it.
  await page.clock.install();
});

test('rental yield: the form and the maximum-price target', async ({ page, browser }, info) => {
  await openTool(page, '/rentabilidad');
  await field(page, 'purchasePrice').fill('185.000');
  await field(page, 'monthlyRent').fill('950');
  await field(page, 'monthlyExpenses').fill('120,5');
  await field(page, 'financingAmount').fill('120.000');
  await field(page, 'interestRate').fill('3,1');
  await field(page, 'vacancyMonths').fill('1');
  await formSubmit(page, 'yield').click();
  await field(page, 'targetYield').fill('5,5');
  await field(page, 'targetBasis').selectOption('gross');
  await expect(result(page, 'maxPurchasePrice')).toBeVisible();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(page));
  expect(linkParams(url).get('targetBasis')).toBe('gross');
  expect(linkParams(url).has('targetYield')).toBe(true);
  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
  await expect(field(recipient, 'targetBasis')).toHaveValue('gross');
});

test('mortgage: bonificaciones, early repayment and the verdict travel with the link', async ({
  page,
  browser,
}, info) => {
  await openTool(page, '/hipoteca');
  await field(page, 'loanAmount').fill('180.000');
  await field(page, 'interestRate').fill('2,9');
  await field(page, 'loanTermYears').fill('30');
  await formSubmit(page, 'mortgage').click();

  await page.getByText('Bonificaciones', { exact: true }).click();
  await field(page, 'bonusDiscount0').fill('0,3');
  await field(page, 'bonusDiscount2').fill('0,1');
  await field(page, 'bonusCost2').fill('250');
  await page.getByText('Amortización anticipada', { exact: true }).click();
  await field(page, 'earlyAmount').fill('20.000');
  await field(page, 'earlyFrequency').selectOption('yearly');
  await field(page, 'earlyYear').fill('3');
  await field(page, 'netMonthlyIncome').fill('3.000');
  await field(page, 'existingDebtPayments').fill('200');
  await field(page, 'savings').fill('60.000');
  await field(page, 'propertyPrice').fill('230.000');
  await field(page, 'borrowerAge').fill('41');
  await field(page, 'use').selectOption('investment');
  await field(page, 'propertyType').selectOption('new');
  await field(page, 'autonomousCommunity').selectOption('valencia');
  for (const name of ['bonusVerdict', 'earlyVerdict', 'verdict'])
    await expect(result(page, name)).toBeVisible();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(page));
  for (const name of [
    'netMonthlyIncome',
    'existingDebtPayments',
    'savings',
    'propertyPrice',
    'use',
    'borrowerAge',
    'propertyType',
    'autonomousCommunity',
    'bonusDiscount0',
    'bonusCost2',
    'earlyAmount',
    'earlyFrequency',
    'earlyYear',
  ])
    expect(linkParams(url).has(name), name).toBe(true);
  expect(linkParams(url).get('use')).toBe('investment');

  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
  // The options the link brings are open, showing what was typed; the verdict is always open.
  await expect(recipient.locator('details.advanced[open]')).toHaveCount(2);
  await expect(field(recipient, 'borrowerAge')).toHaveValue('41');
  await expect(field(recipient, 'autonomousCommunity')).toHaveValue('valencia');
  await expect(field(recipient, 'earlyFrequency')).toHaveValue('yearly');
});

test('capital gains: its link opens it alone', async ({ page, browser }, info) => {
  await openTool(page, '/plusvalia');
  const form = page.locator('form', { has: page.getByLabel('Precio de venta', { exact: true }) });
  await page.getByLabel('Precio de venta', { exact: true }).fill('260.000');
  await page.getByLabel('Gastos de compra', { exact: true }).fill('5.500');
  await page.getByLabel('Costes de mejoras', { exact: true }).fill('12.000');
  await formSubmit(page, 'capitalGains').click();
  await expect(result(page, 'capitalGainsTax')).toBeVisible();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(form));
  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
});

test('municipal plusvalía: its link opens it alone', async ({ page, browser }, info) => {
  await openTool(page, '/plusvalia');
  const sale = page.getByLabel('Valor de transmisión (escritura de venta)');
  const form = page.locator('form', { has: sale });
  await sale.fill('240.000');
  await page.getByLabel('Tipo del ayuntamiento').fill('25');
  await formSubmit(page, 'plusvalia').click();
  await expect(result(page, 'tax')).toBeVisible();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(form));
  expect(linkParams(url).has('transferValue')).toBe(true);
  expect(linkParams(url).has('salePrice')).toBe(false);
  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
});

test('purchase costs', async ({ page, browser }, info) => {
  await openTool(page, '/calculadora-gastos-compra-vivienda');
  await page.getByLabel('Precio de la vivienda').fill('245.000');
  await page.getByLabel('Vivienda usada').check();
  await page.getByLabel('Comunidad autónoma', { exact: true }).selectOption('baleares');
  await page.getByLabel('Isla', { exact: true }).selectOption('menorca');
  await page.getByLabel(/Edad/).fill('31');
  await formSubmit(page, 'purchaseCosts').click();
  await expect(result(page, 'totalCosts')).toBeVisible();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(page));
  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
});

test('investment analysis: corrected purchase costs, the price target and the scenario', async ({
  page,
  browser,
}, info) => {
  await openTool(page, '/analisis-inversion');
  await expectReady(page.locator('.analysis-form form'));
  await field(page, 'price').fill('185.000');
  await page.getByLabel('Comunidad autónoma').selectOption('valencia');
  await field(page, 'monthlyRent').fill('950');
  await field(page, 'rentUpdatePercent').fill('2,5');
  await formSubmit(page, 'analysis').click();
  const total = page.locator('.analysis-costs__total');
  await expect(total).toBeVisible();
  const computed = await total.textContent();
  await field(page, 'cost-itp').fill('11.130,5');
  await field(page, 'cost-notaryFees').fill('899,99');
  await expect(total).not.toHaveText(computed ?? '');
  await page.getByLabel('Objetivo', { exact: true }).selectOption('cashOnCashYear1');
  await page.getByLabel('Valor objetivo').fill('4');
  await page.getByRole('button', { name: 'Calcular precio máximo' }).click();
  await expect(result(page, 'maxPrice')).toBeVisible();
  await page.getByLabel('Nombre del análisis').fill('Piso Ruzafa');
  await page.getByRole('button', { name: 'Guardar análisis' }).click();
  const sentTotal = await total.textContent();
  const sent = await settledResults(page);

  const url = await copyLink(page, shareButton(page.locator('.analysis-form')));
  expect(linkParams(url).get('scenarioName')).toBe('Piso Ruzafa');
  expect(linkParams(url).get('priceTargetKind')).toBe('cashOnCashYear1');
  const costs = PURCHASE_COST_PARAMS.filter((name) => linkParams(url).has(name));
  expect(costs.sort()).toEqual(['itp', 'notaryFees']);

  const recipient = await openFresh(browser, info, url);
  await expect(recipient.locator('.analysis-costs__total')).toHaveText(sentTotal ?? '');
  await expectSameResults(recipient, sent);
  await expect(recipient.getByLabel('Nombre del análisis')).toHaveValue('Piso Ruzafa');
});

test('comparator', async ({ page, browser }, info) => {
  await openTool(page, COMPARATOR_PATH);
  await addProperty(page, A);
  await addProperty(page, B);
  const sent = await settledResults(page);
  // With their names and locations: the recipient sees the same cards.
  await page.getByLabel('Incluir nombres y ubicaciones en el enlace').check();

  const url = await copyLink(page, shareButton(page));
  const recipient = await openFresh(browser, info, url);
  await expectSameResults(recipient, sent);
});

// A link value that is not a number, outside the form too: named at the top, never a silent default.
const UNREADABLE = [
  {
    name: 'mortgage early repayment',
    url: '/hipoteca?loanAmount=200000&interestRate=3&loanTermYears=25&earlyAmount=1e5',
    message: 'El enlace trae un valor no válido en "Importe a amortizar": «1e5».',
    input: 'earlyAmount',
  },
  {
    name: 'analysis purchase-cost correction',
    url: '/analisis-inversion?price=185000&monthlyRent=950&itp=abc',
    message: 'El enlace trae un valor no válido en "ITP (Transmisiones Patrimoniales)": «abc».',
  },
  {
    name: "purchase-cost page's short price",
    url: '/calculadora-gastos-compra-vivienda?community=madrid&price=0x10',
    message: 'El enlace trae un valor no válido en "Precio de la vivienda": «0x10».',
  },
];

for (const link of UNREADABLE) {
  test(`${link.name}: a value that is not a number is named at the top`, async ({ page }) => {
    await dismissCookies(page);
    await page.goto(link.url);
    await hydrated(page);
    await expect(page.getByRole('alert').filter({ hasText: link.message })).toBeVisible();
    if (link.input) await expect(field(page, link.input)).toHaveValue('1e5');
  });
}

/**
 * Holds back by `ms` every script the page does not list in its HTML (code loaded on demand, such
 * as what reads a link), as a slow connection does: the page is interactive before it arrives.
 */
async function slowCodeOnDemand(page: Page, url: string, ms: number): Promise<void> {
  const html = await (await page.request.get(url)).text();
  const listed = new Set(
    [...html.matchAll(/<script type="application\/json" data-page-script>"([^"]+)"/g)].map(
      ([, src]) => src,
    ),
  );
  await page.route(/\.js$/, async (route) => {
    if (!listed.has(new URL(route.request().url()).pathname))
      await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("a press in the moment before a link is read computes and shares the link's values", async ({
  page,
}) => {
  const url = '/hipoteca?loanAmount=180000&interestRate=3&loanTermYears=25';
  await dismissCookies(page);
  await slowCodeOnDemand(page, url, 1500);
  await page.goto(url);
  await hydrated(page);
  // The page shows the prerendered defaults until the code that reads the link arrives.
  await expect(field(page, 'loanAmount')).not.toHaveValue('180.000');
  await shareButton(page).click();
  await formSubmit(page, 'mortgage').click();
  await expect(field(page, 'loanAmount')).toHaveValue('180.000');
  // 180.000 € over 25 years at 3 %: 180000 · 0,0025 / (1 − 1,0025^−300) = 853,58 € a month.
  await expect(result(page, 'monthlyPayment')).toHaveAttribute('data-value', /^853\.5/);
  const shared = await readSharedLink(page);
  expect(linkParams(shared).get('loanAmount')).toBe('180000');
});

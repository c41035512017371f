// The /plusvalia page end to end: IRPF calculator (defaults, rules, brackets, live, storage) and IIVTNU.
import { expect, test, type Page } from '@playwright/test';
import {
  CAPITAL_GAINS_DEFAULTS,
  CAPITAL_GAINS_STORAGE_KEY,
} from '../core/tools/capital-gains/fields';
import {
  MUNICIPAL_PLUSVALIA_DEFAULTS,
  MUNICIPAL_PLUSVALIA_STORAGE_KEY,
} from '../core/tools/municipal-plusvalia/fields';
import { calculateCapitalGains, type CapitalGainsInput } from '../core/tax/capital-gains';
import { holdLazyScripts, openTool, storedJson } from './calculators';
import { dismissCookies, hydrated } from './helpers';
import { formSubmit, result } from './locators';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const calculate = (page: Page) => formSubmit(page, 'capitalGains');
const calculatePlusvalia = (page: Page) => formSubmit(page, 'plusvalia');

async function expectGains(page: Page, input: CapitalGainsInput) {
  const expected = calculateCapitalGains(input);
  for (const name of [
    'grossProfit',
    'netProfit',
    'capitalGainsTax',
    'netProfitAfterTax',
    'annualizedReturn',
  ] as const) {
    await expect(result(page, name), name).toHaveAttribute('data-value', String(expected[name]));
  }
  return expected;
}

test.describe('capital gains on a sale', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/plusvalia');
    await hydrated(page);
  });

  test('no result until the first calculation; the spec defaults give the engine figures', async ({
    page,
  }) => {
    await expect(result(page, 'capitalGainsTax')).toHaveCount(0);
    await expect(field(page, 'Precio de compra')).toHaveValue('200.000');
    await calculate(page).click();
    const expected = await expectGains(page, CAPITAL_GAINS_DEFAULTS);
    expect(expected).toMatchObject({
      grossProfit: 38_000,
      netProfit: 13_000,
      capitalGainsTax: 2_610,
    });
    await expect(page.getByText('IRPF a pagar: 2.610 €', { exact: false })).toHaveCount(1);
  });

  test('shows the spec validation messages word for word', async ({ page }) => {
    await field(page, 'Precio de compra').fill('0');
    await field(page, 'Precio de venta').fill('abc');
    await field(page, 'Gastos de compra').fill('-1');
    await field(page, 'Gastos de venta').fill('-1');
    await field(page, 'Costes de mejoras').fill('-1');
    await field(page, 'Años de tenencia').fill('0');
    await calculate(page).click();
    for (const message of [
      'El precio de compra debe ser mayor que 0',
      'Escribe un número, por ejemplo 1.250,50',
      'Los gastos de compra deben ser 0 o mayor',
      'Los gastos de venta deben ser 0 o mayor',
      'Los costos de mejora deben ser 0 o mayor',
      'El período debe ser mayor que 0',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(field(page, 'Precio de compra')).toBeFocused();
    await field(page, 'Años de tenencia').fill('60');
    await calculate(page).click();
    await expect(field(page, 'Años de tenencia')).toHaveAccessibleDescription(
      'El período debe ser menor a 50 años',
    );
    await expect(result(page, 'capitalGainsTax')).toHaveCount(0);
  });

  test('breaks a large gain down by every IRPF bracket', async ({ page }) => {
    await field(page, 'Precio de venta').fill('600.000');
    await calculate(page).click();
    const expected = await expectGains(page, { ...CAPITAL_GAINS_DEFAULTS, salePrice: 600_000 });
    const table = page.getByRole('table', { name: 'Tramos del IRPF (base del ahorro)' });
    await expect(table.locator('tbody tr')).toHaveCount(5);
    expect(expected.brackets.map((b) => b.rate)).toEqual([19, 21, 23, 27, 30]);
    for (const [index, bracket] of expected.brackets.entries()) {
      await expect(result(page, `brackets.${index}.base`)).toHaveAttribute(
        'data-value',
        String(bracket.base),
      );
      await expect(result(page, `brackets.${index}.tax`)).toHaveAttribute(
        'data-value',
        String(bracket.tax),
      );
    }
    await expect(table.getByRole('row', { name: /Más de 300.000/ })).toContainText('30 %');
  });

  test('recomputes live on every change once calculated, and waits while a key field is 0', async ({
    page,
  }) => {
    await calculate(page).click();
    await field(page, 'Precio de venta').fill('300000');
    await expectGains(page, { ...CAPITAL_GAINS_DEFAULTS, salePrice: 300_000 });
    await field(page, 'Años de tenencia').fill('2,5');
    await expectGains(page, {
      ...CAPITAL_GAINS_DEFAULTS,
      salePrice: 300_000,
      holdingPeriodYears: 2.5,
    });
    await field(page, 'Precio de venta').fill('0');
    await expectGains(page, {
      ...CAPITAL_GAINS_DEFAULTS,
      salePrice: 300_000,
      holdingPeriodYears: 2.5,
    });
  });

  test('the exemption switches leave no tax to pay', async ({ page }) => {
    await calculate(page).click();
    const over65 = page.getByRole('switch', { name: /Tengo 65 años o más/ });
    await over65.check();
    await expect(result(page, 'capitalGainsTax')).toHaveAttribute('data-value', '0');
    await expect(result(page, 'exemptGain')).toHaveAttribute('data-value', '13000');
    await over65.uncheck();
    await page.getByRole('switch', { name: /Reinvertiré todo/ }).check();
    await expect(result(page, 'capitalGainsTax')).toHaveAttribute('data-value', '0');
  });

  test('saves on submit under capital-gains-form and restores the form and result on load', async ({
    page,
  }) => {
    const over65 = page.getByRole('switch', { name: /Tengo 65 años o más/ });
    await field(page, 'Precio de venta').fill('275.000');
    await field(page, 'Años de tenencia').fill('1,125');
    await over65.check();
    await calculate(page).click();
    const input = {
      ...CAPITAL_GAINS_DEFAULTS,
      salePrice: 275_000,
      holdingPeriodYears: 1.125,
      over65MainHome: true,
    };
    // What the inputs show is saved, as typed; the defaults as a Spaniard writes them.
    await expect
      .poll(() => storedJson(page, CAPITAL_GAINS_STORAGE_KEY))
      .toMatchObject({
        purchasePrice: '200.000',
        salePrice: '275.000',
        purchaseExpenses: '15.000',
        saleExpenses: '12.000',
        improvementCosts: '10.000',
        holdingPeriodYears: '1,125',
        over65MainHome: true,
        reinvestInMainHome: false,
      });
    await page.reload();
    await hydrated(page);
    await expect(field(page, 'Precio de venta')).toHaveValue('275.000');
    // A decimal comma, so that the text reads back as 1.125 and not as 1125.
    await expect(field(page, 'Años de tenencia')).toHaveValue('1,125');
    await expect(over65).toBeChecked();
    await expectGains(page, input);
    await over65.uncheck();
    await expectGains(page, { ...input, over65MainHome: false });
  });

  test('works with the keyboard alone and announces the result politely', async ({ page }) => {
    await field(page, 'Precio de compra').focus();
    await page.keyboard.press('Tab');
    await expect(field(page, 'Precio de venta')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('320000');
    await page.keyboard.press('Enter');
    const expected = await expectGains(page, { ...CAPITAL_GAINS_DEFAULTS, salePrice: 320_000 });
    const live = page.locator('[aria-live="polite"]', { hasText: 'IRPF a pagar' });
    await expect(live).toHaveCount(1);
    expect(expected.capitalGainsTax).toBeGreaterThan(0);
  });
});

test.describe('municipal plusvalía', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/plusvalia');
    await hydrated(page);
  });

  test('the lower method is due: objective with a large gain, real with a small one, none without', async ({
    page,
  }) => {
    await calculatePlusvalia(page).click();
    await expect(result(page, 'method')).toHaveAttribute('data-method', 'objective');
    await expect(result(page, 'tax')).toHaveAttribute('data-value', '2320');
    await expect(result(page, 'objective.quota')).toHaveAttribute('data-value', '2320');
    await expect(result(page, 'real.quota')).toHaveAttribute('data-value', '5800');

    await field(page, 'Valor de transmisión (escritura de venta)').fill('160000');
    await expect(result(page, 'method')).toHaveAttribute('data-method', 'real');
    await expect(result(page, 'tax')).toHaveAttribute('data-value', '1160');

    await field(page, 'Valor de transmisión (escritura de venta)').fill('140000');
    await expect(result(page, 'method')).toHaveAttribute('data-method', 'none');
    await expect(result(page, 'tax')).toHaveAttribute('data-value', '0');
  });

  test('caps the council rate at 30 % with a message', async ({ page }) => {
    await field(page, 'Tipo del ayuntamiento').fill('35');
    await calculatePlusvalia(page).click();
    await expect(field(page, 'Tipo del ayuntamiento')).toHaveAccessibleDescription(
      /El tipo debe estar entre 0 % y 30 %/,
    );
  });

  test('on a phone both calculators fit the screen @mobile', async ({ page }) => {
    await calculate(page).click();
    await calculatePlusvalia(page).click();
    await expect(result(page, 'tax')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('shows the dated coefficient table and the deadlines', async ({ page }) => {
    const table = page.getByRole('table', { name: /Coeficientes máximos por años de tenencia/ });
    await expect(table.locator('tbody tr')).toHaveCount(21);
    await expect(table).toContainText('1 de enero de 2024');
    await expect(table.getByRole('row', { name: /20 o más/ })).toContainText('0,40');
    await expect(page.getByText(/30 días hábiles desde la escritura/)).toBeVisible();
    await expect(page.getByText(/devolución durante 4 años/).first()).toBeVisible();
  });
});

test('capital gains: what the user types before the saved form is restored is kept', async ({
  page,
}) => {
  const release = await holdLazyScripts(page, '/plusvalia');
  // Both forms saved: both tools load with the page, together (holdLazyScripts lets the tools'
  // own code through and holds what comes after it).
  await openTool(page, '/plusvalia', {
    [CAPITAL_GAINS_STORAGE_KEY]: { ...CAPITAL_GAINS_DEFAULTS, salePrice: 300_000 },
    [MUNICIPAL_PLUSVALIA_STORAGE_KEY]: MUNICIPAL_PLUSVALIA_DEFAULTS,
  });
  // The saved form waits for the rules, held back: the user is quicker.
  await field(page, 'Precio de venta').fill('260.000');
  release();
  await expectGains(page, { ...CAPITAL_GAINS_DEFAULTS, salePrice: 260_000 });
  await expect(field(page, 'Precio de venta')).toHaveValue('260.000');
});

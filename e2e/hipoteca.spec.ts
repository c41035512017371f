// The mortgage calculator end to end: figures, verdicts, stress, amortisation, storage, share, keyboard.
import { expect, test } from '@playwright/test';
import {
  expectFieldError,
  expectNoFieldError,
  expectResults,
  grantClipboard,
  openTool,
  readSharedLink,
  storedJson,
} from './calculators';
import { KEY, PATH, cardLabel, submit, submitButton, yearToggle } from './mortgage';
import { field, result, shareButton, warning, linkParams, openLink } from './locators';

test.describe('mortgage calculator', () => {
  test('shows the figures of the spec defaults with the stress lines', async ({ page }) => {
    await openTool(page, PATH);
    await expect(result(page, 'monthlyPayment')).toHaveCount(0);
    await submit(page);
    await expectResults(page, {
      monthlyPayment: 1001.25,
      totalInterest: 100374.14,
      totalPayment: 300374.14,
      stressPayment1: 1111.66,
      stressPayment2: 1228.17,
    });
    await expect(result(page, 'monthlyPayment')).toHaveText('1.001,25\u00a0€');
    // No gross-income check any more: the verdict waits for net income and price.
    await expect(result(page, 'debtToIncomeRatio')).toHaveCount(0);
    await expect(result(page, 'verdict')).toHaveCount(0);
    await expect(page.getByText('Escribe tus ingresos netos y el precio')).toBeVisible();
    // A fixed loan: no payment after a fixed period, a plain TAE (3,5 % compounded monthly is
    // 3,56 %; the 375 € appraisal paid at signing makes it 3,57 %).
    await expect(result(page, 'paymentAfterFixed')).toHaveCount(0);
    await expectResults(page, { tae: 3.57, stressPayment3: 1350.41 });
    await expect(cardLabel(page, 'tae')).toHaveText('TAE');
    await expect(
      page
        .getByRole('table', { name: 'Cuota y coste total con un tipo más alto' })
        .getByRole('row', { name: /Tipo \+1 punto/ }),
    ).toContainText('4,50\u00a0%');
    await expect(
      page.getByRole('status').filter({ hasText: 'Resultados actualizados' }),
    ).toContainText('cuota mensual 1.001');
  });

  const boundaries: [string, string, string, string][] = [
    ['loanAmount', '0', '1', 'El importe debe ser mayor que 0'],
    ['interestRate', '20,01', '20', 'El interés debe estar entre 0 % y 20 %'],
    ['interestRate', '-0,01', '0', 'El interés debe estar entre 0 % y 20 %'],
    ['loanTermYears', '0,9', '1', 'El plazo debe estar entre 1 y 50 años'],
    ['loanTermYears', '50,5', '50', 'El plazo debe estar entre 1 y 50 años'],
  ];
  for (const [name, invalid, valid, message] of boundaries) {
    test(`${name}: '${message}' at ${invalid}, none at ${valid}`, async ({ page }) => {
      await openTool(page, PATH);
      await field(page, name).fill(invalid);
      await submit(page);
      await expectFieldError(page, name, message);
      await expect(result(page, 'monthlyPayment')).toHaveCount(0);
      await field(page, name).fill(valid);
      await expectNoFieldError(page, name);
    });
  }

  test('recomputes live and moves through the three verdicts, one visible at a time', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'loanAmount').fill('150.000');
    await submit(page);
    await field(page, 'netMonthlyIncome').fill('3.500');
    await field(page, 'savings').fill('80.000');
    await field(page, 'propertyPrice').fill('200.000');
    const verdict = result(page, 'verdict');
    // 750,94 € of 3.500 €: 21,46 %, within 30 %.
    await expect(verdict).toHaveAttribute('data-value', 'viable');
    await field(page, 'netMonthlyIncome').fill('2.300');
    await expect(verdict).toHaveAttribute('data-value', 'tight');
    await expect(verdict).toContainText('Ajustada');
    await field(page, 'netMonthlyIncome').fill('1.800');
    await expect(verdict).toHaveAttribute('data-value', 'notViable');
    await expect(verdict).toContainText('No viable: la cuota no cabe en tus ingresos');
    await expect(verdict).toHaveCount(1);
    await expect(page.getByText(/Hipoteca Aprobable|Límite Aceptable|Riesgo Alto/)).toHaveCount(0);
    await field(page, 'interestRate').fill('0');
    await expectResults(page, { monthlyPayment: 500, totalInterest: 0 });
  });

  test("the issue's case: a Valencian flat to let is not viable, short of savings, with the LTV warning", async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'loanAmount').fill('160.000');
    await submit(page);
    await field(page, 'netMonthlyIncome').fill('2.600');
    await field(page, 'existingDebtPayments').fill('150');
    await field(page, 'savings').fill('45.000');
    await field(page, 'propertyPrice').fill('185.000');
    await page.getByLabel('Uso').selectOption('investment');
    await page.getByLabel('Comunidad autónoma').selectOption('valencia');
    const verdict = result(page, 'verdict');
    await expect(verdict).toHaveCount(1);
    await expect(verdict).toBeVisible();
    await expect(verdict).toHaveAttribute('data-value', 'notViable');
    await expect(verdict).toHaveAttribute('data-limiting-factor', 'savings');
    await expect(verdict).toContainText('No viable: te faltan ahorros');
    await expect(verdict).toContainText('hasta el 70\u00a0% para inversión (129.500\u00a0€)');
    const ltv = warning(page, 'ltv');
    await expect(ltv).toBeVisible();
    await expect(ltv).toContainText('pendiente de confirmar');
    await expect(warning(page, 'loanAbovePrice')).toHaveCount(0);
    // A loan above the price gets its own warning.
    await field(page, 'loanAmount').fill('200.000');
    await expect(warning(page, 'loanAbovePrice')).toContainText(
      'El préstamo (200.000\u00a0€) es mayor que el precio (185.000\u00a0€)',
    );
    await expect(result(page, 'verdict')).toHaveCount(1);
  });

  test('a 50-year-old with a 35-year term gets the age warning', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'loanAmount').fill('100.000');
    await field(page, 'loanTermYears').fill('35');
    await submit(page);
    await field(page, 'netMonthlyIncome').fill('4.000');
    await field(page, 'savings').fill('150.000');
    await field(page, 'propertyPrice').fill('200.000');
    await expect(page.locator('[data-warning]')).toHaveCount(0);
    await field(page, 'borrowerAge').fill('50');
    const age = warning(page, 'age');
    await expect(age).toContainText('Terminarías de pagar con 85 años');
    await expect(age).toContainText('el plazo máximo sería de 25 años');
    await expect(result(page, 'verdict')).toHaveAttribute('data-value', 'notViable');
    await expect(result(page, 'verdict')).toHaveAttribute('data-limiting-factor', 'age');
  });

  test('saves on submit and restores after a reload; the share link wins over storage', async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    await openTool(page, PATH);
    await field(page, 'loanAmount').fill('150.000 €');
    await submit(page);
    // What the inputs show is saved, as typed; the defaults as a Spaniard writes them.
    await expect
      .poll(() => storedJson(page, KEY))
      .toEqual({
        loanAmount: '150.000 €',
        interestRate: '3,5',
        loanTermYears: '25',
        rateType: 'fixed',
        fixedYears: '10',
        euribor: '2,221',
        spread: '0,75',
        openingFeePercent: '0',
      });
    await page.reload();
    await expect(field(page, 'loanAmount')).toHaveValue('150.000 €');
    await expectResults(page, { monthlyPayment: 750.94 });

    await field(page, 'interestRate').fill('2,75');
    await shareButton(page).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const url = await readSharedLink(page);
    expect(linkParams(url).get('interestRate')).toBe('2,75');
    expect(url.hash).toContain('interestRate=2,75');
    await openLink(page, url);
    await expect(field(page, 'interestRate')).toHaveValue('2,75');
    await expect(field(page, 'loanAmount')).toHaveValue('150.000');
    await expectResults(page, { monthlyPayment: 691.97 });
    // Storage holds what the screen showed before the link: the link did not overwrite it.
    expect(await storedJson(page, KEY)).toMatchObject({
      loanAmount: '150.000 €',
      interestRate: '2,75',
    });
  });

  test('amortisation table by year expands to months; chart has a text alternative', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await submit(page);
    const table = page.getByRole('table', { name: /Cuadro de amortización por años/ });
    await expect(table.getByRole('row')).toHaveCount(26);
    await expect(table.getByRole('row').filter({ has: yearToggle(page, 25) })).toContainText(
      '0,00\u00a0€',
    );
    await expect(yearToggle(page, 1)).toHaveAttribute('aria-expanded', 'false');
    await yearToggle(page, 1).click();
    await expect(yearToggle(page, 1)).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('rowheader', { name: /^Mes \d+$/ })).toHaveCount(12);
    await expect(table.getByRole('row', { name: /^Mes 1 / })).toContainText('583,33\u00a0€');
    await yearToggle(page, 1).click();
    await expect(table.getByRole('rowheader', { name: /^Mes \d+$/ })).toHaveCount(0);
    const chart = page.getByRole('img', { name: 'Capital e intereses pagados cada año' });
    await expect(chart).toHaveAccessibleDescription(
      /El año 1 pagas 6\.919\u00a0€ de intereses y 5\.096\u00a0€ de capital/,
    );
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'loanAmount').focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('100000');
    // Importe, tipo, plazo, comisión de apertura, then the button.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(submitButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectResults(page, { monthlyPayment: 500.62 });
    await yearToggle(page, 2).focus();
    await page.keyboard.press('Space');
    await expect(yearToggle(page, 2)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(yearToggle(page, 2)).toHaveAttribute('aria-expanded', 'false');
  });
});

// The mortgage calculator end to end: figures, verdicts, stress, amortisation, storage, share, keyboard.
import { expect, test } from '@playwright/test';
import {
  expectFieldError,
  expectNoFieldError,
  expectResults,
  field,
  grantClipboard,
  openTool,
  readClipboard,
  result,
  storedJson,
} from './calculators';
import { KEY, PATH, cardLabel, submit, submitButton, yearToggle } from './mortgage';

test.describe('mortgage calculator', () => {
  test('shows the figures of the spec defaults with the stress lines', async ({ page }) => {
    await openTool(page, PATH);
    await expect(result(page, 'monthlyPayment')).toHaveCount(0);
    await submit(page);
    await expectResults(page, {
      monthlyPayment: 1001.25,
      totalInterest: 100374.14,
      totalPayment: 300374.14,
      debtToIncomeRatio: 25.03,
      maxAffordablePayment: 1120,
      stressPayment1: 1111.66,
      stressPayment2: 1228.17,
    });
    await expect(result(page, 'monthlyPayment')).toHaveText('1.001,25\u00a0€');
    await expect(result(page, 'debtToIncomeRatio')).toHaveText('25,03\u00a0%');
    await expect(result(page, 'verdict')).toHaveText('Hipoteca Aprobable');
    // A fixed loan: no payment after a fixed period, a plain TAE (3,5 % compounded monthly).
    await expect(result(page, 'paymentAfterFixed')).toHaveCount(0);
    await expectResults(page, { tae: 3.56, stressPayment3: 1350.41 });
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
    ['loanAmount', '0', '1', 'El importe debe ser mayor a 0'],
    ['interestRate', '20,01', '20', 'El interés debe estar entre 0% y 20%'],
    ['interestRate', '-0,01', '0', 'El interés debe estar entre 0% y 20%'],
    ['loanTermYears', '0,9', '1', 'El plazo debe estar entre 1 y 50 años'],
    ['loanTermYears', '50,5', '50', 'El plazo debe estar entre 1 y 50 años'],
    ['monthlyIncome', '0', '1', 'Los ingresos deben ser mayor a 0'],
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

  test('recomputes live and moves through the three verdicts', async ({ page }) => {
    await openTool(page, PATH);
    await submit(page);
    await field(page, 'monthlyIncome').fill('3000');
    await expectResults(page, { debtToIncomeRatio: 33.37 });
    await expect(result(page, 'verdict')).toHaveText('Límite Aceptable');
    await field(page, 'monthlyIncome').fill('2.000');
    await expect(result(page, 'verdict')).toHaveText('Riesgo Alto');
    await field(page, 'interestRate').fill('0');
    await expectResults(page, { monthlyPayment: 666.67, totalInterest: 0 });
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
        monthlyIncome: '4.000',
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
    await page.getByRole('button', { name: 'Compartir enlace' }).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const url = new URL(await readClipboard(page));
    expect(url.searchParams.get('interestRate')).toBe('2,75');
    expect(url.search).toContain('interestRate=2,75');
    await page.goto(url.pathname + url.search);
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
    // Importe, tipo, plazo, ingresos, comisión de apertura, then the button.
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
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

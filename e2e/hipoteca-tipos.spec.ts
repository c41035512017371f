// The mortgage calculator as banks sell it: rate types, share link, early repayment, affordability, bonificaciones.
import { expect, test } from '@playwright/test';
import {
  expectFieldError,
  expectResults,
  grantClipboard,
  openTool,
  readSharedLink,
} from './calculators';
import { PATH, submit, cardLabel, rateType } from './mortgage';
import { field, result, shareButton, warning, linkParams, openLink } from './locators';

test.describe('mortgage calculator: rate types, share link, advanced options', () => {
  test('fixed shows only its rate; variable asks for Euríbor and spread and gives a TAE variable', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await expect(rateType(page, 'Fijo')).toBeChecked();
    await expect(field(page, 'euribor')).toHaveCount(0);
    await expect(field(page, 'fixedYears')).toHaveCount(0);
    await rateType(page, 'Variable').check();
    await expect(field(page, 'interestRate')).toHaveCount(0);
    await expect(field(page, 'euribor')).toHaveValue('2,221');
    // The hint points to the editorial figure's note above the fields: its month and source.
    await expect(field(page, 'euribor')).toHaveAccessibleDescription(
      /su mes y su fuente están arriba/,
    );
    await expect(page.locator('.figure-note')).toContainText('Banco de España, febrero de 2026');
    await expect(field(page, 'spread')).toHaveValue('0,75');
    await submit(page);
    // 2,221 + 0,75 = 2,971 % over 300 months: 945,41 €.
    await expectResults(page, { monthlyPayment: 945.41, tae: 3.03, stressPayment1: 1052.47 });
    await expect(cardLabel(page, 'tae')).toHaveText('TAE variable');
    await expect(page.getByText(/Supone que el Euríbor se queda en 2,221\u00a0%/)).toBeVisible();
    await expect(result(page, 'paymentAfterFixed')).toHaveCount(0);
    await expect(
      page.getByRole('img', { name: 'Cuota mensual a lo largo del préstamo' }),
    ).toHaveAccessibleDescription(/la misma todos los meses: 945,41/);
    // A higher Euríbor moves the payment live.
    await field(page, 'euribor').fill('3,221');
    await expectResults(page, { monthlyPayment: 1052.47 });
  });

  test('mixed: the payment after the fixed years differs from the first one', async ({ page }) => {
    await openTool(page, PATH);
    await rateType(page, 'Mixto').check();
    await field(page, 'interestRate').fill('2,5');
    await field(page, 'fixedYears').fill('5');
    await field(page, 'euribor').fill('2,2');
    await field(page, 'spread').fill('0,8');
    await submit(page);
    // 2,5 % for 60 months, then the balance of 169.320,36 € over 240 months at 3 %.
    await expectResults(page, { monthlyPayment: 897.23, paymentAfterFixed: 939.05 });
    await expect(result(page, 'paymentAfterFixed')).toHaveText('939,05\u00a0€');
    await expect(cardLabel(page, 'tae')).toHaveText('TAE variable');
    const chart = page.getByRole('img', { name: 'Cuota mensual a lo largo del préstamo' });
    await expect(chart).toHaveAccessibleDescription(/año 1, 897,23.*año 6, 939,05/);
    await expect(page.getByRole('row', { name: /Euríbor \+3 puntos/ })).toContainText('año 6');
    await field(page, 'fixedYears').fill('25');
    await submit(page);
    await expectFieldError(
      page,
      'fixedYears',
      'Los años a tipo fijo deben estar entre 1 y 30 y ser menos que el plazo',
    );
  });

  test('the share link carries every field and restores a mixed loan', async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    await openTool(page, PATH);
    await rateType(page, 'Mixto').check();
    await field(page, 'loanAmount').fill('150.000');
    await field(page, 'interestRate').fill('2,5');
    await field(page, 'fixedYears').fill('5');
    await field(page, 'euribor').fill('2,2');
    await field(page, 'spread').fill('0,8');
    await field(page, 'loanTermYears').fill('30');
    await field(page, 'openingFeePercent').fill('1');
    await submit(page);
    await expectResults(page, { monthlyPayment: 592.68, paymentAfterFixed: 626.5, tae: 2.97 });
    await shareButton(page).click();
    const url = await readSharedLink(page);
    expect(Object.fromEntries(linkParams(url))).toEqual({
      loanAmount: '150000',
      interestRate: '2,5',
      loanTermYears: '30',
      fixedYears: '5',
      euribor: '2,2',
      spread: '0,8',
      openingFeePercent: '1',
      rateType: 'mixed',
    });
    await page.evaluate(() => window.localStorage.clear());
    await openLink(page, url);
    await expect(rateType(page, 'Mixto')).toBeChecked();
    await expect(field(page, 'fixedYears')).toHaveValue('5');
    await expect(field(page, 'openingFeePercent')).toHaveValue('1');
    await expectResults(page, { monthlyPayment: 592.68, paymentAfterFixed: 626.5, tae: 2.97 });
  });

  test('early repayment: reducir cuota against reducir plazo, with the fee cap', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await submit(page);
    await page.getByText('Amortización anticipada', { exact: true }).click();
    await page.getByLabel('Importe a amortizar').fill('mil');
    await expect(page.getByLabel('Importe a amortizar')).toHaveAccessibleDescription(
      /Escribe un número, por ejemplo 1\.250,50/,
    );
    await expect(result(page, 'earlyVerdict')).toHaveCount(0);
    await page.getByLabel('Importe a amortizar').fill('20.000');
    // 200.000 € at 3,5 % over 25 years, 20.000 € with the 12th payment.
    await expectResults(page, {
      'interestSaved-cuota': 9589.9,
      'paymentAfter-cuota': 898.51,
      'interestSaved-plazo': 23469.91,
      'monthsSaved-plazo': 43,
      earlyFee: 400,
    });
    await expect(result(page, 'earlyVerdict')).toContainText('terminas 43 meses antes');
    await expect(page.getByText(/Tope legal de la comisión .*: 2,00\u00a0%/)).toBeVisible();
    // The frequency select: a yearly payment asks from which year.
    await page.getByLabel('Cuándo').selectOption({ label: 'Cada año' });
    await expect(page.getByLabel('Desde el final del año')).toHaveValue('1');
  });

  test('the verdict as banks judge it, on net income, with Madrid purchase costs', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'loanAmount').fill('150.000');
    await field(page, 'interestRate').fill('3');
    await field(page, 'loanTermYears').fill('30');
    await submit(page);
    await field(page, 'netMonthlyIncome').fill('3.000');
    await field(page, 'existingDebtPayments').fill('200');
    await field(page, 'savings').fill('70.000');
    await field(page, 'propertyPrice').fill('200.000');
    // 3.000 × 35 % − 200 = 850 € a month: 201.610,97 € at 3 % over 30 years; 80 % of 200.000.
    await expectResults(page, {
      maxLoanByPayment: 201610.97,
      maxLoanByLtv: 160000,
      purchaseCosts: 13992.41,
      financingCashNeeded: 63992.41,
    });
    await expect(result(page, 'verdict')).toHaveAttribute('data-value', 'viable');
    await field(page, 'savings').fill('20.000');
    await expect(result(page, 'verdict')).toHaveAttribute('data-value', 'notViable');
    await expect(result(page, 'verdict')).toContainText('te faltan 43.992');
    // The use select: banks lend 70 % of the price for an investment, and 150.000 € is 75 %.
    await page.getByLabel('Uso').selectOption({ label: 'Inversión (alquilar)' });
    await expectResults(page, { maxLoanByLtv: 140000 });
    await expect(warning(page, 'ltv')).toBeVisible();
    // The spec's gross-income check is gone.
    await expect(cardLabel(page, 'debtToIncomeRatio')).toHaveCount(0);
  });

  test('bonificaciones: says whether the linked products pay off', async ({ page }) => {
    await openTool(page, PATH);
    await submit(page);
    await page.getByText('Bonificaciones', { exact: true }).click();
    await field(page, 'bonusDiscount2').fill('0,1');
    await field(page, 'bonusCost2').fill('250');
    // 0,1 points save 3.208,26 € of interest; 25 years of insurance cost 6.250 €.
    await expectResults(page, { bonusVerdict: -3041.74 });
    await expect(result(page, 'bonusVerdict')).toContainText('no compensan');
  });
});

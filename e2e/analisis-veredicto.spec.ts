// "¿Me compensa?" end to end: the poor Barcelona deal gets "No" naming the bond, 100 %
// financing the LTV warning with the money needed at 70 %, and a shared analysis opens on the verdict.
import { expect, test } from '@playwright/test';
import { formatEuros, formatPercent } from '../core/format';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../core/tools/investment-analysis/fields';
import { ANALYSIS_PAGE, expectedAnalysis, openAnalysis, submitAnalysis } from './analysis';
import { resultValue } from './calculators';
import { field, result, warning } from './locators';

/** The deal: 320.000 €, 1.150 €/mes, 80 % loan at 3,4 %, no appreciation, 8 years. */
const BARCELONA: AnalysisFormValues = {
  ...ANALYSIS_FORM_DEFAULTS,
  price: 320_000,
  community: 'cataluna',
  loanAmount: 256_000,
  rateType: 'fixed',
  interestRate: 3.4,
  monthlyRent: 1_150,
  priceChangePercent: 0,
  holdYears: 8,
};

async function fillBarcelona(page: import('@playwright/test').Page, loan: string) {
  await field(page, 'price').fill('320.000');
  await page.getByLabel('Comunidad autónoma').selectOption('cataluna');
  await field(page, 'loanAmount').fill(loan);
  await page.getByLabel('Tipo de interés', { exact: true }).selectOption('fixed');
  await field(page, 'interestRate').fill('3,4');
  await field(page, 'monthlyRent').fill('1.150');
  await field(page, 'priceChangePercent').fill('0');
  await field(page, 'holdYears').fill('8');
  await submitAnalysis(page);
}

test.describe('¿me compensa?', () => {
  test('@mobile the poor Barcelona deal: no, it returns less than the 10-year bond', async ({
    page,
  }) => {
    await openAnalysis(page);
    await fillBarcelona(page, '256.000');
    const expected = expectedAnalysis(BARCELONA);
    expect(expected.verdict.verdict).toBe('no');
    const verdict = result(page, 'verdict');
    await expect(verdict).toHaveAttribute('data-value', 'no');
    const bond = formatPercent(expected.verdict.benchmarkPercent);
    await expect(verdict).toContainText(`No: rinde menos que el bono español a 10 años (${bond})`);
    await expect(result(page, 'criterion.irr')).toHaveAttribute('data-value', 'missed');
    await expect(result(page, 'criterion.monthlyCashFlow')).toHaveAttribute(
      'data-value',
      expected.verdict.monthlyCashFlow.met ? 'met' : 'missed',
    );
    expect(await resultValue(page, 'benchmark')).toBe(expected.verdict.benchmarkPercent);
    // The monthly figures are the year-1 ones ÷ 12, before and after IRPF.
    const year1 = expected.years[0];
    expect(year1).toBeDefined();
    expect(await resultValue(page, 'monthlyCashFlowYear1')).toBeCloseTo(
      (year1?.cashFlow ?? NaN) / 12,
      2,
    );
    expect(await resultValue(page, 'monthlyCashFlowYear1BeforeTax')).toBeCloseTo(
      (year1?.cashFlowBeforeTax ?? NaN) / 12,
      2,
    );
    expect(await resultValue(page, 'irrAfterTax')).toBe(expected.metrics.irrAfterTax);
    // The TIR's colour says it misses the criterion, not that it is above 0.
    await expect(
      page.locator('.analysis-verdict__figure').filter({ has: result(page, 'irrAfterTax') }),
    ).toHaveClass(/result-card--negative/);
    // The secondary figures fold under "Más indicadores", opened by keyboard.
    const more = page.locator('summary', { hasText: 'Más indicadores' });
    await expect(result(page, 'dscrYear1')).toBeHidden();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(result(page, 'dscrYear1')).toBeVisible();
  });

  test('100 % financing warns what banks lend to invest and the money needed at 70 %', async ({
    page,
  }) => {
    await openAnalysis(page);
    await fillBarcelona(page, '320.000');
    const expected = expectedAnalysis({ ...BARCELONA, loanAmount: 320_000 });
    const ltv = warning(page, 'ltv');
    await expect(ltv).toBeVisible();
    await expect(ltv).toContainText(`hasta el ${formatPercent(70, 0)}`);
    await expect(ltv).toContainText('pendiente de confirmar');
    await expect(ltv).toContainText(formatEuros(expected.financing.moneyNeededAtLimit));
    await expect(warning(page, 'loanAbovePrice')).toHaveCount(0);
  });

  test('@mobile a shared analysis opens on the verdict, the form folded below it', async ({
    page,
  }) => {
    await openAnalysis(
      page,
      `${ANALYSIS_PAGE}?price=320000&community=cataluna&loanAmount=256000&rateType=fixed&interestRate=3,4&monthlyRent=1150&priceChangePercent=0&holdYears=8&minMonthlyCashFlow=100`,
    );
    const verdict = result(page, 'verdict');
    await expect(verdict).toHaveAttribute('data-value', 'no');
    await expect(result(page, 'criterion.monthlyCashFlow')).toHaveAttribute('data-value', 'missed');
    await expect(page.getByRole('group', { name: 'Compra', exact: true })).toBeHidden();
    const verdictTop = await verdict.evaluate((el) => el.getBoundingClientRect().top);
    const formTop = await page
      .locator('.analysis-form')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(verdictTop).toBeLessThan(formTop);
    await page.getByText('Ver y cambiar los datos del análisis').click();
    await expect(page.getByRole('group', { name: 'Compra', exact: true })).toBeVisible();
    await expect(field(page, 'minMonthlyCashFlow')).toHaveValue('100');
  });
});

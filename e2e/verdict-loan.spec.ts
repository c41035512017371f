// The loan a bank would grant, end to end: the loan follows the price until typed, the verdict is
// judged at the 70 % banks lend for an investment too, the age limit, plausibility notes without
// praise, and /hipoteca's whole-year term and its verdict said once.
import { expect, test, type Page } from '@playwright/test';
import { formatEuros } from '../core/format';
import { PLAUSIBILITY_MESSAGES } from '../core/plausibility';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../core/tools/investment-analysis/fields';
import { ANALYSIS_MESSAGES } from '../core/tools/investment-analysis/messages';
import { MORTGAGE_MESSAGES } from '../core/tools/mortgage/fields';
import { expectedAnalysis, openAnalysis, submitAnalysis } from './analysis';
import { expectFieldError, openTool } from './calculators';
import { field, formSubmit, result, warning } from './locators';
import { PATH as MORTGAGE_PATH, submit as submitMortgage } from './mortgage';

/** 150.000 €, an 80 % loan of 120.000 € fixed at 3 %, 900 €/mes, a 3 % benchmark. */
const DEAL: AnalysisFormValues = {
  ...ANALYSIS_FORM_DEFAULTS,
  price: 150_000,
  loanAmount: 120_000,
  rateType: 'fixed',
  interestRate: 3,
  monthlyRent: 900,
  benchmarkPercent: 3,
};

async function fillDeal(page: Page, extra: (page: Page) => Promise<void> = async () => {}) {
  await field(page, 'price').fill('150.000');
  await field(page, 'loanAmount').fill('120.000');
  await page.getByLabel('Tipo de interés', { exact: true }).selectOption('fixed');
  await field(page, 'interestRate').fill('3');
  await field(page, 'monthlyRent').fill('900');
  await field(page, 'benchmarkPercent').fill('3');
  await extra(page);
  await submitAnalysis(page);
}

test.describe('the loan a bank would grant', () => {
  test('@mobile typing 120.000 € as the price leaves a 96.000 € loan and results', async ({
    page,
  }) => {
    await openAnalysis(page);
    await field(page, 'price').fill('120.000');
    // 120.000 × 80 % = 96.000, not the 160.000 of the 200.000 € default.
    await expect(field(page, 'loanAmount')).toHaveValue('96.000');
    await submitAnalysis(page);
    await expect(field(page, 'loanAmount')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'verdict')).toBeVisible();
    // A typed loan stays: the price no longer moves it, and above the price it names the field.
    await field(page, 'loanAmount').fill('150.000');
    await field(page, 'price').fill('100.000');
    await expect(field(page, 'loanAmount')).toHaveValue('150.000');
    await submitAnalysis(page);
    await expectFieldError(page, 'loanAmount', ANALYSIS_MESSAGES.loanAboveCost);
  });

  test('@mobile an 80 % loan: "Sí" as asked, "Depende" at 70 % with the extra cash', async ({
    page,
  }) => {
    const expected = expectedAnalysis(DEAL);
    const at = expected.feasibleLoan.atFeasible;
    expect(expected.verdict.verdict).toBe('yes');
    expect(at?.verdict).toBe('mixed');
    await openAnalysis(page);
    await fillDeal(page);
    await expect(result(page, 'verdict')).toHaveAttribute('data-value', 'yes');
    // 150.000 × 70 % = 105.000.
    await expect(result(page, 'feasibleLoan')).toHaveAttribute('data-value', '105000');
    const second = result(page, 'verdictAtFeasibleLoan');
    await expect(second).toHaveAttribute('data-value', 'mixed');
    await expect(second).toContainText('Sí con el 80\u00a0% que pides');
    await expect(second).toContainText('con el 70\u00a0% que suelen prestar, Depende');
    await expect(second).toContainText(`necesitas ${formatEuros(at?.extraCash ?? 0)} más`);
    await expect(second).toContainText('la TIR baja al');
  });

  test('a 60-year-old with a 30-year term gets the age limit', async ({ page }) => {
    await openAnalysis(page);
    await fillDeal(page, async (p) => {
      await field(p, 'loanAmount').fill('100.000');
      await field(p, 'loanTermYears').fill('30');
      await field(p, 'borrowerAge').fill('60');
    });
    await expect(
      result(page, 'feasibleLoan').locator('xpath=ancestor::*[@data-limit][1]'),
    ).toHaveAttribute('data-limit', 'age');
    await expect(result(page, 'verdictAtFeasibleLoan')).toContainText('con 15 años');
    await expect(warning(page, 'plausibility').first()).toBeVisible();
    await expect(page.locator('main')).toContainText('terminarías de pagar a los 90');
  });

  test('95.000 €/mes gets a note in the analysis and no "Excelente" on /rentabilidad', async ({
    page,
  }) => {
    await openAnalysis(page);
    await field(page, 'monthlyRent').fill('95.000');
    await submitAnalysis(page);
    await expect(
      warning(page, 'plausibility').filter({ hasText: PLAUSIBILITY_MESSAGES.highYield }).first(),
    ).toBeVisible();

    await openTool(page, '/rentabilidad');
    await field(page, 'monthlyRent').fill('95.000');
    await formSubmit(page, 'yield').click();
    await expect(result(page, 'grossYield')).toBeVisible();
    await expect(warning(page, 'plausibility').first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Excelente');
    await expect(page.locator('.result-grid .result-card--positive')).toHaveCount(0);
  });
});

test.describe('/hipoteca smaller items', () => {
  test('a 2,5-year term is refused in Spanish', async ({ page }) => {
    await openTool(page, MORTGAGE_PATH);
    await field(page, 'loanTermYears').fill('2,5');
    await submitMortgage(page);
    await expectFieldError(page, 'loanTermYears', MORTGAGE_MESSAGES.loanTermWhole);
  });

  test('a fixed loan’s stress table says "Cuota", never "Cuota máxima"', async ({ page }) => {
    await openTool(page, MORTGAGE_PATH);
    await page.getByRole('radio', { name: 'Fijo' }).check();
    await submitMortgage(page);
    await expect(result(page, 'stressPayment1')).toBeVisible();
    await expect(page.locator('.stress')).not.toContainText('Cuota máxima');
  });

  test('the verdict writes "80 %" and says no sentence twice', async ({ page }) => {
    await openTool(page, MORTGAGE_PATH);
    await field(page, 'loanAmount').fill('148.000');
    await submitMortgage(page);
    await field(page, 'netMonthlyIncome').fill('2.600');
    await field(page, 'savings').fill('45.000');
    await field(page, 'propertyPrice').fill('185.000');
    await page.getByLabel('Uso').selectOption('investment');
    const panel = page.locator('.financing');
    await expect(result(page, 'verdict')).toBeVisible();
    await expect(panel).not.toContainText(',00\u00a0%');
    const texts = await panel
      .locator('[data-result="verdict"], [data-warning]')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
    const sentences = texts
      .flatMap((text) => text.split(/(?<=\.)\s+/))
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

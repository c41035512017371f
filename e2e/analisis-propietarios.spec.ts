// Issue 24 through the page: each kind of owner and of let typed on a phone, and opened from a
// share link, gives the engine's figures (imputed income, the year's tax, acquisition value, gain,
// withholding), and the form only asks what applies.
import { expect, test, type Page } from '@playwright/test';
import { ANALYSIS_PAGE, expectedAnalysis, openAnalysis, submitAnalysis } from './analysis';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../core/tools/investment-analysis/fields';
import { ANALYSIS_MESSAGES } from '../core/tools/investment-analysis/field-rows';
import { expectFieldError, resultValue } from './calculators';
import { field, result } from './locators';
import { letDefaults, LET_MODE_FIGURES_DEFAULT } from '../core/let-modes';

const PATH = ANALYSIS_PAGE;
const submit = submitAnalysis;
const expected = expectedAnalysis;

async function expectYearOne(page: Page, values: AnalysisFormValues): Promise<void> {
  const analysis = expected(values);
  await expect(result(page, 'year.1.tax')).toHaveAttribute(
    'data-value',
    String(analysis.years[0]?.tax),
  );
  expect(await resultValue(page, 'year.1.rentTax')).toBe(analysis.years[0]?.rentTax);
  expect(await resultValue(page, 'year.1.imputedIncome')).toBe(analysis.years[0]?.imputedIncome);
  expect(await resultValue(page, 'sale.acquisitionValue')).toBe(analysis.sale.acquisitionValue);
  expect(await resultValue(page, 'sale.gain')).toBe(analysis.sale.gain);
  expect(await resultValue(page, 'irrAfterTax')).toBe(analysis.metrics.irrAfterTax);
}

test.describe('owners and kinds of let', () => {
  test('@mobile two owners: the second owner’s share and base appear and count', async ({
    page,
  }) => {
    await openAnalysis(page);
    await expect(field(page, 'ownerSharePercent')).toHaveCount(0);
    await page.getByLabel('Propietarios', { exact: true }).selectOption('2');
    await field(page, 'ownerSharePercent').fill('60');
    await field(page, 'secondOtherIncome').fill('70.000');
    await field(page, 'cadastralValue').fill('95.000');
    await submit(page);
    await expectYearOne(page, {
      ...ANALYSIS_FORM_DEFAULTS,
      owners: 2,
      ownerSharePercent: 60,
      secondOtherIncome: 70_000,
      cadastralValue: 95_000,
    });
    await expect(page.getByText(/cada uno declara su parte del alquiler/)).toBeAttached();
  });

  test('@mobile a non-resident in the United States: no marginal rate, 24 % of the rent, the withholding', async ({
    page,
  }) => {
    await openAnalysis(page);
    await page.getByLabel('Residencia fiscal de los propietarios').selectOption('nonEu');
    await expect(field(page, 'otherIncome')).toHaveCount(0);
    await expect(field(page, 'nonEuDeductExpenses')).toBeVisible();
    await submit(page);
    const values: AnalysisFormValues = { ...ANALYSIS_FORM_DEFAULTS, residence: 'nonEu' };
    await expectYearOne(page, values);
    const analysis = expected(values);
    // 24 % of the rent collected: 1,200 × 11 × 24 % = 3,168 (no cadastral value, no imputation).
    expect(analysis.years[0]?.tax).toBe(3_168);
    expect(await resultValue(page, 'sale.withholding')).toBe(analysis.sale.withholding);
    await expect(page.getByText(/modelo 210/).first()).toBeAttached();
  });

  test('@mobile a tourist let: nightly rate and occupancy instead of the monthly rent', async ({
    page,
  }) => {
    await openAnalysis(page);
    await page.getByLabel('Tipo de alquiler').selectOption('tourist');
    await expect(field(page, 'monthlyRent')).toHaveCount(0);
    await expect(field(page, 'rentReductionPercent')).toHaveCount(0);
    await field(page, 'nightlyRate').fill('95,50');
    await field(page, 'occupancyPercent').fill('65');
    await submit(page);
    const values: AnalysisFormValues = {
      ...ANALYSIS_FORM_DEFAULTS,
      // Picking the tourist let moved the untouched defaults to the editors' table.
      ...letDefaults('tourist', LET_MODE_FIGURES_DEFAULT),
      letting: 'tourist',
      nightlyRate: 95.5,
      occupancyPercent: 65,
    };
    await expectYearOne(page, values);
    // 95.50 × 365 × 65 % = 22,657.38 collected in year 1.
    expect(await resultValue(page, 'year.1.rent')).toBe(22_657.38);
    await expect(page.getByTestId('tourist-note')).toContainText('registro único');
  });

  test('a share link brings the owners, the residence and the kind of let', async ({ page }) => {
    const query =
      'owners=2&ownerSharePercent=50&secondMarginalRatePercent=19&residence=eu&letting=seasonal&cadastralValue=120000&cadastralRevised=0&deedDate=2026-05-15&community=valencia';
    await openAnalysis(page, `${PATH}?${query}`);
    await expect(page.getByLabel('Residencia fiscal de los propietarios')).toHaveValue('eu');
    await expect(page.getByLabel('Tipo de alquiler')).toHaveValue('seasonal');
    await expect(field(page, 'cadastralValue')).toHaveValue(/120\.?000/);
    await submit(page);
    const values: AnalysisFormValues = {
      ...ANALYSIS_FORM_DEFAULTS,
      owners: 2,
      ownerSharePercent: 50,
      secondMarginalRatePercent: 19,
      residence: 'eu',
      // A seasonal link without them opens with the seasonal defaults of the editors' table.
      ...letDefaults('seasonal', LET_MODE_FIGURES_DEFAULT),
      letting: 'seasonal',
      cadastralValue: 120_000,
      cadastralRevised: 0,
      deedDate: '2026-05-15',
      community: 'valencia',
    };
    await expectYearOne(page, values);
    // A Valencian deed before 1-6-2026 pays the 10 % ITP of the time: 20,000 € on 200,000 €.
    expect(expected(values).purchase.lines.itp).toBe(20_000);
    await expect(page.getByTestId('imputation-note')).toContainText('al 2 %');
  });

  test('a link with an unknown residence says what to choose and computes nothing', async ({
    page,
  }) => {
    await openAnalysis(page, `${PATH}?residence=marte`);
    await expectFieldError(page, 'residence', ANALYSIS_MESSAGES.residence);
    await expect(result(page, 'irrAfterTax')).toHaveCount(0);
  });
});

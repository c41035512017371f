// Honest let modes, the IRNR's words and couples, end to end: a tourist let has no rent-default
// insurance, its supplies and furniture from the editors' table and its licence status beside the
// verdict; the VAT switch travels in the link; a non-resident's results and PDF never say IRPF;
// a couple sees each owner's tax and the share that minimises theirs.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { LET_MODE_FIGURES_DEFAULT as FIGURES } from '../core/let-modes';
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../core/tools/investment-analysis/fields';
import { expectedAnalysis, openAnalysis, submitAnalysis } from './analysis';
import { field, result, warning } from './locators';

/** The German's tourist flat in Málaga: 220.000 €, 120 € a night at 65 %. */
async function fillTouristFlat(page: Page) {
  await field(page, 'price').fill('220.000');
  await page.getByLabel('Comunidad autónoma', { exact: true }).selectOption('andalucia');
  await page.getByLabel('Tipo de alquiler', { exact: true }).selectOption('tourist');
  await field(page, 'nightlyRate').fill('120');
  await field(page, 'occupancyPercent').fill('65');
}

async function downloadPdfText(page: Page, info: TestInfo): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const file = info.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test.describe('honest let modes', () => {
  test('@mobile a tourist let: no insurance, the table’s supplies and furniture, its licence', async ({
    page,
  }) => {
    await openAnalysis(page);
    await fillTouristFlat(page);
    // Picking the tourist let moved the untouched defaults: 4 % -> 0 %, and the editors' figures.
    await expect(field(page, 'defaultInsurancePercent')).toHaveValue('0');
    await expect(field(page, 'utilities')).toHaveValue('1.680');
    await expect(field(page, 'furniture')).toHaveValue('9.000');
    await expect(page.locator('[data-note="letModeUtilities"]')).toContainText('luz');
    await expect(page.locator('[data-note="letModeUtilities"]')).toContainText('internet');
    await submitAnalysis(page);
    await expect(result(page, 'verdict')).toBeVisible();
    // Málaga suspended new tourist licences: the list says so beside the verdict, with its date.
    await expect(warning(page, 'tourismLicence')).toContainText('Málaga');
    await expect(warning(page, 'tourismLicence')).toContainText('suspendidas');
    await expect(warning(page, 'tourismLicence')).toContainText('revisado el');
    // The year-1 costs carry the supplies the page's engine counts for the same form.
    const values: AnalysisFormValues = {
      ...ANALYSIS_FORM_DEFAULTS,
      price: 220_000,
      loanAmount: 176_000,
      community: 'andalucia',
      letting: 'tourist',
      nightlyRate: 120,
      occupancyPercent: 65,
      defaultInsurancePercent: 0,
      utilities: FIGURES.tourist.utilities,
      furniture: FIGURES.tourist.furniture,
    };
    await expect(result(page, 'grossYield')).toHaveAttribute(
      'data-value',
      String(expectedAnalysis(values).metrics.grossYield),
    );
  });

  test('a typed insurance stays when the letting changes', async ({ page }) => {
    await openAnalysis(page);
    await field(page, 'defaultInsurancePercent').fill('5');
    await page.getByLabel('Tipo de alquiler', { exact: true }).selectOption('seasonal');
    await expect(field(page, 'defaultInsurancePercent')).toHaveValue('5');
    await expect(field(page, 'utilities')).toHaveValue('1.200');
  });

  test('the VAT switch and the supplies travel in the link', async ({ page }) => {
    await openAnalysis(page);
    await fillTouristFlat(page);
    await page.getByLabel('Servicios de tipo hotelero', { exact: true }).selectOption('true');
    await submitAnalysis(page);
    await expect(result(page, 'verdict')).toBeVisible();
    const url = page.url();
    await page.goto(url);
    await expect(page.getByLabel('Servicios de tipo hotelero', { exact: true })).toHaveValue(
      'true',
    );
    await expect(field(page, 'utilities')).toHaveValue('1.680');
  });
});

test.describe('a non-resident reads IRNR', () => {
  test('the residence options say where one lives, and no result says IRPF', async ({
    page,
  }, info) => {
    await openAnalysis(page);
    const residence = page.getByLabel('Residencia fiscal de los propietarios', { exact: true });
    await expect(residence.locator('option')).toHaveText([
      'Resido en España',
      'Resido en otro país de la UE o del EEE',
      'Resido fuera de la UE y del EEE',
    ]);
    await fillTouristFlat(page);
    await residence.selectOption('eu');
    await submitAnalysis(page);
    await expect(result(page, 'verdict')).toBeVisible();
    const results = page.locator('.analysis-verdict');
    await expect(results).toContainText('después de IRNR');
    await expect(results).not.toContainText('IRPF');
    await expect(page.locator('.analysis-month')).not.toContainText('IRPF');
    const pdf = (await downloadPdfText(page, info)).replace(/\s+/gu, ' ');
    expect(pdf).toContain('después de IRNR');
    expect(pdf).not.toMatch(/después de IRPF|antes de IRPF|el IRPF, y/);
  });
});

test.describe('a couple', () => {
  test('@mobile sees each owner’s tax, in the plural, and the share that minimises theirs', async ({
    page,
  }) => {
    await openAnalysis(page);
    await field(page, 'price').fill('300.000');
    await field(page, 'monthlyRent').fill('1.300');
    await field(page, 'owners').selectOption('2');
    await field(page, 'otherIncome').fill('60.000');
    await field(page, 'secondOtherIncome').fill('15.000');
    await submitAnalysis(page);
    await expect(result(page, 'verdict')).toBeVisible();
    for (const name of [
      'owner.1.tax.rent',
      'owner.2.tax.rent',
      'owner.1.tax.capitalGains',
      'owner.2.tax.capitalGains',
    ])
      await expect(result(page, name)).toHaveAttribute('data-value', /^-?\d+(\.\d+)?$/);
    const best = result(page, 'bestOwnerSharePercent');
    await expect(best).toHaveAttribute('data-value', /^(\d|[1-9]\d|100)$/);
    // The second owner's lower income makes giving him more of the flat the cheaper split.
    expect(Number(await best.getAttribute('data-value'))).toBeLessThan(50);
    await expect(best).toContainText('Pagaríais menos');
    await expect(page.locator('.analysis-verdict__summary')).toContainText(/os quedan|ponéis/);
    await expect(page.getByText('Vuestros tipos marginales del IRPF (año 1)')).toBeVisible();
    await expect(page.locator('.analysis-results')).not.toContainText('Tu tipo marginal');
  });
});

// The investment analysis end to end: the journey on a phone and a desktop, errors, purchase costs, scenarios, share, print, the comparator's link.
import { expect, test } from '@playwright/test';
import { ANALYSIS_PAGE, expectedAnalysis, openAnalysis, submitAnalysis } from './analysis';
import {
  ANALYSIS_FORM_DEFAULTS,
  SCENARIOS_STORAGE_KEY,
  type AnalysisFormValues,
} from '../core/tools/investment-analysis/fields';
import { SHARE_PARAMS } from '../core/tools/investment-analysis/inputs';
import { analysisFromLink } from '../site/features/investment-analysis/link';
import {
  expectFieldError,
  grantClipboard,
  readSharedLink,
  resultValue,
  storedJson,
} from './calculators';
import { field, formSubmit, result, shareButton, linkParams, openLink } from './locators';

const PATH = ANALYSIS_PAGE;
const submit = submitAnalysis;
const expected = expectedAnalysis;

test.describe('investment analysis', () => {
  test('@mobile the whole journey: five steps, the after-tax IRR, the table, what-ifs, charts and the method', async ({
    page,
  }) => {
    await openAnalysis(page);
    for (const step of ['Compra', 'Financiación', 'Alquiler', 'Impuestos del alquiler', 'Venta']) {
      await expect(page.getByRole('group', { name: step, exact: true })).toBeVisible();
    }
    await expect(result(page, 'irrAfterTax')).toHaveCount(0);
    await field(page, 'price').fill('180.000');
    await page.getByLabel('Comunidad autónoma').selectOption('andalucia');
    await field(page, 'loanAmount').fill('144.000');
    await field(page, 'monthlyRent').fill('950');
    await field(page, 'otherIncome').fill('45.000');
    await field(page, 'holdYears').fill('12');
    await field(page, 'landCadastralValue').fill('35.000');
    await field(page, 'plusvaliaRatePercent').fill('25');
    await submit(page);

    const values: AnalysisFormValues = {
      ...ANALYSIS_FORM_DEFAULTS,
      price: 180_000,
      community: 'andalucia',
      loanAmount: 144_000,
      monthlyRent: 950,
      otherIncome: 45_000,
      holdYears: 12,
      landCadastralValue: 35_000,
      plusvaliaRatePercent: 25,
    };
    const analysis = expected(values);
    await expect(result(page, 'irrAfterTax')).toHaveAttribute(
      'data-value',
      String(analysis.metrics.irrAfterTax),
    );
    for (const key of [
      'irrBeforeTax',
      'cashOnCashYear1',
      'netYield',
      'grossYield',
      'equityMultiple',
    ] as const) {
      expect(await resultValue(page, key)).toBe(analysis.metrics[key]);
    }
    expect(await resultValue(page, 'totalPurchaseCosts')).toBe(analysis.initial.purchaseCosts);
    expect(await resultValue(page, 'marginalRateYear1')).toBe(analysis.irpf?.marginalRateYear1);
    expect(await resultValue(page, 'year.12.saleProceeds')).toBe(analysis.sale.netProceeds);
    expect(await resultValue(page, 'year.1.rent')).toBe(950 * 11);
    expect(await resultValue(page, 'year.3.rentTax')).toBe(analysis.years[2]?.rentTax);

    const table = page.getByRole('table', { name: /Proyección año a año/ });
    await expect(table.getByRole('row')).toHaveCount(1 + 1 + 12);
    // A fixed loan: no Euríbor rows (they could only say 'sin efecto').
    await expect(page.locator('[data-sensitivity]')).toHaveCount(3);
    await expect(page.getByRole('row', { name: /Euríbor/ })).toHaveCount(0);
    await expect(page.getByText(/Plusvalía municipal/).first()).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Flujo de caja por año' }),
    ).toHaveAccessibleDescription(/el año 1 y .* el año 12/);
    await expect(
      page.getByRole('img', { name: 'Cómo crece tu patrimonio' }),
    ).toHaveAccessibleDescription(/Patrimonio neto/);
    await expect(page.getByTestId('tax-rules-date')).toContainText(
      /tarifas de compra vigentes el \d\d\/\d\d\/\d{4}/,
    );

    await page.getByRole('button', { name: 'Calcular precio máximo' }).click();
    await expect(result(page, 'maxPrice')).toContainText('Puedes pagar hasta');

    // Live: a higher rent recomputes without pressing the button, and never lowers the IRR.
    await field(page, 'monthlyRent').fill('1.100');
    await expect
      .poll(() => resultValue(page, 'irrAfterTax'))
      .toBe(expected({ ...values, monthlyRent: 1_100 }).metrics.irrAfterTax);
    expect(await resultValue(page, 'irrAfterTax')).toBeGreaterThan(
      analysis.metrics.irrAfterTax ?? 0,
    );
  });

  test('@mobile "mil" in the price: a Spanish message and no result', async ({ page }) => {
    await openAnalysis(page);
    await field(page, 'price').fill('mil');
    await submit(page);
    await expectFieldError(page, 'price', 'Escribe un número, por ejemplo 1.250,50');
    await expect(result(page, 'irrAfterTax')).toHaveCount(0);
  });

  test('purchase costs come from the engine and can be corrected line by line', async ({
    page,
  }) => {
    await openAnalysis(page);
    await submit(page);
    const before = await resultValue(page, 'totalPurchaseCosts');
    expect(before).toBe(expected(ANALYSIS_FORM_DEFAULTS).initial.purchaseCosts);
    await page.getByLabel('ITP (Transmisiones Patrimoniales)').fill('10.000');
    await expect.poll(() => resultValue(page, 'totalPurchaseCosts')).toBe(before - 12_000 + 10_000);
    await page.getByRole('button', { name: 'Volver a los gastos calculados' }).click();
    await expect.poll(() => resultValue(page, 'totalPurchaseCosts')).toBe(before);
  });

  test('saves scenarios, compares three with a winner per metric, reopens one', async ({
    page,
  }) => {
    await openAnalysis(page);
    await submit(page);
    const save = async (name: string) => {
      await page.getByLabel('Nombre del análisis').fill(name);
      await page.getByRole('button', { name: 'Guardar análisis' }).click();
      await expect(page.getByText(`Guardado: «${name}».`)).toBeVisible();
    };
    await save('Piso base');
    await field(page, 'price').fill('150000');
    await field(page, 'loanAmount').fill('120000');
    await expect
      .poll(() => resultValue(page, 'grossYield'))
      .toBe(
        expected({ ...ANALYSIS_FORM_DEFAULTS, price: 150_000, loanAmount: 120_000 }).metrics
          .grossYield,
      );
    await save('Piso barato');
    await field(page, 'monthlyRent').fill('1400');
    await expect
      .poll(() => resultValue(page, 'cashOnCashYear1'))
      .toBe(
        expected({
          ...ANALYSIS_FORM_DEFAULTS,
          price: 150_000,
          loanAmount: 120_000,
          monthlyRent: 1_400,
        }).metrics.cashOnCashYear1,
      );
    await save('Piso caro alquiler');
    expect(((await storedJson(page, SCENARIOS_STORAGE_KEY)) as unknown[]).length).toBe(3);

    for (const name of ['Piso base', 'Piso barato', 'Piso caro alquiler']) {
      await page.locator(`[data-scenario="${name}"] input[type="checkbox"]`).check();
    }
    const comparison = page.getByTestId('scenario-comparison');
    await expect(comparison.getByRole('columnheader')).toHaveText([
      'Indicador',
      'Piso base',
      'Piso barato',
      'Piso caro alquiler',
    ]);
    // More rent on the same price: the best gross yield, said in a sentence.
    await expect(comparison).toContainText(
      /Gana «Piso caro alquiler» en rentabilidad bruta: .* \(más alto es mejor\)\./,
    );
    // Same price, same money put in: a tie between the two, and the base flat pays it out.
    await expect(comparison).toContainText(
      'Empate en dinero aportado entre «Piso barato» y «Piso caro alquiler»',
    );

    await page
      .locator('[data-scenario="Piso base"]')
      .getByRole('button', { name: 'Abrir' })
      .click();
    await expect(field(page, 'price')).toHaveValue('200.000');
    await expect(field(page, 'monthlyRent')).toHaveValue('1.200');
    await expect
      .poll(() => resultValue(page, 'irrAfterTax'))
      .toBe(expected(ANALYSIS_FORM_DEFAULTS).metrics.irrAfterTax);
  });

  test('the share link carries every input by its name and opens the same analysis', async ({
    page,
    context,
  }) => {
    await grantClipboard(context);
    await openAnalysis(page);
    await page.getByLabel('Comunidad autónoma').selectOption('valencia');
    await page.getByLabel('Tipo de interés', { exact: true }).selectOption('variable');
    await field(page, 'rentUpdatePercent').fill('2,5');
    await field(page, 'deedDate').fill('2026-03-01');
    await field(page, 'otherIncome').fill('42.000');
    await submit(page);
    await shareButton(page).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const url = await readSharedLink(page);
    // Inputs left empty mean something the engine derives (the benchmark, the fee's legal cap, the
    // property's community as residence, the second owner's base, an age not given) and stay out of
    // the link; an old link's flat rate is no longer asked. Every other input is in it.
    const derived = [
      'borrowerAge',
      'minIrrPercent',
      'earlyRepaymentFeePercent',
      'marginalRatePercent',
      'secondOtherIncome',
      'taxResidence',
    ];
    expect([...linkParams(url).keys()].sort()).toEqual(
      SHARE_PARAMS.filter((name) => !derived.includes(name)).sort(),
    );
    expect(linkParams(url).get('otherIncome')).toBe('42000');
    expect(linkParams(url).get('rentUpdatePercent')).toBe('2,5');
    expect(linkParams(url).get('community')).toBe('valencia');
    const irr = await resultValue(page, 'irrAfterTax');

    await page.evaluate(() => window.localStorage.clear());
    await openLink(page, url);
    await expect(field(page, 'rentUpdatePercent')).toHaveValue('2,5');
    await expect(field(page, 'community')).toHaveValue('valencia');
    await expect(field(page, 'rateType')).toHaveValue('variable');
    await expect(field(page, 'deedDate')).toHaveValue('2026-03-01');
    await expect.poll(() => resultValue(page, 'irrAfterTax')).toBe(irr);
  });

  test("the comparator's partial link opens with defaults for the rest", async ({ page }) => {
    await openAnalysis(page, `${PATH}?price=250000&monthlyRent=1100&community=andalucia`);
    await expect(field(page, 'price')).toHaveValue('250.000');
    await expect(field(page, 'loanAmount')).toHaveValue('200.000');
    await expect(field(page, 'holdYears')).toHaveValue('10');
    const values = analysisFromLink({
      price: '250000',
      monthlyRent: '1100',
      community: 'andalucia',
    });
    await expect(result(page, 'irrAfterTax')).toHaveAttribute(
      'data-value',
      String(expected(values).metrics.irrAfterTax),
    );
  });

  test('printable report: inputs, assumptions, table, charts and the date of the tax rules', async ({
    page,
  }) => {
    await openAnalysis(page);
    await submit(page);
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeHidden();
    await expect(formSubmit(page, 'analysis')).toBeHidden();
    await expect(page.getByText('Informe de análisis de inversión')).toBeVisible();
    const inputs = page.locator('.analysis-inputs');
    await expect(inputs).toBeVisible();
    await expect(inputs).toContainText('Precio de compra');
    await expect(inputs).toContainText('200.000');
    await expect(page.getByRole('table', { name: /Proyección año a año/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Flujo de caja por año' })).toBeVisible();
    await expect(page.getByTestId('tax-rules-date')).toBeVisible();
    await expect(result(page, 'irrAfterTax')).toBeVisible();
  });
});

// The same flat on the three tools gives the same gross and net yield: 185.000 €, 950 €/mes.
import { expect, test, type Page } from '@playwright/test';
import { openTool, resultValue } from './calculators';
import { addProperty, card, PATH as COMPARATOR_PATH } from './comparator';
import { field, expectReady, formSubmit, result } from './locators';

/** A used flat in Madrid bought without a loan, 150 €/mes of running costs, let all year. */
const FLAT = {
  name: 'Piso Chamberí',
  location: 'Chamberí, Madrid',
  price: '185.000',
  monthlyRent: '950',
  size: '74',
  expenses: '150',
};

const shown = async (page: Page, locator: ReturnType<Page['locator']>) =>
  (await locator.first().innerText()).replace(/\s*\(Mejor\)$/, '').trim();

test.describe('one flat, one gross and one net yield', () => {
  test('/comparador, /rentabilidad and /analisis-inversion agree on 185.000 € and 950 €/mes', async ({
    page,
  }) => {
    test.slow();
    // 1. The comparator: purchase costs for Madrid, shown on the card.
    await openTool(page, COMPARATOR_PATH);
    await addProperty(page, FLAT);
    const flatCard = card(page, FLAT.name);
    const costsCell = result(flatCard, 'purchaseCosts');
    await expect(costsCell).toHaveAttribute('data-value', /^\d+(\.\d+)?$/);
    const costs = Number(await costsCell.getAttribute('data-value'));
    // Madrid's ITP is 6 %: 185.000 × 6 % = 11.100 €, plus notary, registry and gestoría.
    expect(costs).toBeGreaterThan(11_100);
    expect(costs).toBeLessThan(11_100 + 2_500);
    await expect(flatCard.getByTestId('purchase-costs-note')).toHaveText(
      'Comunidad de Madrid, vivienda usada sin hipoteca: ITP, notaría, registro y gestoría.',
    );
    // By hand: gross 950 × 12 / 185.000 = 11.400 / 185.000 = 6,16 %;
    // net (950 − 150) × 12 / (185.000 + costs) = 9.600 / (185.000 + costs).
    const gross = Math.round((11_400 / 185_000) * 10_000) / 100;
    const net = Math.round((9_600 / (185_000 + costs)) * 10_000) / 100;
    expect(gross).toBe(6.16);
    await expect(result(flatCard, 'grossYield')).toHaveAttribute('data-value', String(gross));
    await expect(result(flatCard, 'netYield')).toHaveAttribute('data-value', String(net));
    const grossText = await shown(page, result(flatCard, 'grossYield'));
    const netText = await shown(page, result(flatCard, 'netYield'));
    expect(grossText).toBe('6,16\u00a0%');

    // 2. The yield calculator: the same costs as a percentage of the price, no empty month.
    await openTool(page, '/rentabilidad');
    await field(page, 'purchasePrice').fill(FLAT.price);
    await field(page, 'monthlyRent').fill(FLAT.monthlyRent);
    await field(page, 'monthlyExpenses').fill(FLAT.expenses);
    await field(page, 'vacancyMonths').fill('0');
    await field(page, 'purchaseCostsPercent').fill(
      ((costs / 185_000) * 100).toFixed(6).replace('.', ','),
    );
    await formSubmit(page, 'yield').click();
    await expect(result(page, 'grossYield')).toHaveText(grossText);
    await expect(result(page, 'netYield')).toHaveText(netText);

    // 3. The investment analysis: Madrid, no loan, the same 1.800 € a year as its only cost line.
    await openTool(page, '/analisis-inversion');
    await expectReady(page.locator('.analysis-form form'));
    await field(page, 'price').fill(FLAT.price);
    await page.getByLabel('Comunidad autónoma').selectOption('madrid');
    await field(page, 'loanAmount').fill('0');
    await field(page, 'monthlyRent').fill(FLAT.monthlyRent);
    await field(page, 'emptyMonths').fill('0');
    for (const name of [
      'ibi',
      'communityFees',
      'homeInsurance',
      'defaultInsurancePercent',
      'maintenancePercent',
      'managementPercent',
    ]) {
      await field(page, name).fill('0');
    }
    await field(page, 'otherCosts').fill('1.800');
    await formSubmit(page, 'analysis').click();
    await expect(result(page, 'grossYield')).toHaveText(grossText);
    expect(await resultValue(page, 'totalPurchaseCosts')).toBe(costs);
    await expect(result(page, 'netYield')).toHaveText(netText);
  });
});

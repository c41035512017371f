// The purchase-cost calculator by deed date: today by default, rates on both sides of a change, Spanish refusals.
import { expect, test } from '@playwright/test';
import { calculatePurchaseCosts } from '../core/tax/purchase-costs';
import { todayInMadrid } from '../core/tax/dates';
import { dismissCookies, hydrated } from './helpers';
import {
  URL,
  API,
  community,
  hasLoan,
  deedDate,
  island,
  submit,
  value,
  expectResult,
  fillPurchase,
} from './purchase-costs';
import { result } from './locators';

test.describe('purchase-costs by deed date', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto(URL);
    await hydrated(page);
  });

  test('the deed-date field starts at today in Spain', async ({ page }) => {
    await expect(deedDate(page)).toHaveAttribute('type', 'date');
    await expect(deedDate(page)).toHaveValue(todayInMadrid());
  });

  test('Valencia, 300.000 € used: 10 % on 31-5-2026 and 9 % from 1-6-2026', async ({ page }) => {
    await fillPurchase(page, {
      price: '300000',
      type: 'Vivienda usada (segunda mano)',
      code: 'valencia',
    });
    await hasLoan(page).uncheck();
    for (const [date, rate, itp, words] of [
      ['2026-05-31', 10, 30_000, '31 de mayo de 2026'],
      ['2026-06-01', 9, 27_000, '1 de junio de 2026'],
    ] as const) {
      await deedDate(page).fill(date);
      await submit(page).click();
      await expect(result(page, 'ratesAsOf')).toHaveAttribute('data-value', date);
      expect(await value(page, 'rates.itp')).toBe(rate);
      expect(await value(page, 'itp')).toBe(itp);
      await expect(
        page.getByText(`Tipos vigentes a ${words} (fecha de la escritura)`),
      ).toBeVisible();
      await expect(page.getByRole('rowheader', { name: `ITP (${rate}%)` })).toBeVisible();
      const expected = calculatePurchaseCosts({
        propertyPrice: 300_000,
        propertyType: 'used',
        autonomousCommunity: 'valencia',
        hasLoan: false,
        deedDate: date,
      });
      await expectResult(page, expected);
      await expect(result(page, 'newestRule')).toHaveText(
        date === '2026-06-01' ? '1 de junio de 2026' : '1 de enero de 2025',
      );
    }
    const source = page.locator('[data-source="ITP"]');
    await expect(source.getByRole('link', { name: /fuente/ })).toHaveAttribute(
      'href',
      /boe\.es\/buscar\/doc\.php\?id=BOE-A-2025-11959/,
    );
  });

  test('a date before the oldest rates is refused in Spanish under the field', async ({ page }) => {
    let requests = 0;
    await page.route(API, (route) => {
      requests += 1;
      return route.continue();
    });
    await fillPurchase(page, {
      price: '200000',
      type: 'Vivienda usada (segunda mano)',
      code: 'madrid',
    });
    await deedDate(page).fill('2024-12-31');
    await submit(page).click();
    await expect(deedDate(page)).toHaveAccessibleDescription(
      /No tenemos los tipos anteriores al 1 de enero de 2025/,
    );
    expect(requests).toBe(0);
  });

  test('Ceuta halves the 6 % ITP (art. 57 bis.3.a TRLITP)', async ({ page }) => {
    await fillPurchase(page, {
      price: '300000',
      type: 'Vivienda usada (segunda mano)',
      code: 'ceuta',
    });
    await submit(page).click();
    await expect(result(page, 'itp')).toBeVisible();
    expect(await value(page, 'rates.itp')).toBe(3);
    expect(await value(page, 'itp')).toBe(9_000); // 300.000 × 6 % × 50 %
    await expect(page.getByText(/promotora/)).toHaveCount(0);
  });

  test('asks the island only in Baleares and applies its cap', async ({ page }) => {
    await expect(island(page)).toHaveCount(0);
    await fillPurchase(page, {
      price: '300000',
      type: 'Vivienda usada (segunda mano)',
      code: 'baleares',
    });
    await page.getByLabel('Será mi primera vivienda habitual').check();
    await hasLoan(page).uncheck();
    await island(page).selectOption('mallorca');
    await deedDate(page).fill('2026-11-23');
    await submit(page).click();
    // Within Mallorca's cap (307.089 €) the 4 % reaches only the first 270.151,20 € (DLeg 1/2014
    // DA 5ª): 10.806,05 + 29.848,80 × 8 % = 2.387,90 -> 13.193,95 €.
    expect(await value(page, 'itp')).toBe(13_193.95);
    await island(page).selectOption('menorca');
    await submit(page).click();
    await expect(result(page, 'itp')).toHaveAttribute('data-value', '24000'); // 8 %
    await community(page).selectOption('madrid');
    await expect(island(page)).toHaveCount(0);
  });
});

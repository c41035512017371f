// The comparator's "Analizar a fondo": each property opens the investment analysis with its figures.
import { expect, test } from '@playwright/test';
import { openTool } from './calculators';
import { field, linkParams } from './locators';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS } from '../core/tools/investment-analysis/inputs';

import { PATH, A, B, updateButton, card, addProperty } from './comparator';

test.describe('property comparator and the investment analysis', () => {
  test('"Analizar a fondo" opens the investment analysis with each property\'s figures', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await addProperty(page, A);
    await addProperty(page, B);
    const link = (name: string) =>
      card(page, name).getByRole('link', { name: new RegExp(`^Analizar a fondo ${name}`) });
    const params = async (name: string) => {
      const href = (await link(name).getAttribute('href')) ?? '';
      const url = new URL(href, 'https://x.es');
      expect(url.pathname).toBe('/analisis-inversion');
      for (const key of linkParams(url).keys()) expect(SHARE_PARAMS).toContain(key);
      return Object.fromEntries(linkParams(url));
    };
    await expect(link('Piso A')).toHaveText('Analizar a fondo');
    // The comparator's figures, the monthly expenses × 12 as the one cost line, and the analysis'
    // own defaults for what the comparator does not ask (an empty month, insurance, upkeep).
    expect(await params('Piso A')).toMatchObject({
      price: '200000',
      community: 'valencia',
      monthlyRent: '1000',
      emptyMonths: String(ANALYSIS_DEFAULTS.emptyMonths),
      defaultInsurancePercent: String(ANALYSIS_DEFAULTS.defaultInsurancePercent),
      maintenancePercent: String(ANALYSIS_DEFAULTS.maintenancePercent),
      ibi: '0',
      communityFees: '0',
      otherCosts: '1200',
    });
    expect(await params('Piso B')).toMatchObject({
      price: '200000',
      community: 'andalucia',
      monthlyRent: '1100',
      otherCosts: '7200',
    });
    // An edit moves the link with it.
    await page.getByRole('button', { name: 'Editar Piso A' }).click();
    await field(page, 'monthlyRent').fill('1.050');
    await updateButton(page).click();
    await expect(link('Piso A')).toHaveAttribute('href', /[?&]monthlyRent=1050(&|$)/);
  });
});

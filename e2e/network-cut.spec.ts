// A connection that drops while a tool is open: the page keeps its form and what was typed, says
// so in Spanish, and finishes what was asked once the connection is back (site/lib/chunk-retry.ts).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CODE_GONE, CODE_OFFLINE } from '../site/lib/offline-message';
import { codeOnDemand } from './calculators';
import { interactive } from './helpers';
import { field, formSubmit, result } from './locators';

/** Every script `path` loads on demand fails until `reconnect`, as after a dropped connection. */
async function cutCodeOnDemand(
  page: Page,
  context: BrowserContext,
  path: string,
): Promise<{ cut: () => Promise<void>; reconnect: () => Promise<void> }> {
  const onDemand = await codeOnDemand(path);
  let down = true;
  await page.route(
    (url) => onDemand(url),
    (route) => (down ? route.abort('internetdisconnected') : route.continue()),
  );
  return {
    cut: () => context.setOffline(true),
    reconnect: async () => {
      down = false;
      await context.setOffline(false);
    },
  };
}

const offlineAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: CODE_OFFLINE.description });

test('a link opened as the connection drops keeps the form, the link and what was typed', async ({
  page,
  context,
}) => {
  const url = '/hipoteca?loanAmount=180000&interestRate=3&loanTermYears=25';
  const network = await cutCodeOnDemand(page, context, '/hipoteca');
  await page.goto(url);
  await interactive(page);
  await network.cut();
  await field(page, 'loanAmount').fill('175.000');
  await formSubmit(page, 'mortgage').click();
  await expect(offlineAlert(page)).toBeVisible();
  await expect(formSubmit(page, 'mortgage')).toBeVisible();
  await expect(field(page, 'loanAmount')).toHaveValue('175.000');
  await network.reconnect();
  // The link's rate and term join the typed amount: 175000 · 0,0025 / (1 − 1,0025^−300) = 829,87.
  await expect(result(page, 'monthlyPayment')).toHaveAttribute('data-value', /^829\.8/);
  await expect(field(page, 'loanAmount')).toHaveValue('175.000');
  await expect(field(page, 'interestRate')).toHaveValue('3');
  await expect(field(page, 'loanTermYears')).toHaveValue('25');
});

test('a tool whose code cannot load keeps what was typed and computes it once back online', async ({
  page,
  context,
}) => {
  const network = await cutCodeOnDemand(page, context, '/rentabilidad');
  await page.goto('/rentabilidad');
  await interactive(page);
  await network.cut();
  await field(page, 'monthlyRent').fill('1.000');
  await formSubmit(page, 'yield').click();
  await expect(offlineAlert(page)).toBeVisible();
  await expect(field(page, 'monthlyRent')).toHaveValue('1.000');
  await expect(page).toHaveURL(/\/rentabilidad$/);
  await network.reconnect();
  // 1.000 € a month on the default 200.000 €: 12.000 / 200.000 = 6 % gross.
  await expect(result(page, 'grossYield')).toHaveAttribute('data-value', /^6(\.0+)?$/);
  await expect(field(page, 'monthlyRent')).toHaveValue('1.000');
});

test('code a new deploy removed asks for a reload instead of blaming the connection', async ({
  page,
}) => {
  const onDemand = await codeOnDemand('/hipoteca');
  // The page's code on demand answers 404, as an old page's chunks do after a deploy.
  await page.route(
    (url) => onDemand(url),
    (route) => route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/hipoteca');
  await interactive(page);
  await field(page, 'loanAmount').fill('175.000');
  await expect(page.getByRole('alert').filter({ hasText: CODE_GONE.description })).toBeVisible();
  await expect(offlineAlert(page)).toHaveCount(0);
  await expect(field(page, 'loanAmount')).toHaveValue('175.000');
});

// "Fuentes y actualizaciones" end to end: the built page lists every rule of the tax engine, its
// index reaches each section, and a result's "Cómo lo hemos calculado" and the footer link to it.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { SOURCES_PATH } from '../core/routes';
import { sourcesPageData } from '../core/sources-page';
import { openTool } from './calculators';
import { dismissCookies, expectDrawnOnlyNear, hydrated } from './helpers';
import { field, formSubmit } from './locators';

const data = sourcesPageData();

test.describe('Fuentes y actualizaciones', () => {
  test('renders every rule of the tax engine with its official link @mobile', async ({ page }) => {
    await dismissCookies(page);
    const response = await page.goto(SOURCES_PATH);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuentes y actualizaciones');
    await expect(page.locator('li.source-rule:not([data-figure-month])')).toHaveCount(
      data.ruleCount,
    );
    await expect(page.locator('.source-rule__pending')).toHaveCount(data.pendingCount);
    for (const section of data.sections) {
      await expect(page.getByRole('heading', { level: 2, name: section.title })).toHaveCount(1);
    }
    const rule = data.sections.find((section) => section.id === 'valencia')?.rules.at(-1);
    if (!rule) throw new Error('no Valencian rule');
    await expect(page.locator(`#valencia a[href="${rule.source}"]`).first()).toBeVisible();
    // Readable on a phone: nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the index links take the reader to each section and back @mobile', async ({ page }) => {
    await dismissCookies(page);
    await page.goto(SOURCES_PATH);
    await hydrated(page);
    const index = page.getByRole('navigation', { name: 'Índice' });
    for (const section of [data.sections[0], data.sections.at(-1)]) {
      if (!section) throw new Error('no section');
      await index.getByRole('link', { name: section.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
      const heading = page.locator(`#${section.id}`).getByRole('heading', { level: 2 });
      await expect(heading).toBeInViewport();
      await page.locator(`#${section.id}`).getByRole('link', { name: 'Volver al índice' }).click();
      await expect(index.getByRole('heading', { name: 'Índice' })).toBeInViewport();
    }
  });

  test('a rule is drawn when it comes near, every one on paper @mobile', async ({ page }) => {
    await dismissCookies(page);
    await page.goto(SOURCES_PATH);
    const head = page.locator('li.source-rule').last().locator('.source-rule__head');
    // Its text is in the page while the rule is skipped.
    expect(await head.textContent()).not.toBe('');
    await expectDrawnOnlyNear(page, head, SOURCES_PATH);
  });

  test('a result\'s "Cómo lo hemos calculado" links to the page', async ({ page }) => {
    await openTool(page, '/rentabilidad');
    await expect(field(page, 'purchasePrice')).toHaveValue('200.000');
    await formSubmit(page, 'yield').click();
    const method = page.locator('details.tool__method');
    await expect(method).toBeVisible();
    await method.getByRole('link', { name: 'Fuentes y actualizaciones' }).click();
    await expect(page).toHaveURL(new RegExp(`${SOURCES_PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuentes y actualizaciones');
  });

  test('the footer and the community pages link to it', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/gastos-compra-vivienda/pais-vasco');
    await expect(
      page.locator('footer').getByRole('link', { name: 'Fuentes y actualizaciones' }),
    ).toHaveAttribute('href', SOURCES_PATH);
    await expect(
      page.locator('main').getByRole('link', { name: 'Fuentes y actualizaciones' }),
    ).toHaveAttribute('href', `${SOURCES_PATH}#pais-vasco`);
    // A rule whose official text is not confirmed says what is missing (the foral ITP's article).
    await expect(page.locator('main')).toContainText(
      'pendiente de confirmar: no hemos leído en el BOTHA, el BOB ni el BOG',
    );
  });

  test('passes axe (WCAG 2.1 AA) without serious or critical violations @mobile', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await dismissCookies(page);
    await page.goto(SOURCES_PATH);
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`);
    expect(blocking).toEqual([]);
  });
});

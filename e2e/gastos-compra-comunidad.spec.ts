// The 19 community purchase-cost pages: built, in the sitemap, every table figure the API's answer, calculator link prefilled.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatEurosCents } from '../core/format';
import { COMMUNITY_CODES } from '../core/tax/communities';
import type { PurchaseCostsResult } from '../core/tax/purchase-costs';
import { dismissCookies, expectDrawnOnlyNear, hydrated } from './helpers';

const API = '/api/calculate-purchase-costs';
const FIELDS = ['taxes', 'officialFees', 'otherCosts', 'totalCosts'] as const;

type Field = (typeof FIELDS)[number];

/** The API's figure for each column of the table. */
function expected(answer: PurchaseCostsResult): Record<Field, number> {
  return {
    taxes: answer.breakdown.taxes,
    officialFees: answer.breakdown.officialFees,
    otherCosts: answer.breakdown.otherCosts,
    totalCosts: answer.totalCosts,
  };
}

async function ask(
  request: APIRequestContext,
  code: string,
  type: string,
  price: number,
  deedDate: string,
): Promise<PurchaseCostsResult> {
  const res = await request.post(API, {
    data: { propertyPrice: price, propertyType: type, autonomousCommunity: code, deedDate },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as PurchaseCostsResult;
}

/** Collapses the no-break spaces of the Spanish number format. */
const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

async function expectTable(page: Page, request: APIRequestContext, code: string) {
  const table = page.locator('table.community-costs');
  // Read as a visitor sees it: the table is drawn when it comes near the screen (content.css),
  // and until then Chromium gives its cells no rendered text.
  await table.scrollIntoViewIfNeeded();
  const asOf = await table.locator('caption time').getAttribute('datetime');
  expect(asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(6);
  for (const row of await rows.all()) {
    const type = (await row.getAttribute('data-type')) ?? '';
    const price = Number(await row.getAttribute('data-price'));
    const answer = expected(await ask(request, code, type, price, asOf ?? ''));
    for (const field of FIELDS) {
      const text = await row.locator(`[data-field="${field}"]`).innerText();
      expect(plain(text), `${code} ${type} ${price} ${field}`).toBe(
        plain(formatEurosCents(answer[field])),
      );
    }
  }
}

test.describe('community purchase-cost pages', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
  });

  for (const [code, name, inText] of [
    ['madrid', 'Comunidad de Madrid', 'la Comunidad de Madrid'],
    ['valencia', 'Comunitat Valenciana', 'la Comunitat Valenciana'],
  ] as const) {
    test(`${code}: the table shows the API's figures and the calculator opens with the community @mobile`, async ({
      page,
      request,
    }) => {
      await page.goto(`/gastos-compra-vivienda/${code}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        new RegExp(`^Gastos de compra de vivienda en ${name} \\(\\d{4}\\)$`),
      );
      await expectTable(page, request, code);
      const cta = page.getByRole('link', { name: `Calcular mis gastos en ${inText}` });
      await expect(cta).toHaveAttribute(
        'href',
        `/calculadora-gastos-compra-vivienda#community=${code}`,
      );
      // The analysis opens with the community the page is about.
      await expect(
        page.getByRole('link', {
          name: `Analizar una inversión en ${inText}, de la compra a la venta`,
        }),
      ).toHaveAttribute('href', `/analisis-inversion#community=${code}`);
      await hydrated(page);
      await cta.click();
      await expect(page).toHaveURL(
        new RegExp(`/calculadora-gastos-compra-vivienda#community=${code}$`),
      );
      await hydrated(page);
      await expect(page.getByLabel('Comunidad autónoma', { exact: true })).toHaveValue(code);
    });
  }

  test('a row link fills the price and the type as well', async ({ page }) => {
    await page.goto('/calculadora-gastos-compra-vivienda?community=galicia&price=300000&type=new');
    await hydrated(page);
    await expect(page.getByLabel('Comunidad autónoma', { exact: true })).toHaveValue('galicia');
    await expect(page.getByLabel('Precio de la vivienda')).toHaveValue(/^300\.?000$/);
    await expect(page.getByLabel('Vivienda nueva (obra nueva)')).toBeChecked();
  });

  test('all 19 pages are built, with the API figures in their HTML, and listed in the sitemap', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const code of COMMUNITY_CODES) {
      expect(sitemap).toContain(`/gastos-compra-vivienda/${code}</loc>`);
      const res = await request.get(`/gastos-compra-vivienda/${code}`);
      expect(res.status(), code).toBe(200);
      const html = await res.text();
      const asOf =
        /community-costs"><caption[^>]*>[^<]*(?:<!-- -->)?\s*<time dateTime="(\d{4}-\d{2}-\d{2})"/i.exec(
          html,
        )?.[1];
      expect(asOf, code).toBeDefined();
      const rows = [
        ...html.matchAll(/<tr data-type="(used|new)" data-price="(\d+)">([^]*?)<\/tr>/g),
      ];
      expect(rows, code).toHaveLength(6);
      for (const [, type = '', price = '', cells = ''] of rows) {
        const answer = expected(await ask(request, code, type, Number(price), asOf ?? ''));
        for (const field of FIELDS) {
          const cell = new RegExp(`data-field="${field}">(?:<strong>)?([^<]*)<`).exec(cells)?.[1];
          expect(plain(cell ?? ''), `${code} ${type} ${price} ${field}`).toBe(
            plain(formatEurosCents(answer[field])),
          );
        }
      }
    }
  });

  test('the sections below the first screen are drawn when they come near, all on paper @mobile', async ({
    page,
  }) => {
    await dismissCookies(page);
    const path = '/gastos-compra-vivienda/navarra';
    await page.goto(path);
    const others = page.locator('ul.community-links');
    // Their text is in the page while they are skipped.
    expect(await others.textContent()).toContain('Comunidad de Madrid');
    await expectDrawnOnlyNear(page, others, path);
  });

  // A section drawn taller than its placeholder would put its text over the next one for a checker
  // that hit-tests while it is skipped (Lighthouse's axe: content.css).
  test('each section below the first screen fits its placeholder, on all 19 pages @mobile', async ({
    page,
  }) => {
    await dismissCookies(page);
    for (const code of COMMUNITY_CODES) {
      await page.goto(`/gastos-compra-vivienda/${code}`);
      const sections = page.locator('.community-page__later');
      await expect(sections).toHaveCount(3);
      for (const section of await sections.all()) {
        const placeholder = await section.evaluate((element) =>
          parseFloat(getComputedStyle(element).containIntrinsicHeight.replace('auto', '')),
        );
        await section.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            section.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })),
          )
          .toBe(true);
        const height = await section.evaluate((element) => element.getBoundingClientRect().height);
        expect(height, code).toBeGreaterThan(100);
        expect(height, code).toBeLessThanOrEqual(placeholder);
      }
    }
  });

  test('has no serious or critical axe violation (WCAG 2.1 AA) @mobile', async ({ page }) => {
    await page.goto('/gastos-compra-vivienda/baleares');
    await hydrated(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
});

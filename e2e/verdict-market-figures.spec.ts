// Market figures as a visitor meets them: one quiet dated line per figure, a single stronger note
// only once a figure is more than 45 days old, never a request to change a field the page does not
// have, and both figures with their history on the sources page.
import { expect, test, type Page } from '@playwright/test';
import { SOURCES_PATH } from '../core/routes';
import { openAnalysis, submitAnalysis } from './analysis';
import { openTool } from './calculators';
import { A, addProperty, PATH as COMPARATOR } from './comparator';
import { dismissCookies } from './helpers';
import { warning } from './locators';

/** The seed's figures are of February 2026: 1 March + 45 days = 15 April. */
const RECENT = '2026-04-10T10:00:00Z';
const OLD = '2026-12-07T10:00:00Z';

async function fixClock(page: Page, day: string) {
  // Only Date is fixed: the page's timers still run, so it hydrates as usual.
  await page.clock.setFixedTime(new Date(day));
}

test.describe('market figures: quiet lines, one note when old', () => {
  test('the analysis shows dated lines and, while recent, no note', async ({ page }) => {
    await fixClock(page, RECENT);
    await openAnalysis(page);
    await submitAnalysis(page);
    await expect(page.locator('.figure-note').first()).toContainText('febrero de 2026)');
    await expect(warning(page, 'staleFigure')).toHaveCount(0);
    await expect(page.locator('.callout', { hasText: 'febrero de 2026' })).toHaveCount(0);
  });

  test('old figures: one note per figure, no boxed warning, fields named', async ({ page }) => {
    await fixClock(page, OLD);
    await openAnalysis(page);
    await submitAnalysis(page);
    const notes = warning(page, 'staleFigure');
    // The Euríbor's under its field (a variable loan) and the bond's in the verdict, once each; the
    // verdict is drawn after the press, so its note is awaited before the notes are read.
    await expect(notes.filter({ hasText: 'bono español a 10 años' })).toHaveCount(1);
    const texts = await notes.allTextContents();
    expect(texts.filter((text) => text.includes('bono español a 10 años'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('Euríbor a 12 meses')).length).toBeLessThanOrEqual(
      1,
    );
    for (const text of texts) expect(text).toMatch(/hace más de 45 días/);
    await expect(page.locator('.callout', { hasText: 'hace más de 45 días' })).toHaveCount(0);
  });

  test('the comparator never asks to change a field it does not have', async ({ page }) => {
    await fixClock(page, OLD);
    await openTool(page, COMPARATOR);
    await addProperty(page, A);
    const note = page.locator('.comparison__bond .figure-note');
    await expect(note).toContainText('Bono español a 10 años: 3,17');
    await expect(warning(note, 'staleFigure')).toContainText(
      'comprueba el valor actual en la fuente.',
    );
    await expect(note).not.toContainText(/formulario|escríbelo/);
  });

  test('the sources page lists both figures with month and source', async ({ page }) => {
    await dismissCookies(page);
    await page.goto(SOURCES_PATH);
    const section = page.locator('#cifras-de-mercado');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Euríbor y bono español a 10 años',
    );
    await expect(section.locator('[data-market-figure="euribor12m"] li').first()).toContainText(
      'Febrero de 2026: 2,221',
    );
    await expect(section.locator('[data-market-figure="bond10y"] li').first()).toContainText(
      'Tesoro Público',
    );
    await expect(page.locator('#indice a[href="#cifras-de-mercado"]')).toBeVisible();
  });
});

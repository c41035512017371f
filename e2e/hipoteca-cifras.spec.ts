// /hipoteca's Euríbor as a dated editorial figure: its month and source beside the form,
// a staleFigure note decided by the browser's clock, and the loan on a Euríbor path.
import { expect, test, type Page } from '@playwright/test';
import { openTool, resultValue } from './calculators';
import { PATH, rateType, submit } from './mortgage';
import { field, result, warning } from './locators';

const staleNote = (page: Page) => warning(page, 'staleFigure');

async function openOn(page: Page, day: string): Promise<void> {
  // Only Date is fixed: the page's timers still run, so it hydrates as usual.
  await page.clock.setFixedTime(new Date(day));
  await openTool(page, PATH);
}

test.describe('mortgage: the Euríbor with its month, the staleFigure note and Euríbor paths', () => {
  test('a recent figure shows its month and source and no note', async ({ page }) => {
    await openOn(page, '2026-03-20T10:00:00Z');
    await rateType(page, 'Variable').check();
    const note = page.locator('.figure-note');
    await expect(note).toContainText('Euríbor a 12 meses: 2,221');
    await expect(note).toContainText('(Banco de España, febrero de 2026)');
    await expect(note.getByRole('link', { name: /Banco de España/ })).toHaveAttribute(
      'href',
      /bde\.es/,
    );
    await expect(staleNote(page)).toHaveCount(0);
  });

  test('more than 45 days later the page asks to check the current value', async ({ page }) => {
    await openOn(page, '2026-11-26T10:00:00Z');
    // A fixed loan does not use the Euríbor: no figure, no note.
    await expect(staleNote(page)).toHaveCount(0);
    await rateType(page, 'Variable').check();
    await expect(staleNote(page)).toBeVisible();
    await expect(staleNote(page)).toContainText(
      'es de febrero de 2026, hace más de 45 días: comprueba el valor actual en la fuente y, si ha cambiado, escríbelo en «Euríbor a 12 meses».',
    );
  });

  test('a variable loan on a rising, flat and falling Euríbor', async ({ page }) => {
    await openOn(page, '2026-03-20T10:00:00Z');
    await rateType(page, 'Variable').check();
    await expect(field(page, 'euribor')).toHaveValue('2,221');
    await submit(page);
    const paths = page.getByRole('region', { name: '¿Y si el Euríbor cambia?' });
    await expect(paths.getByRole('radio', { name: 'Sube' })).toBeChecked();
    await expect(paths).toContainText(/2,221\s%, 2,721\s%, 3,221\s%, 3,721\s%, 4,221\s%/);
    const first = await resultValue(page, 'monthlyPayment');
    expect(await resultValue(page, 'pathPeakPayment')).toBeGreaterThan(first);
    expect(await resultValue(page, 'pathExtraCost')).toBeGreaterThan(0);
    await paths.getByRole('radio', { name: 'Baja' }).check();
    await expect(result(page, 'pathExtraCost')).toContainText('menos');
    expect(await resultValue(page, 'pathExtraCost')).toBeLessThan(0);
    expect(await resultValue(page, 'pathPeakPayment')).toBe(first);
    await paths.getByRole('radio', { name: 'Se mantiene' }).check();
    await expect(result(page, 'pathExtraCost')).toHaveAttribute('data-value', '0');
  });
});

// A tool that throws while it renders (site/components/tool-on-first-input.tsx): the page stays, with a
// Spanish message and a reload button where the tool was. Before, React unmounted the whole page.
import { expect, test } from '@playwright/test';
import { TOOL_FAILED_TEXT, TOOL_FAILED_TITLE } from '../site/components/tool-on-first-input';

test('a mortgage link whose results cannot be drawn leaves the page and a way to reload', async ({
  page,
}) => {
  // Every figure the site writes goes through toFixed (core/format.ts): breaking it makes the
  // tool's render throw as soon as it shows the link's inputs and results.
  await page.addInitScript(() => {
    Number.prototype.toFixed = () => {
      throw new Error('toFixed roto para la prueba');
    };
  });
  await page.goto('/hipoteca?loanAmount=180000&interestRate=3&loanTermYears=25');
  const alert = page.getByRole('alert').filter({ hasText: TOOL_FAILED_TITLE });
  await expect(alert).toContainText(TOOL_FAILED_TEXT.stored);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora de hipoteca');
  await expect(page.locator('footer')).toHaveCount(1);
  // The focus was on nothing: it goes to the way out, for a keyboard or a screen reader.
  await expect(alert.getByRole('button', { name: 'Recargar la página' })).toBeFocused();
});

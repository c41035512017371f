// The PDF reports: "Descargar PDF" saves a real file made in the browser; its first page,
// read back with pdftotext, holds the brand, the disclaimer, the link that reopens the same
// calculation and the headline figure the page shows. The print stylesheet starts on page 1.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { SITE } from '../core/site';
import { ANALYSIS_PAGE, openAnalysis, submitAnalysis } from './analysis';
import { openTool } from './calculators';
import { PATH as MORTGAGE_PAGE, submit as submitMortgage } from './mortgage';
import { formSubmit, result } from './locators';

const DISCLAIMER = 'Cálculo orientativo; no constituye asesoramiento fiscal ni financiero.';

/** Text without any white space (pdftotext breaks lines and writes no-break spaces as it likes). */
const squeeze = (text: string) => text.replace(/\s+/gu, '');

/** The text of one page of a PDF file. */
function pageText(file: string, page = 1): string {
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-'], {
    encoding: 'utf8',
  });
}

/** Clicks "Descargar PDF", saves the download and returns its suggested name and path. */
async function downloadPdf(page: Page, info: TestInfo): Promise<{ name: string; file: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar PDF' }).click(),
  ]);
  const name = download.suggestedFilename();
  const file = info.outputPath(name);
  await download.saveAs(file);
  return { name, file };
}

test.describe('PDF report', () => {
  test('analysis: page 1 holds the brand, the disclaimer, the warnings and a short link its QR gives', async ({
    page,
  }, info) => {
    await openAnalysis(page, `${ANALYSIS_PAGE}?price=185000&monthlyRent=950`);
    await submitAnalysis(page);
    const irr = (await result(page, 'irrAfterTax').innerText()).trim();
    expect(irr).toMatch(/%$/);
    // Every warning and note of the page, as the page words it (compared without white space).
    const warnings = await page.locator('main [data-warning]').evaluateAll((elements) =>
      elements.map((element) => ({
        key: (element as HTMLElement).dataset.warning ?? '',
        // A callout's title is printed as the lead of its sentence, with a colon.
        text: (() => {
          const copy = element.cloneNode(true) as Element;
          for (const title of copy.querySelectorAll('.callout__title')) title.append(':');
          return copy.textContent ?? '';
        })(),
      })),
    );
    // The financing warning (an 80 % loan for a let) and the method's notes among them.
    expect(warnings.map((warning) => warning.key)).toEqual(
      expect.arrayContaining(['ltv', 'imputation']),
    );

    const { name, file } = await downloadPdf(page, info);
    expect(name).toMatch(/^analisis-inversion-185000-\d{4}-\d{2}-\d{2}\.pdf$/);
    const first = pageText(file, 1);
    expect(first).toContain(SITE.name);
    expect(first).toContain('Informe generado el');
    expect(squeeze(first)).toContain(squeeze(DISCLAIMER));
    // Page 1 opens on the verdict: the three figures of the page's top (cards side by side, so the
    // text extraction may put labels and values on different lines) and the verdict's sentence.
    expect(first).toContain('TIR después de impuestos');
    expect(squeeze(first)).toContain(squeeze(irr));
    expect(first).toContain('Bono español a 10 años');
    expect(first).toMatch(/Sí, cumple tus criterios|No: |Depende: /);
    await expect(page.getByRole('status').filter({ hasText: 'PDF descargado.' })).toBeAttached();

    // What the screen warned about is on paper, each with its key.
    const all = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const warning of warnings.filter((item) => item.text !== '')) {
      expect(squeeze(all)).toContain(squeeze(`${warning.text} (aviso: ${warning.key})`));
    }
    // The rest: the inputs as typed, the yearly table, the rules with their sources.
    expect(all).toContain('Datos introducidos');
    expect(squeeze(all)).toContain(squeeze('Precio de compra 185.000 €'));
    expect(all).toContain('Año a año');
    expect(all).toContain('https://www.boe.es/');
    // No page is blank (more than its footer), and the year table starts by page 5.
    const pages = Number(
      /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
    );
    const texts = Array.from({ length: pages }, (_, index) => pageText(file, index + 1));
    for (const text of texts) {
      const body = text
        .replace(/Página \d+ de \d+/g, '')
        .replace(new RegExp(`${SITE.name}.*`, 'g'), '');
      expect(body.replace(/\s+/g, '').length).toBeGreaterThan(80);
    }
    expect(texts.findIndex((text) => text.includes('Año a año'))).toBeLessThan(5);

    // The QR code read from the printed page is the link printed beside it: short and whole.
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      '150',
      '-png',
      file,
      info.outputPath('page'),
    ]);
    const png = info.outputPath('page-1.png');
    const link = execFileSync('zbarimg', ['--raw', '-q', png], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    expect(link).toMatch(/\/analisis-inversion#z=[\w-]+$/);
    expect(link.length).toBeLessThan(300);
    expect(squeeze(first)).toContain(squeeze(link));

    // The link reopens the same analysis in a fresh page (not a same-page jump to the fragment).
    await page.goto('about:blank');
    await openAnalysis(page, link.replace(/^https?:\/\/[^/]+/, ''));
    await expect(result(page, 'irrAfterTax')).toHaveText(irr);
  });

  test('mortgage: the brand, the disclaimer and the monthly payment', async ({ page }, info) => {
    await openTool(page, `${MORTGAGE_PAGE}?loanAmount=180000`);
    await submitMortgage(page);
    const payment = (await result(page, 'monthlyPayment').innerText()).trim();
    const { name, file } = await downloadPdf(page, info);
    expect(name).toMatch(/^hipoteca-180000-\d{4}-\d{2}-\d{2}\.pdf$/);
    const first = pageText(file, 1);
    expect(first).toContain(SITE.name);
    expect(squeeze(first)).toContain(squeeze(DISCLAIMER));
    expect(squeeze(first)).toContain(squeeze(`Cuota mensual${payment}`));
    expect(squeeze(first)).toContain(squeeze(`${MORTGAGE_PAGE}#`));
  });

  test('rental yield: the brand, the disclaimer and the net yield', async ({ page }, info) => {
    await openTool(page, '/rentabilidad');
    await formSubmit(page, 'yield').click();
    const netYield = (await result(page, 'netYield').innerText()).trim();
    const { name, file } = await downloadPdf(page, info);
    expect(name).toMatch(/^rentabilidad-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
    const first = pageText(file, 1);
    expect(first).toContain(SITE.name);
    expect(squeeze(first)).toContain(squeeze(DISCLAIMER));
    expect(squeeze(first)).toContain(squeeze(`Rentabilidad neta${netYield}`));
  });

  test('print: the first page is not blank and shows the brand, the date and the link', async ({
    page,
  }, info) => {
    await openAnalysis(page);
    await submitAnalysis(page);
    await expect(result(page, 'irrAfterTax')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    const file = info.outputPath('printed.pdf');
    await page.pdf({ path: file, format: 'A4' });
    const first = squeeze(pageText(file, 1));
    expect(first).toContain(SITE.name);
    expect(first).toContain(squeeze('Informe generado el'));
    expect(first).toContain(squeeze(`${ANALYSIS_PAGE}#`));
    expect(first).toContain(squeeze('TIR después de impuestos'));
  });

  test('print of the mortgage: the chosen rate, every year, and only the panels with results', async ({
    page,
  }, info) => {
    await openTool(page, `${MORTGAGE_PAGE}?loanAmount=180000`);
    await submitMortgage(page);
    await expect(result(page, 'monthlyPayment')).toBeVisible();
    const financing = page.getByRole('heading', { name: '¿Te daría el banco esta hipoteca?' });
    const option = (name: string) => page.locator('.rate-type__option', { hasText: name });
    await page.emulateMedia({ media: 'print' });
    // Only the chosen type prints (paper drops the chosen button's dark background).
    await expect(option('Fijo')).toBeVisible();
    await expect(option('Variable')).toBeHidden();
    // The income is not typed: the financing panel and the advanced options stay off paper.
    await expect(financing).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Opciones avanzadas' })).toBeHidden();
    // The 25 year rows on paper, the last one down to 0,00 € owed: none cut by the scroll frame.
    const file = info.outputPath('printed.pdf');
    await page.pdf({ path: file, format: 'A4' });
    const text = squeeze(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
    expect(text).toMatch(/Año25(?:[\d.,]+€){3}0,00€/u);

    await page.emulateMedia({ media: 'screen' });
    await page.getByLabel('Ingresos mensuales netos').fill('4.000');
    await expect(result(page, 'verdict')).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(financing).toBeVisible();
  });
});

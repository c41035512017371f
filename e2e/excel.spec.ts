// The Excel template page end to end: real download of the .xlsx, pending state, error toast.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dismissCookies, gate, hydrated } from './helpers';
import { toasts } from './locators';

const button = (page: Page) =>
  page.getByRole('button', { name: 'Descargar plantilla Excel gratis' });

test.describe('plantilla excel', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/plantilla-excel-rentabilidad-alquiler-gratis');
    await hydrated(page);
  });

  test('explains the columns, the formulas and the Seville example', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Qué contiene cada columna' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Las fórmulas de la plantilla' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Sevilla/ })).toBeVisible();
  });

  test('downloads the real workbook with the template file name and a toast', async ({ page }) => {
    const sent = page.waitForRequest('**/api/excel-template/rentabilidad');
    const download = page.waitForEvent('download');
    await button(page).click();
    const file = await download;
    // The button POSTs; no figure travels in the URL.
    const request = await sent;
    expect(request.method()).toBe('POST');
    expect(new URL(request.url()).search).toBe('');
    expect(file.suggestedFilename()).toBe('plantilla-rentabilidad-alquiler.xlsx');
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const toast = toasts(page).getByRole('status');
    await expect(toast).toContainText('Descarga iniciada');
    await expect(toast).toContainText('La plantilla Excel se está descargando automáticamente.');
  });

  test('shows Generando... and ignores clicks while pending; a failure is said under the button', async ({
    page,
  }) => {
    let calls = 0;
    const { held, release } = gate();
    await page.route('**/api/excel-template/rentabilidad', async (route) => {
      calls += 1;
      await held;
      await route.fulfill({ status: 500, body: 'fallo' });
    });
    await button(page).click();
    const pending = page.getByRole('button', { name: 'Generando...' });
    await expect(pending).toBeDisabled();
    await pending.click({ force: true });
    release();
    const alert = page.locator('[data-error="request"]');
    await expect(alert).toContainText('No se ha podido descargar la plantilla');
    // A 500 whose body is not a sentence: the server's failure, not the offline or rate-limit one.
    await expect(alert).toContainText('Ha ocurrido un error en el servidor.');
    await expect(toasts(page).getByRole('alert')).toHaveCount(0);
    await expect(button(page)).toBeEnabled();
    expect(calls).toBe(1);
  });
});

test.describe('análisis de inversión en Excel', () => {
  const post = (request: APIRequestContext, data: Record<string, string>) =>
    request.post('/api/analysis-excel', { headers: { 'content-type': 'application/json' }, data });

  test('POST /api/analysis-excel answers the workbook of the share parameters', async ({
    request,
  }) => {
    const res = await post(request, { price: '150000', monthlyRent: '800', holdYears: '12' });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers()['content-disposition']).toBe(
      'attachment; filename="analisis-inversion.xlsx"',
    );
    expect((await res.body()).subarray(0, 2).toString()).toBe('PK');
  });

  test('refuses text that is not a number with a Spanish message under its name', async ({
    request,
  }) => {
    const res = await post(request, { price: 'mil' });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.price).toBe(
      'El enlace trae un valor no válido en "Precio de compra": «mil».',
    );
    expect(body.error).not.toMatch(/[{<]|\d{3}/);
  });

  test('takes no figures in the URL: GET answers 405', async ({ request }) => {
    expect((await request.get('/api/analysis-excel?price=150000')).status()).toBe(405);
    expect((await request.get('/api/excel-template/rentabilidad?monthlyRent=950')).status()).toBe(
      405,
    );
  });
});

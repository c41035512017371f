// Errors, confirmations, the cookie banner and the comparator's hand-off, end to end: a refused
// request is told in Spanish beside the control that sent it at every width, never as a machine
// code; each action confirms once; the banner leaves the page's main button clear; the cookie
// policy names every storage key; a phone shows every compared property.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { COOKIE_CONSENT_KEY } from '../core/consent';
import * as STORAGE_KEYS from '../core/storage-keys';
import { ANALYSIS_DEFAULTS } from '../core/tools/investment-analysis/inputs';
import { openAnalysis, submitAnalysis } from './analysis';
import { A, B, C, PATH as COMPARATOR, addProperty, header } from './comparator';
import { banner, dismissCookies, fillGenerator, hydrated } from './helpers';
import { field, formSubmit, linkParams, result, toast } from './locators';
import { fillPurchase, URL as PURCHASE_COSTS } from './purchase-costs';

const CODE = /[a-z]+_[a-z]+/;
const TOO_MANY = /demasiadas peticiones seguidas/;
const EXCEL_PAGE = '/plantilla-excel-rentabilidad-alquiler-gratis';
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 768 } },
];

/** Every request to our functions answers what a platform's limiter may: a 429 with a code. */
const rateLimitEverything = (page: Page) =>
  page.route('**/api/**', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"error":"rate_limited"}',
    }),
  );

/** The text a visitor can see: rendered text only, not scripts or hidden nodes. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

/** The failure is under its control: both on screen together, a few lines apart. */
async function expectBeside(page: Page, failure: Locator, control: Locator) {
  await expect(failure).toBeVisible();
  await failure.scrollIntoViewIfNeeded();
  const [box, near] = [await failure.boundingBox(), await control.boundingBox()];
  if (!box || !near) throw new Error('no box');
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(near.y).toBeGreaterThanOrEqual(0);
  expect(box.y - (near.y + near.height)).toBeLessThan(160);
  expect(box.y).toBeGreaterThanOrEqual(near.y);
}

interface Client {
  name: string;
  path: string;
  /** Fills what is needed and presses the control; answers the control. */
  act: (page: Page) => Promise<Locator>;
  said: RegExp;
}

const CLIENTS: Client[] = [
  {
    name: 'purchase costs',
    path: PURCHASE_COSTS,
    act: async (page) => {
      await fillPurchase(page, {
        price: '200000',
        type: 'Vivienda usada (segunda mano)',
        code: 'madrid',
      });
      const control = formSubmit(page, 'purchaseCosts');
      await control.click();
      return control;
    },
    said: TOO_MANY,
  },
  {
    name: 'template Excel',
    path: EXCEL_PAGE,
    act: async (page) => {
      const control = page.getByRole('button', { name: 'Descargar plantilla Excel gratis' });
      await control.click();
      return control;
    },
    said: TOO_MANY,
  },
  {
    name: 'analysis Excel',
    path: '/analisis-inversion',
    act: async (page) => {
      await field(page, 'price').fill('180.000');
      await field(page, 'monthlyRent').fill('950');
      await submitAnalysis(page);
      await expect(result(page, 'irrAfterTax').first()).toBeVisible();
      const control = page.getByTestId('analysis-excel');
      await control.click();
      return control;
    },
    said: TOO_MANY,
  },
  {
    name: 'generator',
    path: '/generador',
    act: async (page) => {
      await fillGenerator(page);
      const control = formSubmit(page, 'generator');
      await control.click();
      return control;
    },
    said: TOO_MANY,
  },
  {
    name: 'contact',
    path: '/contacto-inmobiliaria',
    act: async (page) => {
      await page.getByLabel('Nombre', { exact: true }).fill('Lucía Gómez');
      await page.getByLabel('Empresa').fill('Inmobiliaria Giralda');
      await page.getByLabel('Teléfono').fill('600123456');
      await page.getByLabel('Email').fill('lucia@giralda.es');
      await page.getByLabel('Mensaje').fill('Queremos anunciar nuestras viviendas en Sevilla.');
      const control = formSubmit(page, 'contact');
      await control.click();
      return control;
    },
    // The spec gives this form one sentence for every failure but a lost connection.
    said: /No se pudo enviar el mensaje/,
  },
  {
    name: 'newsletter',
    path: '/',
    act: async (page) => {
      await page.getByLabel('Tu email').fill('ana@example.es');
      const control = formSubmit(page, 'newsletter');
      await control.click();
      return control;
    },
    said: TOO_MANY,
  },
];

for (const { name: width, viewport } of WIDTHS) {
  test.describe(`a 429 with a code, ${width}`, () => {
    test.use({ viewport });
    for (const client of CLIENTS) {
      test(`${client.name}: a Spanish sentence beside the control, no code anywhere`, async ({
        page,
      }) => {
        await dismissCookies(page);
        await rateLimitEverything(page);
        await page.goto(client.path);
        await hydrated(page);
        const control = await client.act(page);
        const failure = page.locator('main [data-error="request"]').first();
        await expect(failure).toContainText(client.said);
        await expectBeside(page, failure, control);
        // Not a toast over the menu as well: one place says it.
        await expect(page.locator('.toast[role="alert"], .toast [role="alert"]')).toHaveCount(0);
        expect(await visibleText(page)).not.toMatch(CODE);
      });
    }
  });
}

test.describe('the template Excel tells its failures apart', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto(EXCEL_PAGE);
    await hydrated(page);
  });
  const press = (page: Page) =>
    page.getByRole('button', { name: 'Descargar plantilla Excel gratis' }).click();
  const failure = (page: Page) => page.locator('[data-error="request"]');

  test('offline, a lost connection, a rate limit and a server error: four answers, three sentences', async ({
    page,
    context,
  }) => {
    await context.setOffline(true);
    await press(page);
    await expect(failure(page)).toContainText('No hay conexión');
    await context.setOffline(false);

    await page.route('**/api/excel-template/rentabilidad', (route) =>
      route.abort('internetdisconnected'),
    );
    await press(page);
    await expect(failure(page)).toContainText('No hay conexión');

    await page.unroute('**/api/excel-template/rentabilidad');
    await page.route('**/api/excel-template/rentabilidad', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: '{"error":"rate_limited"}',
      }),
    );
    await press(page);
    await expect(failure(page)).toContainText(TOO_MANY);

    await page.unroute('**/api/excel-template/rentabilidad');
    await page.route('**/api/excel-template/rentabilidad', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    );
    await press(page);
    await expect(failure(page)).toContainText('Ha ocurrido un error en el servidor.');
    expect(await visibleText(page)).not.toMatch(CODE);
  });
});

test.describe('one confirmation per action', () => {
  test('the newsletter confirms with its card alone', async ({ page }) => {
    await dismissCookies(page);
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 202, json: { status: 'pending', message: 'Mira tu correo' } }),
    );
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel('Tu email').fill('ana@example.es');
    await formSubmit(page, 'newsletter').click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
  });

  test('the contact form confirms with its thank-you screen alone', async ({ page }) => {
    await dismissCookies(page);
    await page.route('**/api/contact-inmobiliaria', (route) =>
      route.fulfill({ status: 201, json: { ok: true } }),
    );
    await page.goto('/contacto-inmobiliaria');
    await hydrated(page);
    const client = CLIENTS.find(({ name }) => name === 'contact');
    await client?.act(page);
    await expect(
      page.getByRole('heading', { name: '¡Gracias por contactar con nosotros!' }),
    ).toBeVisible();
    await expect(toast(page)).toHaveCount(0);
  });
});

test.describe('the cookie banner at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  /** No stored choice: the banner shows; returns its box once the page has made room for it. */
  async function bannerBox(page: Page, path: string) {
    await page.goto(path);
    await hydrated(page);
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    const box = await banner(page).boundingBox();
    if (!box) throw new Error('no banner');
    return box;
  }

  test('docks at the bottom edge, full width', async ({ page }) => {
    const box = await bannerBox(page, '/');
    expect(box.x).toBe(0);
    expect(box.width).toBe(1366);
    expect(Math.round(box.y + box.height)).toBe(768);
  });

  for (const [path, main] of [
    ['/analisis-inversion', 'Analizar inversión'],
    ['/rentabilidad', 'Calcular rentabilidad'],
    ['/calculadora-gastos-compra-vivienda', 'Calcular gastos'],
    ['/hipoteca', 'Calcular hipoteca'],
  ] as const) {
    test(`never covers «${main}» on ${path}`, async ({ page }) => {
      const box = await bannerBox(page, path);
      const button = page.getByRole('button', { name: main, exact: true }).first();
      // Brought into view as a browser does (scroll padding: the page keeps the banner's height
      // clear); the analysis' bar sticks to the bottom and is lifted above the banner instead.
      await expect
        .poll(async () => {
          await button.evaluate((element) =>
            element.scrollIntoView({ block: 'nearest', behavior: 'instant' }),
          );
          const own = await button.boundingBox();
          return own ? own.y + own.height <= box.y : false;
        })
        .toBe(true);
    });
  }
});

test('the cookie policy names every key the site stores', async ({ page }) => {
  await dismissCookies(page);
  await page.goto('/politica-cookies');
  const text = await page.locator('main').innerText();
  const keys = [
    COOKIE_CONSENT_KEY,
    ...Object.values(STORAGE_KEYS as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    ),
  ];
  for (const key of keys) expect(text, key).toContain(key);
});

test.describe('the comparator hands off and shows every property on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a count over the table and one whole property at a time, each reachable', async ({
    page,
  }) => {
    await dismissCookies(page);
    await page.goto(COMPARATOR);
    await hydrated(page);
    for (const input of [A, B, C]) await addProperty(page, input);
    const count = page.getByTestId('comparison-count');
    await expect(count).toContainText('1 de 3');
    const frame = page.locator('.comparison');
    const frameBox = await frame.boundingBox();
    if (!frameBox) throw new Error('no frame');
    for (const [index, input] of [A, B, C].entries()) {
      const column = header(page, input.name);
      await column.evaluate((cell) =>
        cell.scrollIntoView({ block: 'nearest', inline: 'start', behavior: 'instant' }),
      );
      await expect(count).toContainText(`${index + 1} de 3`);
      const box = await column.boundingBox();
      if (!box) throw new Error('no column');
      // The whole column inside the frame: one property, not one and a half.
      expect(box.x).toBeGreaterThanOrEqual(frameBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frameBox.x + frameBox.width + 1);
    }
    // The hand-off carries the analysis' own defaults for what the comparator does not ask.
    const href =
      (await page.getByRole('link', { name: /^Analizar a fondo Piso A/ }).getAttribute('href')) ??
      '';
    const params = Object.fromEntries(linkParams(new URL(href, 'https://x.es')));
    expect(params).toMatchObject({
      emptyMonths: String(ANALYSIS_DEFAULTS.emptyMonths),
      defaultInsurancePercent: String(ANALYSIS_DEFAULTS.defaultInsurancePercent),
      maintenancePercent: String(ANALYSIS_DEFAULTS.maintenancePercent),
    });
  });
});

test('the analysis opened from the comparator shows those defaults in its form', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.goto(COMPARATOR);
  await hydrated(page);
  await addProperty(page, A);
  const href =
    (await page.getByRole('link', { name: /^Analizar a fondo Piso A/ }).getAttribute('href')) ?? '';
  await openAnalysis(page, href);
  await expect(page.getByLabel('Meses vacío al año')).toHaveValue(
    String(ANALYSIS_DEFAULTS.emptyMonths),
  );
});

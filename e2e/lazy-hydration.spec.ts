// Code split off the first load: the static guides and worked examples are in the prerendered
// HTML, hydrate without errors once their code arrives, and appear after a client-side navigation.
import { expect, test, type Page } from '@playwright/test';
import { ANALYSIS_STORAGE_KEY } from '../core/storage-keys';
import { readSharedLink, storedJson } from './calculators';
import { dismissCookies, gate, hydrated, interactive, mainNav } from './helpers';
import { expectReady, field, isReady, result, shareButton, linkParams } from './locators';

const CASES = [
  {
    path: '/calculadora-gastos-compra-vivienda',
    text: '¿Cuánto cuesta comprar una vivienda además del precio?',
    root: '.tax-guide',
  },
  { path: '/plusvalia', text: 'Plusvalía municipal: qué es y cómo se calcula', root: '.tax-guide' },
  {
    path: '/guia-inmobiliarios/calculadora-rentabilidad-alquiler',
    text: 'Precio de compra',
    root: '.worked-example',
  },
] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The site has no favicon yet; the browser's own request for it is not this test's concern.
    const url = message.location().url;
    if (message.type() === 'error' && !url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${url}`);
    }
  });

  return errors;
}

const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

for (const { path, text, root } of CASES) {
  test(`${path}: the split-off part is prerendered and hydrates without errors`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toContain(text);

    await dismissCookies(page);
    const errors = collectErrors(page);
    await page.goto(path);
    await hydrated(page);
    const part = page.getByText(text, { exact: true }).first();
    await expect(part).toBeVisible();
    // Its code loads when it comes near the screen (site/lib/near-screen.ts).
    await part.scrollIntoViewIfNeeded();
    await expectReady(page.locator(root, { has: part }));
    expect(errors).toEqual([]);
  });
}

test('after a client-side navigation the guide appears once its code has loaded', async ({
  page,
}) => {
  await dismissCookies(page);
  const errors = collectErrors(page);
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  await mainNav(page)
    .getByRole('link', { name: /Plusvalía/ })
    .click();
  await expect(page).toHaveURL(/\/plusvalia$/);
  await expect(
    page.getByRole('heading', { name: 'Plusvalía municipal: qué es y cómo se calcula' }),
  ).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(errors).toEqual([]);
});

test("the home's example result keeps its prerendered HTML until the visitor does something", async ({
  page,
}) => {
  await dismissCookies(page);
  const errors = collectErrors(page);
  await page.goto('/');
  // Not hydrated(): it taps a page whose tool waits (the newsletter form), and a tap loads the example.
  await interactive(page);
  const example = page.locator('.hero-example');
  await expect(example).toContainText('Rentabilidad neta');
  await page.waitForLoadState('networkidle');
  expect(await isReady(example)).toBe(false);
  // The visitor's first key loads it (site/lib/until-input.ts).
  await page.keyboard.press('Shift');
  await expectReady(example);
  // A client-side navigation back to the home has no prerendered HTML: the code loads and draws it.
  await mainNav(page)
    .getByRole('link', { name: /Plusvalía/ })
    .click();
  await expect(page).toHaveURL(/\/plusvalia$/);
  await page.locator('.site-header__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.hero-example')).toContainText('Rentabilidad neta');
  await expectReady(page.locator('.hero-example'));
  expect(errors).toEqual([]);
});

/** Opens a tool page before any touch (its tool waits), then holds every script until `release`. */
async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  await dismissCookies(page);
  await page.goto(path);
  await interactive(page);
  await page.waitForLoadState('networkidle');
  const code = gate();
  await page.route('**/*.js', async (route) => {
    await code.held;
    await route.continue();
  });
  return code.release;
}

test('a tool waits for the first input: what is typed and sent before its code arrives is kept and computed', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openWithCodeHeld(page, '/analisis-inversion');
  const form = page.locator('.analysis-form form');
  const price = field(page, 'price');
  await expect(price).toHaveValue('200.000');
  expect(await isReady(form)).toBe(false);
  // The code is held on its way: the visitor types and presses Enter meanwhile.
  await price.fill('185.000');
  await price.press('Enter');
  await expect(price).toHaveValue('185.000');
  release();
  await expectReady(form);
  // The schema, the engine and the results view load after the form: slow on a busy machine.
  await expect(result(page, 'irrAfterTax')).toBeVisible({ timeout: 15_000 });
  // Not sent natively (a reload with the fields in the address); the typed price was stored.
  expect(new URL(page.url()).search).toBe('');
  expect(await storedJson(page, ANALYSIS_STORAGE_KEY)).toMatchObject({ price: '185.000' });
  await expect(price).toHaveValue('185.000');
  expect(errors).toEqual([]);
});

test('both calculators of /plusvalia wait for the visitor, and load nothing more', async ({
  page,
}) => {
  await dismissCookies(page);
  await page.goto('/plusvalia');
  await interactive(page);
  await page.waitForLoadState('networkidle');
  // Each tool names its own form; a selector that names none lets its tool load at once.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.toolWaits))
    .toBe('2');
  for (const form of await page.locator('.tax-page form').all()) {
    expect(await isReady(form)).toBe(false);
  }
});

test('a first tap on the main button before the code arrives computes once it has', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const release = await openWithCodeHeld(page, '/hipoteca');
  const form = page.locator('.tool__form form');
  expect(await isReady(form)).toBe(false);
  // Nothing typed: only the held submit can bring the results (200.000 € at 3,5 % over 25 years).
  // React leaves a submit to a form it has not hydrated unhandled: the page holds it and sends it.
  await page.getByRole('button', { name: /^Calcular/ }).click();
  release();
  await expectReady(form);
  await expect(result(page, 'monthlyPayment')).toHaveText('1.001,25\u00a0€', { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe('');
  expect(errors).toEqual([]);
});

test('a first tap on "Compartir enlace" before the code arrives shares once it has', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors = collectErrors(page);
  const release = await openWithCodeHeld(page, '/hipoteca');
  expect(await isReady(page.locator('.tool__form form'))).toBe(false);
  // React drops a tap on a part it has not hydrated; the page does it again once it has.
  await shareButton(page).click();
  release();
  const link = await readSharedLink(page);
  expect(link.pathname).toBe('/hipoteca');
  expect(linkParams(link).get('loanAmount')).toBe('200000');
  await expect(page.getByText('Enlace copiado')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the text of a community page and of the sources keeps its server HTML; after a navigation it is rendered', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/gastos-compra-vivienda/canarias')).text();
  await dismissCookies(page);
  const errors = collectErrors(page);
  await page.goto('/gastos-compra-vivienda/canarias');
  await hydrated(page);
  const article = page.locator('main article');
  // The page's own text, kept as the server wrote it (site/components/StaticContent.tsx).
  await expectReady(article);
  expect(await article.locator('p').first().textContent()).toBe(
    /<article[^>]*><section[^>]*><p>([^<]*)<\/p>/.exec(html)?.[1],
  );
  expect(await article.locator('*').count()).toBeGreaterThan(200);
  await expect(article).toHaveAttribute('data-static', 'kept');

  // A navigation inside the site renders the next page's text, which has no server HTML there.
  await markDocument(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Fuentes y actualizaciones' })
    .click();
  await expect(page).toHaveURL(/\/fuentes-y-actualizaciones$/);
  const sources = page.locator('main article');
  await expect(sources.getByRole('heading', { name: 'Andalucía' }).first()).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await expect(sources).toHaveAttribute('data-static', 'rendered');
  expect(errors).toEqual([]);
});

test("a guide's text keeps its server HTML, and its links still open pages without a reload", async ({
  page,
}) => {
  await dismissCookies(page);
  const errors = collectErrors(page);
  await page.goto('/guia-inmobiliarios/como-tributa-alquiler-irpf');
  await hydrated(page);
  await expect(page.getByRole('contentinfo').locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/guia-inmobiliarios/como-tributa-alquiler-irpf',
  );
  await expect(page.locator('.site-footer__top')).toHaveAttribute('data-static', 'kept');
  const body = page.locator('main .guide-article .prose').first();
  await expectReady(body);
  expect(await body.locator('*').count()).toBeGreaterThan(50);
  await expect(body).toHaveAttribute('data-static', 'kept');
  await markDocument(page);
  await body.getByRole('link', { name: 'gastos de compra en tu comunidad' }).click();
  await expect(page).toHaveURL(/\/calculadora-gastos-compra-vivienda$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('gastos');
  expect(await sameDocument(page)).toBe(true);
  // The footer, kept too while the guide hydrated, marks the new page's link as the current one.
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('[aria-current="page"]')).toHaveAttribute(
    'href',
    '/calculadora-gastos-compra-vivienda',
  );
  expect(errors).toEqual([]);
});

test('the page scripts are fetched once the first contentful paint is drawn, not a second later', async ({
  page,
}) => {
  await page.goto('/guia-inmobiliarios/calculadora-rentabilidad-alquiler');
  await hydrated(page);
  const { paint, framework } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    framework: performance
      .getEntriesByType('resource')
      .find((entry) => /\/framework-[0-9a-f]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(paint).toBeGreaterThan(0);
  // After the paint (server/build/page-scripts.ts), from the browser's paint report, not its fallback.
  expect(framework).toBeGreaterThanOrEqual(paint ?? Infinity);
  expect(framework).toBeLessThan((paint ?? 0) + 800);
});

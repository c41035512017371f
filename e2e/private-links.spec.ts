// Share links never send their figures: every request the server receives while a tool's link is
// shared and opened is in `npm start`'s access log, and none holds a figure, a name or a location.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { accessLogLength, accessLogSince } from './access-log';
import { grantClipboard, openTool, readSharedLink } from './calculators';
import { PATH as COMPARATOR_PATH, addProperty } from './comparator';
import { hydrated } from './helpers';
import { field, linkParams, openLink, shareButton } from './locators';

/** A figure no page holds by default, typed into each tool's first money field. */
const FIGURE = '187.654';
const FIGURE_IN_LINK = '187654';

/** Each tool's first money field: typed before sharing, read back after opening the link. */
const TOOLS: readonly { path: string; input: (page: Page) => Locator }[] = [
  { path: '/rentabilidad', input: (page) => field(page, 'purchasePrice') },
  { path: '/hipoteca', input: (page) => field(page, 'loanAmount') },
  {
    path: '/plusvalia',
    input: (page) => page.getByLabel('Precio de venta', { exact: true }),
  },
  {
    path: '/calculadora-gastos-compra-vivienda',
    input: (page) => page.getByLabel('Precio de la vivienda'),
  },
  { path: '/analisis-inversion', input: (page) => field(page, 'price') },
];

test.beforeEach(async ({ context }) => {
  await grantClipboard(context);
});

for (const tool of TOOLS) {
  test(`${tool.path}: sharing and opening its link sends no figure to the server`, async ({
    page,
  }) => {
    const from = accessLogLength();
    await openTool(page, tool.path);
    await tool.input(page).fill(FIGURE);
    // /plusvalia holds two calculators: the button of the one typed in.
    await shareButton(page.locator('form', { has: tool.input(page) })).click();
    const link = await readSharedLink(page);
    expect(link.search).toBe('');
    expect(link.hash).toContain(FIGURE_IN_LINK);
    await openLink(page, link);
    await hydrated(page);
    await expect(tool.input(page)).toHaveValue(FIGURE);
    const log = accessLogSince(from);
    expect(log).toContain(`GET ${tool.path}`);
    expect(log).not.toContain(FIGURE_IN_LINK);
  });
}

test('the comparator sends neither figures nor names; names go into its link only when ticked', async ({
  page,
}) => {
  const from = accessLogLength();
  const flat = {
    name: 'Calle Ficticia 12',
    location: 'Zaragoza',
    price: FIGURE,
    monthlyRent: '900',
    size: '70',
    expenses: '80',
  };
  await openTool(page, COMPARATOR_PATH);
  await addProperty(page, flat);
  await shareButton(page).click();
  const link = await readSharedLink(page);
  expect(linkParams(link).get('price1')).toBe(FIGURE_IN_LINK);
  expect(linkParams(link).has('name1')).toBe(false);
  await openLink(page, link);
  await hydrated(page);
  await expect(page.getByText('Vivienda 1').first()).toBeVisible();
  const log = accessLogSince(from);
  expect(log).toContain(`GET ${COMPARATOR_PATH}`);
  for (const secret of [FIGURE_IN_LINK, 'Ficticia', 'Zaragoza']) expect(log).not.toContain(secret);
});

test('a link of the older query form opens with its values and leaves the address in fragment form', async ({
  page,
}) => {
  const from = accessLogLength();
  await openTool(page, `/hipoteca?loanAmount=176543&interestRate=3&loanTermYears=25`);
  // The log does see a figure sent in a query: why links now keep theirs after the '#'.
  expect(accessLogSince(from)).toContain('loanAmount=176543');
  await expect(field(page, 'loanAmount')).toHaveValue('176.543');
  expect(new URL(page.url()).search).toBe('');
  expect(new URL(page.url()).hash).toContain('loanAmount=176543');
});

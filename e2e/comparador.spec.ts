// The comparator end to end: add, edit, cancel, delete, limit, summary, highlights, storage, share.
import { expect, test, type Page } from '@playwright/test';
import {
  expectFieldError,
  expectNoFieldError,
  grantClipboard,
  openTool,
  readSharedLink,
  storedJson,
} from './calculators';

import {
  PATH,
  KEY,
  LIMIT,
  A,
  B,
  C,
  addButton,
  updateButton,
  card,
  header,
  fillForm,
  addProperty,
} from './comparator';
import { field, result, shareButton, linkParams, openLink } from './locators';

/** A's and B's figures as the comparator shows them, wherever the two come from (typed or a link). */
async function expectSameFlatFigures(page: Page): Promise<void> {
  // Net over price + purchase costs (see A and B): 10,800 / 219,617.41 = 4.92 %.
  await expect(result(page, 'bestNetYield')).toHaveAttribute(
    'data-value',
    String(Math.round((10_800 / 219_617.41) * 10_000) / 100),
  );
  await expect(result(card(page, 'Piso A'), 'purchaseCosts')).toHaveAttribute(
    'data-value',
    String(18_000 + 740.51 + 526.9 + 350),
  );
  await expect(card(page, 'Piso A').getByTestId('purchase-costs-note')).toHaveText(
    'Comunitat Valenciana, vivienda usada sin hipoteca: ITP, notaría, registro y gestoría.',
  );
}

test.describe('property comparator', () => {
  test('empty state, then one card, no summary until two', async ({ page }) => {
    await openTool(page, PATH);
    await expect(page.getByRole('heading', { name: 'Añadir propiedad' })).toBeVisible();
    await expect(page.getByText('Añade propiedades para comparar')).toBeVisible();
    await expect(field(page, 'rooms')).toHaveValue('1');
    await addProperty(page, A);
    await expect(page.getByText('Añade propiedades para comparar')).toHaveCount(0);
    await expect(field(page, 'name')).toHaveValue('');
    await expect(result(card(page, 'Piso A'), 'grossYield')).toHaveAttribute('data-value', '6');
    await expect(page.getByText('Mejor rentabilidad bruta')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Piso A añadida' })).toHaveCount(1);
    expect(await storedJson(page, KEY)).toMatchObject([
      { name: 'Piso A', price: 200000, rooms: 1 },
    ]);
  });

  test('a very low price and a gross yield above 20 % get a note, not an error', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await field(page, 'price').fill('9.000');
    await field(page, 'monthlyRent').fill('200');
    await expect(field(page, 'price')).toHaveAccessibleDescription(
      /comprueba que no falte ningún cero/,
    );
    await expect(field(page, 'monthlyRent')).toHaveAccessibleDescription(
      /rentabilidad bruta por encima del 20 %/,
    );
    await fillForm(page, { ...A, price: '90.000', monthlyRent: '200' });
    await expect(field(page, 'price')).not.toHaveAccessibleDescription(/falte ningún cero/);
    await expect(field(page, 'monthlyRent')).not.toHaveAccessibleDescription(/20 %/);
    await addButton(page).click();
    await expect(header(page, A.name)).toHaveCount(1);
  });

  test('shows every validation message under its field', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'rooms').fill('0');
    await field(page, 'monthlyRent').fill('-1');
    await field(page, 'expenses').fill('-1');
    await addButton(page).click();
    await expectFieldError(page, 'name', 'Escribe el nombre');
    await expectFieldError(page, 'location', 'Escribe la ubicación');
    await expectFieldError(page, 'price', 'El precio debe ser mayor que 0');
    await expectFieldError(page, 'size', 'El tamaño debe ser mayor que 0');
    await expectFieldError(page, 'rooms', 'Las habitaciones deben ser 1 o más');
    await expectFieldError(page, 'monthlyRent', 'El alquiler debe ser 0 o mayor');
    await expectFieldError(page, 'expenses', 'Los gastos deben ser 0 o mayor');
    await expect(field(page, 'name')).toBeFocused();
    // Boundaries: the smallest valid values clear each message.
    await fillForm(page, {
      name: 'x',
      location: 'y',
      price: '1',
      monthlyRent: '0',
      size: '1',
      rooms: '1',
      expenses: '0',
    });
    for (const name of ['name', 'location', 'price', 'size', 'rooms', 'monthlyRent', 'expenses']) {
      await expectNoFieldError(page, name);
    }
    await field(page, 'name').fill('   ');
    await expectFieldError(page, 'name', 'Escribe el nombre');
  });

  test('summary from two properties, best values highlighted', async ({ page }) => {
    await openTool(page, PATH);
    await addProperty(page, A);
    await addProperty(page, B);
    await expect(result(card(page, 'Piso B'), 'grossYield')).toHaveAttribute('data-value', '6.6');
    await expect(result(page, 'bestGrossYield')).toHaveAttribute('data-value', '6.6');
    await expectSameFlatFigures(page);
    await expect(result(page, 'bestPricePerM2')).toHaveAttribute('data-value', '2000');
    for (const label of [
      'Mejor rentabilidad bruta',
      'Mejor rentabilidad neta',
      'Mejor precio por m²',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    const best = (name: string, metric: string) => result(card(page, name), metric);
    await expect(best('Piso B', 'grossYield')).toHaveAttribute('data-best', 'true');
    await expect(best('Piso A', 'grossYield')).toHaveAttribute('data-best', 'false');
    await expect(best('Piso A', 'netYield')).toHaveClass(/is-best/);
    await expect(best('Piso B', 'pricePerM2')).toHaveClass(/is-best/);
    await expect(best('Piso B', 'pricePerM2').locator('xpath=..')).toContainText('Mejor');
    await expect(best('Piso A', 'pricePerM2').locator('xpath=..')).not.toContainText('Mejor');
    // Each net yield against the seed's bond (3,17 %): A's 4,92 % reaches it, B's 2,78 % does not.
    await expect(best('Piso A', 'verdict')).toHaveAttribute('data-value', 'yes');
    await expect(best('Piso B', 'verdict')).toHaveAttribute('data-value', 'no');
    await expect(best('Piso B', 'verdict')).toHaveText('▼ No');
    await expect(page.locator('.comparison__bond .figure-note')).toContainText(
      'Bono español a 10 años: 3,17',
    );
  });

  test('an amount typed with cents keeps them in the table', async ({ page }) => {
    await openTool(page, PATH);
    await addProperty(page, { ...A, expenses: '120,50' });
    await expect(page.getByRole('row', { name: /^Gastos mensuales/ })).toContainText(/120,50\s€/);
    await expect(page.getByRole('row', { name: /^Precio\s/ })).toContainText(/200\.000\s€/);
  });

  test('edit, update keeping the id, and cancel', async ({ page }) => {
    await openTool(page, PATH);
    await addProperty(page, A);
    await addProperty(page, B);
    const id = await header(page, 'Piso A').getAttribute('data-property-id');
    await page.getByRole('button', { name: 'Editar Piso A' }).click();
    await expect(page.getByRole('heading', { name: 'Editar propiedad' })).toBeVisible();
    await expect(field(page, 'name')).toBeFocused();
    await expect(field(page, 'price')).toHaveValue('200.000');
    await field(page, 'monthlyRent').fill('1500');
    await updateButton(page).click();
    await expect(page.getByRole('heading', { name: 'Añadir propiedad' })).toBeVisible();
    await expect(field(page, 'name')).toHaveValue('');
    await expect(header(page, 'Piso A')).toHaveAttribute('data-property-id', id ?? '');
    await expect(result(card(page, 'Piso A'), 'grossYield')).toHaveAttribute('data-value', '9');
    // It keeps its place in the list too.
    await expect(page.locator('[data-property-id]').first()).toHaveAttribute(
      'data-property-id',
      id ?? '',
    );

    await page.getByRole('button', { name: 'Editar Piso B' }).click();
    await field(page, 'price').fill('1');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('heading', { name: 'Añadir propiedad' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toHaveCount(0);
    await expect(field(page, 'price')).toHaveValue('');
    await expect(result(card(page, 'Piso B'), 'grossYield')).toHaveAttribute('data-value', '6.6');
  });

  test('three-property limit: message and disabled button, enabled again while editing', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await addProperty(page, A);
    await addProperty(page, B);
    await expect(page.getByText(LIMIT)).toHaveCount(0);
    await addProperty(page, C);
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByText(LIMIT)).toBeVisible();
    await page.getByRole('button', { name: 'Editar Piso C' }).click();
    await expect(updateButton(page)).toBeEnabled();
    await expect(page.getByText(LIMIT)).toHaveCount(0);
    // Deleting the card being edited leaves edit mode and clears the form.
    await page.getByRole('button', { name: 'Eliminar Piso C' }).click();
    await expect(page.getByRole('heading', { name: 'Añadir propiedad' })).toBeVisible();
    await expect(field(page, 'name')).toHaveValue('');
    await expect(addButton(page)).toBeEnabled();
  });

  test('restores the list after a reload; deleting all leaves the empty state for good', async ({
    page,
  }) => {
    await openTool(page, PATH);
    await addProperty(page, A);
    await addProperty(page, B);
    await page.reload();
    await expect(header(page, 'Piso A')).toBeVisible();
    await expect(header(page, 'Piso B')).toBeVisible();
    await expect(result(page, 'bestGrossYield')).toHaveAttribute('data-value', '6.6');
    await page.getByRole('button', { name: 'Eliminar Piso A' }).click();
    await expect(result(page, 'bestGrossYield')).toHaveCount(0);
    await page.getByRole('button', { name: 'Eliminar Piso B' }).click();
    await expect(page.getByText('Añade propiedades para comparar')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Añade propiedades para comparar')).toBeVisible();
  });

  test('two deletions before the list is drawn again both count', async ({ page }) => {
    await openTool(page, PATH);
    for (const input of [A, B, C]) await addProperty(page, input);
    // Both presses in one task: the second one comes before React draws the first (the cards are
    // drawn in a transition), so it must read the list the first one left, not the one on screen.
    await page.evaluate(() => {
      for (const name of ['Piso A', 'Piso C'])
        document.querySelector<HTMLButtonElement>(`button[aria-label="Eliminar ${name}"]`)?.click();
    });
    await expect(header(page, 'Piso B')).toBeVisible();
    await expect(header(page, 'Piso A')).toHaveCount(0);
    await expect(header(page, 'Piso C')).toHaveCount(0);
    await expect
      .poll(async () => ((await storedJson(page, KEY)) as { name: string }[]).map((p) => p.name))
      .toEqual(['Piso B']);
  });

  test('share link carries the list and wins over storage', async ({ page, context }) => {
    await grantClipboard(context);
    const stored = [
      {
        id: '1',
        name: 'Guardado',
        location: 'Madrid',
        price: 100000,
        monthlyRent: 500,
        size: 50,
        rooms: 1,
        expenses: 50,
      },
    ];
    await openTool(page, PATH, { [KEY]: stored });
    await expect(header(page, 'Guardado')).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar Guardado' }).click();
    await addProperty(page, A);
    await addProperty(page, { ...B, name: 'Ático & Co.' });
    // Names go into a link only when asked for.
    await page.getByLabel('Incluir nombres y ubicaciones en el enlace').check();
    await shareButton(page).click();
    await expect(page.getByText('Enlace copiado')).toBeVisible();
    const url = await readSharedLink(page);
    expect(linkParams(url).get('name2')).toBe('Ático & Co.');
    expect(linkParams(url).get('price2')).toBe('200000');
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      KEY,
      JSON.stringify(stored),
    ] as const);
    await openLink(page, url);
    await expect(header(page, 'Piso A')).toBeVisible();
    await expect(header(page, 'Ático & Co.')).toBeVisible();
    await expect(header(page, 'Guardado')).toHaveCount(0);
    await expectSameFlatFigures(page);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await openTool(page, PATH);
    await field(page, 'name').focus();
    const values = ['Piso K', 'Cádiz', '150.000', '900', '75', '2', '150'];
    for (const [index, value] of values.entries()) {
      await page.keyboard.press('Control+a');
      await page.keyboard.type(value);
      if (index < values.length - 1) await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Tab');
    await expect(addButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(result(card(page, 'Piso K'), 'grossYield')).toHaveAttribute('data-value', '7.2');
    await page.getByRole('button', { name: 'Editar Piso K' }).focus();
    await page.keyboard.press('Enter');
    await expect(updateButton(page)).toBeVisible();
    await expect(field(page, 'name')).toBeFocused();
  });
});

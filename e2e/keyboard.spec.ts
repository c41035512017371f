// Keyboard-only use: every stop shows its focus, menus and dialogs open and close, forms submit.
// Only page.keyboard drives the pages here; locators are read, never clicked or focused.
import { expect, test, type Page } from '@playwright/test';
import { openTool } from './calculators';
import { NAV, banner, dialog, dismissCookies, hydrated, stored } from './helpers';
import { focusProblem, liveText, skipToContent, tabTo, typeInto } from './keyboard';
import { field, formSubmit, result, toasts } from './locators';

test.describe('keyboard: navigation, menu and cookies', () => {
  test('Tab reaches every main navigation item with a visible focus', async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/hipoteca');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const item of NAV) {
      const link = nav.locator(`a[href="${item.path}"]`);
      await tabTo(page, link, { max: 4 });
      await expect(link).toContainText(item.label);
    }
    // Enter follows the focused link (the last item) like a click.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${NAV[NAV.length - 1]?.path ?? ''}$`));
  });

  test('the mobile menu opens with Enter and closes with Escape, focus back on the toggle @mobile-only', async ({
    page,
  }) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const panel = page.locator('#menu-principal');
    await tabTo(page, toggle, { max: 3 });
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const item of NAV) await tabTo(page, panel.locator(`a[href="${item.path}"]`), { max: 1 });
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    // Space opens it too, and Enter on the same button closes it again.
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('cookie banner and settings: reached with Shift+Tab, switches toggle with Space', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible({ timeout: 5000 });
    // The banner closes the page's tab order, so Shift+Tab from the top reaches it first.
    await tabTo(page, banner(page).getByRole('button', { name: 'Configurar' }), {
      back: true,
      max: 3,
    });
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    const analytics = dialog(page).getByRole('switch', { name: 'Analíticas' });
    await expect(analytics).toBeFocused();
    expect(await focusProblem(page)).toBeNull();
    await page.keyboard.press('Space');
    await expect(analytics).toBeChecked();
    await tabTo(page, dialog(page).getByRole('switch', { name: 'Funcionales' }), { max: 2 });
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(dialog(page).getByRole('switch', { name: 'Funcionales' })).not.toBeChecked();
    await tabTo(page, dialog(page).getByRole('button', { name: 'Guardar preferencias' }), {
      max: 1,
    });
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect(JSON.parse((await stored(page)) ?? 'null')).toMatchObject({
      analytics: true,
      functional: false,
    });
    // The opener is gone with the banner: focus lands on the main content, not on the body.
    await expect(page.locator('main#contenido')).toBeFocused();

    // The footer button reopens the settings; Escape closes them and returns focus to it.
    const reopen = page.getByRole('button', { name: 'Configurar cookies' });
    await tabTo(page, reopen);
    await page.keyboard.press('Enter');
    await expect(analytics).toBeChecked();
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(reopen).toBeFocused();
    expect(JSON.parse((await stored(page)) ?? 'null')).toMatchObject({ analytics: true });
  });
});

test.describe('keyboard: calculators from the top of the page', () => {
  test('/rentabilidad: fill, submit and hear the summary', async ({ page }) => {
    await openTool(page, '/rentabilidad');
    await skipToContent(page);
    expect(await liveText(page)).toEqual([]);
    await tabTo(page, field(page, 'purchasePrice'));
    await typeInto(page, '240000');
    await tabTo(page, formSubmit(page, 'yield'));
    await page.keyboard.press('Enter');
    await expect(result(page, 'grossYield')).toHaveAttribute('data-value', '6');
    await expect.poll(() => liveText(page)).toEqual([expect.stringContaining('rentabilidad')]);
  });

  test('/hipoteca: fill, submit, hear the summary and open a year', async ({ page }) => {
    await openTool(page, '/hipoteca');
    await skipToContent(page);
    await tabTo(page, field(page, 'loanAmount'));
    await typeInto(page, '100000');
    await tabTo(page, formSubmit(page, 'mortgage'));
    await page.keyboard.press('Enter');
    await expect(result(page, 'monthlyPayment').first()).toHaveAttribute('data-value', '500.62');
    // Two live regions: the calculator's summary and the verdict, which asks for its figures.
    await expect
      .poll(() => liveText(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining('Escribe tus ingresos netos'),
          expect.stringContaining('Resultados actualizados: cuota mensual'),
        ]),
      );
    expect(await liveText(page)).toHaveLength(2);
    const year = page.getByRole('button', { name: 'Ver los meses del año 1', exact: true });
    await tabTo(page, year);
    await page.keyboard.press('Enter');
    await expect(year).toHaveAttribute('aria-expanded', 'true');
  });

  test('/plusvalia: both calculators submit with Enter and announce their results', async ({
    page,
  }) => {
    await openTool(page, '/plusvalia');
    await skipToContent(page);
    await tabTo(page, page.getByLabel('Precio de venta', { exact: true }));
    await typeInto(page, '320000');
    await tabTo(page, formSubmit(page, 'capitalGains'));
    await page.keyboard.press('Enter');
    await expect(result(page, 'capitalGainsTax')).toBeVisible();
    const plusvalia = formSubmit(page, 'plusvalia');
    await tabTo(page, plusvalia);
    await page.keyboard.press('Enter');
    await expect(result(page, 'tax')).toBeVisible();
    const announced = await liveText(page);
    expect(announced.filter((text) => text.includes('IRPF a pagar'))).toHaveLength(1);
    expect(announced.filter((text) => /plusval/i.test(text))).not.toHaveLength(0);
  });

  test('/calculadora-gastos-compra-vivienda: radio, select and checkbox by keyboard', async ({
    page,
  }) => {
    await openTool(page, '/calculadora-gastos-compra-vivienda');
    await skipToContent(page);
    await tabTo(page, page.getByLabel('Precio de la vivienda'));
    await typeInto(page, '200000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Vivienda usada (segunda mano)')).toBeChecked();
    await tabTo(page, page.getByLabel('Comunidad autónoma', { exact: true }), { max: 2 });
    await page.keyboard.press('End');
    await tabTo(page, page.getByLabel('Compro con hipoteca'));
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Importe del préstamo')).toHaveCount(0);
    const submit = formSubmit(page, 'purchaseCosts');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(result(page, 'totalCosts')).toBeVisible();
    // The button was busy while calculating, yet focus stayed on it.
    await expect(submit).toBeFocused();
    await expect
      .poll(() => liveText(page))
      .toEqual(expect.arrayContaining([expect.stringContaining('€')]));
    // The result is the confirmation: no success toast over it.
    await expect(toasts(page).getByRole('status')).toHaveCount(0);
  });
});

test.describe('keyboard: comparator', () => {
  const card = (page: Page, name: string) => page.locator(`th[data-property-name="${name}"]`);

  /** Fills the form from its first field; `back` when focus is below the form (its button). */
  async function addWithKeyboard(page: Page, name: string, back: boolean) {
    await tabTo(page, field(page, 'name'), { back });
    for (const [index, value] of [name, 'Cádiz', '150000', '900', '75', '2', '150'].entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await typeInto(page, value);
    }
    await tabTo(page, formSubmit(page, 'comparator'), { max: 1 });
    await page.keyboard.press('Enter');
    await expect(card(page, name)).toBeVisible();
  }

  test('add, edit, cancel and delete with focus kept where the user is', async ({ page }) => {
    await openTool(page, '/comparador');
    await skipToContent(page);
    await addWithKeyboard(page, 'Piso K', false);
    await addWithKeyboard(page, 'Piso L', true);
    await expect.poll(() => liveText(page)).toContain('Piso L añadida. 2 de 3 propiedades.');

    // Edit: focus moves to the form; Enter on a field saves the change.
    await tabTo(page, page.getByRole('button', { name: 'Editar Piso K' }));
    await page.keyboard.press('Enter');
    await expect(field(page, 'name')).toBeFocused();
    await typeInto(page, 'Piso K2');
    await page.keyboard.press('Enter');
    await expect(card(page, 'Piso K2')).toBeVisible();
    await expect.poll(() => liveText(page)).toContain('Piso K2 actualizada.');

    // Cancel: the form is back to 'Añadir' and focus is not lost.
    const edit = page.getByRole('button', { name: 'Editar Piso L' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: 'Cancelar' }));
    await page.keyboard.press('Enter');
    await expect(formSubmit(page, 'comparator')).toBeVisible();
    await expect(field(page, 'name')).toHaveValue('');
    await expect(edit).toBeFocused();

    // Delete: the card goes, the change is announced and focus stays in the list.
    await tabTo(page, page.getByRole('button', { name: 'Eliminar Piso L' }));
    await page.keyboard.press('Enter');
    await expect(card(page, 'Piso L')).toHaveCount(0);
    await expect.poll(() => liveText(page)).toContain('Piso L eliminada. 1 de 3 propiedades.');
    expect(await focusProblem(page)).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focusProblem(page)).toBeNull();
  });
});

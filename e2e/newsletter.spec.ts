// Notifications (spec section 9) and the newsletter section's states, end to end; the
// double opt-in against the real suite: the confirmation e-mail is read from the local outbox.
import { expect, test, type Page } from '@playwright/test';
import { NEWSLETTER_CONFIRM_API } from '../core/api';
import { linkIn, outboxFor } from '../server/testing/outbox';
import { dismissCookies, gate, hydrated } from './helpers';
import { formSubmit, toast, toasts } from './locators';

// Its download's success toast is the one left to test the notifications with.
const EXCEL_PAGE = '/plantilla-excel-rentabilidad-alquiler-gratis';

test.describe('notifications and newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await dismissCookies(page);
    await page.goto('/');
    await hydrated(page);
  });

  const emailField = (page: Page) => page.getByLabel('Tu email');
  const submit = (page: Page) => formSubmit(page, 'newsletter');

  test('F8 focuses the notification region', async ({ page }) => {
    await page.keyboard.press('F8');
    await expect(toasts(page)).toBeFocused();
  });

  test('shows the newsletter pitch, benefits and note', async ({ page }) => {
    const section = page.getByRole('region', { name: 'Boletín inmobiliario' });
    for (const benefit of ['Análisis de mercado', 'Consejos prácticos', 'Oportunidades']) {
      await expect(section.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(section).toContainText('100% gratuito. Cancela cuando quieras. Sin spam.');
  });

  test('shows the email error under the field and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route('**/api/newsletter/subscribe', (route) => {
      requests += 1;
      return route.fulfill({ json: { message: 'ok' } });
    });
    await emailField(page).fill('no-es-un-email');
    await submit(page).click();
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailField(page)).toHaveAccessibleDescription(
      /Por favor, introduce un email válido/,
    );
    await expect(emailField(page)).toBeFocused();
    expect(requests).toBe(0);
  });

  test('subscribes: pending state and one confirmation, the card asking to confirm', async ({
    page,
  }) => {
    let body: unknown;
    let requests = 0;
    const { held, release } = gate();
    await page.route('**/api/newsletter/subscribe', async (route) => {
      requests += 1;
      body = route.request().postDataJSON();
      await held;
      await route.fulfill({ status: 202, json: { status: 'pending', message: 'Mira tu correo' } });
    });
    await emailField(page).fill('  ana@example.es ');
    await submit(page).click();
    const pending = page.getByRole('button', { name: 'Suscribiendo...' });
    await expect(pending).toBeDisabled();
    // Busy, yet still focused: pressing Enter again sends nothing more.
    await expect(pending).toBeFocused();
    await page.keyboard.press('Enter');
    release();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Revisa tu correo' })).toContainText(
      'te llegará un correo para confirmar la suscripción',
    );
    await expect(page.getByText('¡Gracias por suscribirte!')).toHaveCount(0);
    await expect(emailField(page)).toHaveCount(0);
    expect(body).toEqual({ email: 'ana@example.es' });
    expect(requests).toBe(1);
    // The card is the confirmation: no toast says it a second time.
    await expect(toast(page)).toHaveCount(0);
  });

  test('double opt-in: a scanner opening the link subscribes nobody; the button confirms, the done page leads out', async ({
    page,
    request,
  }) => {
    const address = `doble-${Date.now()}@ejemplo.es`;
    await emailField(page).fill(address);
    await submit(page).click();
    await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeFocused();
    // The e-mail goes out after the answer: wait for it.
    await expect.poll(() => outboxFor(address).length).toBe(1);
    const [mail] = outboxFor(address);
    if (!mail) throw new Error('no e-mail');
    // One link, naming the sign-up and not the address; nothing to unsubscribe from yet.
    const link = linkIn(mail, NEWSLETTER_CONFIRM_API);
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual([link]);
    expect(link).not.toContain(encodeURIComponent(address));
    expect(mail.headers?.['List-Unsubscribe']).toBeUndefined();

    // A mail scanner opens the link first: a page, nothing confirmed, the link still works.
    const scanned = await request.get(link);
    expect(scanned.status()).toBe(200);
    expect(await scanned.text()).toContain('Confirmar suscripción');

    // The person opens it and presses the button.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Confirma tu suscripción' })).toBeVisible();
    await expect(page.locator('main')).toContainText(address);
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
    await expect(page.getByRole('heading', { name: 'Suscripción confirmada' })).toBeVisible();
    await expect(page.locator('main')).toContainText(address);

    // The way out: a page whose button withdraws; a scanner's GET of it changes nothing.
    const out = page.getByRole('link', { name: 'Si has cambiado de idea, date de baja aquí' });
    const unsubscribe = (await out.getAttribute('href')) ?? '';
    expect(unsubscribe).toContain('/api/newsletter/unsubscribe?token=');
    expect((await request.get(unsubscribe)).status()).toBe(200);
    await out.click();
    await expect(
      page.getByRole('heading', { name: 'Darte de baja de la newsletter' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Darme de baja' }).click();
    await expect(page.getByRole('heading', { name: 'Te has dado de baja' })).toBeVisible();
    await expect(page.locator('main')).toContainText(address);

    // One click from a mail client (RFC 8058) is a POST to the same link: done already, still 200.
    const oneClick = await request.post(unsubscribe, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toMatchObject({ status: 'unsubscribed' });

    // The confirmation link no longer confirms anything.
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Enlace de confirmación no válido' }),
    ).toBeVisible();
  });

  test('a failure keeps the form and is said once, under the button', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, body: 'Servidor no disponible' }),
    );
    await emailField(page).fill('ana@example.es');
    await submit(page).click();
    const alert = page.locator('.newsletter__form [data-error="request"]');
    await expect(alert).toContainText('Error en la suscripción');
    await expect(alert).toContainText('Ha ocurrido un error en el servidor.');
    await expect(alert).not.toContainText('500');
    await expect(submit(page)).toBeEnabled();
    await expect(toast(page)).toHaveCount(0);
    // A second failure replaces the first: one sentence, not two.
    const secondAnswer = page.waitForResponse('**/api/newsletter/subscribe');
    await submit(page).click();
    await secondAnswer;
    await expect(alert).toHaveCount(1);
  });

  test('one toast at a time, closed with its button', async ({ page }) => {
    await page.route('**/api/excel-template/rentabilidad', (route) =>
      route.fulfill({ status: 200, body: 'xlsx' }),
    );
    await page.goto(EXCEL_PAGE);
    await hydrated(page);
    const download = page.getByRole('button', { name: 'Descargar plantilla Excel gratis' });
    await download.click();
    const shown = toasts(page).getByRole('status');
    await expect(shown).toContainText('Descarga iniciada');
    // Wait for the second answer: until it arrives, the first toast is the only one.
    const secondAnswer = page.waitForResponse('**/api/excel-template/rentabilidad');
    await download.click();
    await secondAnswer;
    await expect(toast(page)).toHaveCount(1);
    await shown.getByRole('button', { name: 'Cerrar notificación' }).click();
    await expect(toast(page)).toHaveCount(0);
  });

  test('a toast closes after five seconds and with a swipe to the right', async ({ page }) => {
    await page.route('**/api/excel-template/rentabilidad', (route) =>
      route.fulfill({ status: 200, body: 'xlsx' }),
    );
    // The page's clock, run on by hand: the toast's five seconds pass without waiting for them.
    await page.clock.install();
    await page.goto(EXCEL_PAGE);
    await hydrated(page);
    const shown = toast(page);
    const download = page.getByRole('button', { name: 'Descargar plantilla Excel gratis' });
    await download.click();
    await expect(shown).toBeVisible();
    // Paused once it shows, so a busy machine's own seconds are not counted twice; the page's
    // time moves on while the pause is asked for, so it is asked for a moment ahead.
    for (let paused = false; !paused;) {
      const now = await page.evaluate(() => Date.now());
      paused = await page.clock.pauseAt(now + 100).then(
        () => true,
        (error: unknown) => {
          if (String(error).includes('to the past')) return false;
          throw error;
        },
      );
    }
    await page.clock.runFor(2500);
    await expect(shown).toBeVisible();
    await page.clock.runFor(4000);
    await expect(shown).toHaveCount(0);
    await page.clock.resume();

    async function swipe(distance: number) {
      const box = await shown.boundingBox();
      if (!box) throw new Error('no toast');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + 20, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, y, { steps: 5 });
      await page.mouse.up();
    }
    await download.click();
    await expect(shown).toBeVisible();
    await swipe(30);
    await expect(shown).toBeVisible();
    await swipe(60);
    await expect(shown).toHaveCount(0);
  });
});

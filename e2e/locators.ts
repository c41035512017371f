// The parts of a page the specs find, and the facts they wait on, named once.
import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

export const field = (scope: Scope, name: string) => scope.locator(`[name="${name}"]`);
export const result = (scope: Scope, name: string) => scope.locator(`[data-result="${name}"]`);
export const warning = (scope: Scope, name: string) => scope.locator(`[data-warning="${name}"]`);

const SUBMIT = {
  yield: 'Calcular rentabilidad',
  mortgage: 'Calcular hipoteca',
  capitalGains: 'Calcular',
  plusvalia: 'Calcular plusvalía',
  purchaseCosts: 'Calcular gastos',
  analysis: 'Analizar inversión',
  comparator: 'Añadir propiedad',
  generator: 'Generar descripción',
  contact: 'Enviar mensaje',
  newsletter: 'Suscribirme',
} as const;

/** Capital gains' "Calcular" is matched whole: the other buttons' names begin with it. */
export const formSubmit = (scope: Scope, form: keyof typeof SUBMIT) =>
  scope.getByRole('button', { name: SUBMIT[form], exact: form === 'capitalGains' });

export const shareButton = (scope: Scope) =>
  scope.getByRole('button', { name: 'Compartir enlace' });

export const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });
export const toast = (page: Page) => toasts(page).locator('.toast');

/** React owns the form or lazy part: its store or useReadyMark (site/lib/ready-mark.ts) says so. */
export async function expectReady(part: Locator): Promise<void> {
  await expect(part).toHaveAttribute('data-ready', 'true');
}

export const isReady = async (part: Locator): Promise<boolean> =>
  (await part.getAttribute('data-ready')) === 'true';

/** No calculator waits for the typing pause or computes (the tool frame's data-state). */
export async function resultsSettled(page: Page): Promise<void> {
  await expect(
    page.locator('.tool[data-state="pending"], .tool[data-state="calculating"]'),
  ).toHaveCount(0);
}

/** A share link's values: after the '#', which the browser never sends. */
export const linkParams = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** Opens a share link as a new visit: a change of fragment alone would not load the page again. */
export async function openLink(page: Page, url: URL): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url.pathname + url.hash);
}

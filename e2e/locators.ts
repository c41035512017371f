// The parts of a page the specs find, named once: fields by name, results and warnings by their
// data names, the toasts, and the facts a spec waits on (a hydrated form, a tool's result state).
import { expect, type Locator, type Page } from '@playwright/test';

type Scope = Page | Locator;

/** An input, select or textarea by its `name`, which is also its share-link parameter. */
export const field = (scope: Scope, name: string) => scope.locator(`[name="${name}"]`);

/** A figure by its `data-result` name; its `data-value` holds the number unrounded. */
export const result = (scope: Scope, name: string) => scope.locator(`[data-result="${name}"]`);

/** A warning beside the results by its `data-warning` name. */
export const warning = (scope: Scope, name: string) => scope.locator(`[data-warning="${name}"]`);

/** Each form's submit button, by the text a visitor reads on it. */
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

/** The submit button of a form (`capitalGains`' "Calcular" is matched whole: others begin so). */
export const formSubmit = (scope: Scope, form: keyof typeof SUBMIT) =>
  scope.getByRole('button', { name: SUBMIT[form], exact: form === 'capitalGains' });

/** A tool's "Compartir enlace" button. */
export const shareButton = (scope: Scope) =>
  scope.getByRole('button', { name: 'Compartir enlace' });

/** The notifications region (F8 focuses it). */
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notificaciones (F8)' });

/** The toasts shown: each one a status (or an alert, for an error) in the region. */
export const toast = (page: Page) => toasts(page).locator('.toast');

/** Resolves once React has hydrated `form` (site/lib/form/form-store.ts marks it `data-ready`). */
export async function formReady(form: Locator): Promise<void> {
  await expect(form).toHaveAttribute('data-ready', 'true');
}

/** Whether React has hydrated `form` now, without waiting. */
export const isFormReady = async (form: Locator): Promise<boolean> =>
  (await form.getAttribute('data-ready')) === 'true';

/**
 * Resolves once no calculator on the page has a change waiting for the typing pause or a
 * computation under way (the tool frame's `data-state`, site/features/calculator/ToolLayout.tsx).
 */
export async function resultsSettled(page: Page): Promise<void> {
  await expect(
    page.locator('.tool[data-state="pending"], .tool[data-state="calculating"]'),
  ).toHaveCount(0);
}

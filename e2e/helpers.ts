// Helpers shared by the layout specs: storage set-up, hydration wait and common locators.
import net from 'node:net';
import { expect, type Locator, type Page } from '@playwright/test';
import { NAV_ITEMS } from '../core/routes';

export const KEY = 'cookie-consent';
export const DEFAULTS = { necessary: true, analytics: false, marketing: false, functional: false };
export const ALL = { necessary: true, analytics: true, marketing: true, functional: true };
export const NAV = NAV_ITEMS;

/** Puts a raw value in storage before any page script runs (every navigation of this page). */
export async function storeBeforeLoad(page: Page, raw: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage.
      }
    },
    [KEY, raw] as const,
  );
}

export const dismissCookies = (page: Page) => storeBeforeLoad(page, JSON.stringify(DEFAULTS));

export const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), KEY);

/** The page's own code is in (`data-interactive`); a tool's may still wait or be on its way. */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.interactive !== undefined);
}

/** React has hydrated the page's forms; a tool waiting for a first tap is tapped awake. */
export async function hydrated(page: Page): Promise<void> {
  // A tool's own chunk hydrates after the layout's mark: each form with named fields (the form
  // engine's) is awaited until it says data-ready; one far below loads only when near.
  await page.waitForFunction(() => {
    const root = document.documentElement.dataset;
    if (root.interactive === undefined) return false;
    if (root.toolWaits !== undefined) {
      if (root.e2eTapped === undefined) {
        root.e2eTapped = '';
        window.dispatchEvent(new PointerEvent('pointerdown'));
      }
      return false;
    }
    return [...document.querySelectorAll<HTMLFormElement>('main form')].every(
      (form) =>
        form.dataset.ready === 'true' ||
        !form.querySelector('[name]') ||
        form.getBoundingClientRect().top > window.innerHeight + 600,
    );
  });
}

/** `target` (content-visibility: auto, far down `path`) is drawn only near the screen and on paper. */
export async function expectDrawnOnlyNear(page: Page, target: Locator, path: string) {
  const drawn = () =>
    target.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await target.scrollIntoViewIfNeeded();
  await expect.poll(drawn).toBe(true);
  await page.goto(path);
  await page.emulateMedia({ media: 'print' });
  expect(await drawn()).toBe(true);
}

export const banner = (page: Page) => page.getByRole('region', { name: 'Usamos cookies' });
export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preferencias de cookies' });
export const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Navegación principal' });

export async function fillGenerator(page: Page): Promise<void> {
  await page.getByLabel('Dirección').fill('Calle Betis 20, Sevilla');
  await page.getByLabel('Tipo de propiedad').selectOption('atico');
  await page.getByLabel('Público objetivo').selectOption('parejas');
  await page.getByLabel('Superficie (m²)').fill('70');
  await page.getByLabel('Habitaciones').fill('2');
  await page.getByLabel('Baños').fill('1');
  await page.getByLabel('Terraza').check();
}

/** A promise that stays pending until `release` is called: holds back a routed request or script. */
export function gate(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Helpers shared by the calculator and comparator specs: results, fields, storage and clipboard.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { dismissCookies, gate, hydrated } from './helpers';
import { field, result } from './locators';

/** Opens a tool page with the cookie choice stored and `storage` (key -> JSON value) preloaded. */
export async function openTool(
  page: Page,
  path: string,
  storage: Record<string, unknown> = {},
): Promise<void> {
  await dismissCookies(page);
  if (Object.keys(storage).length > 0) {
    await page.addInitScript(
      (entries) => {
        // Only once per test: a reload must see what the page itself saved.
        if (window.sessionStorage.getItem('e2e-seeded')) return;
        window.sessionStorage.setItem('e2e-seeded', '1');
        for (const [key, value] of entries) window.localStorage.setItem(key, value);
      },
      Object.entries(storage).map(([key, value]) => [key, JSON.stringify(value)] as const),
    );
  }
  await page.goto(path);
  await hydrated(page);
}

export async function resultValue(page: Page, name: string): Promise<number> {
  return Number(await result(page, name).first().getAttribute('data-value'));
}

export async function expectResults(page: Page, expected: Record<string, number>): Promise<void> {
  for (const [name, value] of Object.entries(expected)) {
    await expect(result(page, name).first()).toHaveAttribute('data-value', String(value));
  }
}

export async function storedJson(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => window.localStorage.getItem(k), key);
  return raw === null ? null : JSON.parse(raw);
}

export async function grantClipboard(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
}

/** What the page copied: polled, as the copying may finish after the click returns. */
export async function readClipboard(page: Page): Promise<string> {
  let text = '';
  await expect
    .poll(async () => (text = await page.evaluate(() => navigator.clipboard.readText())))
    .not.toBe('');
  return text;
}

/** The copying code loads on the first click: the clipboard is read once "Enlace copiado" shows. */
export async function readCopiedLink(page: Page): Promise<string> {
  await expect(page.getByText('Enlace copiado').first()).toBeVisible();
  return readClipboard(page);
}

export const readSharedLink = async (page: Page): Promise<URL> =>
  new URL(await readCopiedLink(page));

export async function expectFieldError(page: Page, name: string, message: string): Promise<void> {
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, name)).toHaveAccessibleDescription(new RegExp(escape(message)));
}

export async function expectNoFieldError(page: Page, name: string): Promise<void> {
  await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Whether a URL is a script `path` loads on demand, not one of its first-load files. */
export async function codeOnDemand(path: string): Promise<(url: URL) => boolean> {
  // Loaded when needed: the test runner compiles static imports to CommonJS, which an .mjs file is not.
  const { firstLoadFiles } = await import('../scripts/lib/route-weight.mjs');
  const html = readFileSync(join('public', path, 'index.html'), 'utf8');
  const { scripts } = firstLoadFiles('public', path, html);
  return (url: URL) => url.pathname.endsWith('.js') && !scripts.has(url.pathname.slice(1));
}

/**
 * Holds the chunks loaded on first use (a form's schema) until `release`; the tool's own code, the
 * first script asked for beyond the first-load files, passes.
 */
export async function holdLazyScripts(page: Page, path: string): Promise<() => void> {
  const lazy = await codeOnDemand(path);
  let toolArrived = false;
  page.on('requestfinished', (request) => {
    if (lazy(new URL(request.url()))) toolArrived = true;
  });
  const { held, release } = gate();
  await page.route(lazy, async (route) => {
    if (!toolArrived) return route.continue();
    await held;
    await route.continue();
  });
  return release;
}

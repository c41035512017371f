// The first-load JavaScript budget per route, one count for `npm test`, `scripts/first-load.mjs`
// and `npm run bench`, the Lighthouse-style one: every script a fresh Chromium requests until the
// network is quiet after idle, lazy chunks included, each gzipped at zlib's default level (a
// little more than the brotli `npm start` and Netlify send, so the budget holds for either).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort } from './embedded-db.mjs';
import { builtRoutes } from './route-weight.mjs';
import { startSuite } from './suite-process.mjs';

export const FIRST_LOAD_BUDGET_KB = 105;

/** Longer than the cookie banner's delay (core/consent.ts), as Lighthouse's quiet windows are. */
const LIGHTHOUSE_QUIET_MS = 1_500;

const sizes = new Map();
/** A built file's bytes gzipped at the default level, as the count takes them. */
export function firstLoadSize(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(file)).length);
  return sizes.get(file);
}

/**
 * Which part of the site a first-load script is: `framework` (React and webpack's runtime, what any
 * Gatsby page loads), `app` (Gatsby's app with the layout every page shares, the code every page
 * component imports, the HTML's inline scripts) or `page` (the route's own chunks, lazy parts too).
 */
export function scriptPart(file) {
  const name = path.basename(file);
  if (/^(framework|webpack-runtime)-/.test(name)) return 'framework';
  if (/^(app|commons)-/.test(name) || file.startsWith('_inline/')) return 'app';
  return 'page';
}

/** Gatsby writes the 404 page twice: /404/ and /404.html. */
export function budgetRoutes(publicDir) {
  return builtRoutes(publicDir)
    .map(([route]) => route)
    .filter((route) => route !== '/404');
}

/** Debian's Chromium, as the end-to-end tests launch it (`CHROMIUM_PATH` to choose another). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/** Script requests to the site from navigation until the network is quiet after an idle callback. */
export async function loadedScripts(browser, base, route) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  try {
    const page = await context.newPage();
    const origin = new URL(base).origin;
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) {
        scripts.add(decodeURIComponent(url.pathname.slice(1)));
      }
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Code scheduled for an idle main thread (React.lazy parts, requestIdleCallback).
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))),
    );
    // Lighthouse waits a second after load and for a quiet second of network and CPU: what a
    // timer of the page fetches a second after it answers (the cookie banner) is counted too.
    await page
      .waitForFunction(() => document.documentElement.dataset.interactive !== undefined, null, {
        timeout: 10_000,
      })
      .catch(() => {});
    await page.waitForTimeout(LIGHTHOUSE_QUIET_MS);
    await page.waitForLoadState('networkidle');
    return [...scripts].sort();
  } finally {
    await context.close();
  }
}

export async function measureFirstLoad(browser, base, publicDir, routes = budgetRoutes(publicDir)) {
  const rows = [];
  for (const route of routes) {
    const scripts = await loadedScripts(browser, base, route);
    const parts = { framework: 0, app: 0, page: 0 };
    for (const file of scripts)
      parts[scriptPart(file)] += firstLoadSize(path.join(publicDir, file));
    rows.push({ route, jsGzip: parts.framework + parts.app + parts.page, parts, scripts });
  }
  return rows;
}

/** Serves `publicDir` with `npm start --no-build` (or uses `base`), measures, stops what it started. */
export async function measureBuiltSite(publicDir, base, routes = budgetRoutes(publicDir)) {
  const site = base ? undefined : await startSuite({ port: await freePort(), timeoutMs: 300_000 });
  const browser = await launchChromium();
  try {
    return await measureFirstLoad(browser, base ?? site.base, publicDir, routes);
  } finally {
    await browser.close();
    await site?.stop();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export function firstLoadTable(rows) {
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  return [
    `${'route'.padEnd(width)}  JS KB gzip (budget ${FIRST_LOAD_BUDGET_KB})  framework     app    page`,
    ...rows.map(
      (row) =>
        `${row.route.padEnd(width)}  ${kb(row.jsGzip).padStart(6)}${' '.repeat(21)}` +
        ['framework', 'app', 'page'].map((part) => kb(row.parts[part]).padStart(8)).join('') +
        (overBudget(row) ? '  over budget' : ''),
    ),
  ].join('\n');
}

export const overBudget = (row) => row.jsGzip > FIRST_LOAD_BUDGET_KB * 1024;

export const budgetFailure = (row) =>
  `${row.route}: ${kb(row.jsGzip)} KB gzip of first-load JavaScript, more than ${FIRST_LOAD_BUDGET_KB} KB`;

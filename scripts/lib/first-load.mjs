// The first-load JavaScript budget (110 KB gzip per route), counted as Lighthouse counts it: every
// script a fresh Chromium requests while the route loads, until the network is quiet after the
// browser's idle time, with no interaction. That includes what `firstLoadFiles` (route-weight.mjs)
// finds in the build (the HTML's scripts and the page's chunk group) and also the chunks the page
// starts loading itself once hydrated: lazy banners and worked examples, helpers a tool preloads.
// Sizes are those of the built files, gzip -9, as `route-weight.mjs` measures them. `npm test`
// (one test per route), `node scripts/first-load.mjs` and `npm run bench` all count this way.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from './embedded-db.mjs';
import { builtRoutes, gzippedFileSize } from './route-weight.mjs';
import { startSuite } from './suite-process.mjs';

export const FIRST_LOAD_BUDGET_KB = 110;

/** Every built route a visitor can open (Gatsby writes the 404 page twice: /404/ and /404.html). */
export function budgetRoutes(publicDir) {
  return builtRoutes(publicDir)
    .map(([route]) => route)
    .filter((route) => route !== '/404');
}

/** Chromium as the end-to-end tests launch it (Debian's, `CHROMIUM_PATH` to choose another). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

/**
 * The scripts `route` loads for a first-time visitor (paths relative to the site's root), in a
 * fresh context at Lighthouse's mobile viewport: requests of type script from the site itself,
 * from navigation until the network has been quiet for 500 ms after an idle callback has run.
 */
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
    // Code scheduled for when the main thread is idle (React.lazy parts, requestIdleCallback).
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 100))),
    );
    await page.waitForLoadState('networkidle');
    return [...scripts].sort();
  } finally {
    await context.close();
  }
}

/** `{ route, jsGzip, scripts }` for every route, the site served at `base` from `publicDir`. */
export async function measureFirstLoad(browser, base, publicDir, routes = budgetRoutes(publicDir)) {
  const rows = [];
  for (const route of routes) {
    const scripts = await loadedScripts(browser, base, route);
    const jsGzip = scripts.reduce(
      (total, file) => total + gzippedFileSize(path.join(publicDir, file)),
      0,
    );
    rows.push({ route, jsGzip, scripts });
  }
  return rows;
}

/**
 * Serves the build in `publicDir` with `npm start --no-build` on a free port (or uses the server
 * at `base`), measures `routes` (every route by default) and stops what it started.
 */
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

/** The per-route table (route, KB gzip) with the budget, one line per route. */
export function firstLoadTable(rows) {
  const width = Math.max(...rows.map((row) => row.route.length), 5);
  return [
    `${'route'.padEnd(width)}  JS KB gzip (budget ${FIRST_LOAD_BUDGET_KB})`,
    ...rows.map(
      (row) =>
        `${row.route.padEnd(width)}  ${kb(row.jsGzip).padStart(6)}${overBudget(row) ? '  over budget' : ''}`,
    ),
  ].join('\n');
}

export const overBudget = (row) => row.jsGzip > FIRST_LOAD_BUDGET_KB * 1024;

/** What a route over budget prints: its name and its KB. */
export const budgetFailure = (row) =>
  `${row.route}: ${kb(row.jsGzip)} KB gzip of first-load JavaScript, more than ${FIRST_LOAD_BUDGET_KB} KB`;

// Interaction times of the calculators on a 390 px phone at 4× CPU: type into a field and press the
// main button; the longest Event Timing entry with an interactionId (as INP counts) of each step,
// hover left out. Tools measured in turn, median and range reported. Asserts nothing.
import { COUPLE_30_YEARS, heavyReturnDocument } from './compute-bench.mjs';
import { launchChromium } from './first-load.mjs';
import { median } from './median.mjs';

/** The fragment a `#doc=` link carries: the JSON's UTF-8 in base64url (core/tools/rental-return/link.ts). */
const docFragment = (doc) => `#doc=${Buffer.from(JSON.stringify(doc)).toString('base64url')}`;
const shareQuery = (values) =>
  `?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;

export const INTERACTIONS = [
  { route: '/rentabilidad', field: 'Precio de compra', text: '185.000', button: /^Calcular/ },
  { route: '/hipoteca', field: 'Importe de la hipoteca', text: '200.000', button: /^Calcular/ },
  {
    route: '/calculadora-gastos-compra-vivienda',
    field: 'Precio de la vivienda',
    text: '250.000',
    button: /^Calcular/,
  },
  { route: '/plusvalia', field: 'Precio de venta', text: '320.000', button: /^Calcular/ },
  { route: '/comparador', field: 'Precio', text: '185.000', button: /^Añadir propiedad/ },
  {
    route: '/analisis-inversion',
    field: 'Años hasta la venta',
    text: '30',
    button: /^Analizar inversión/,
  },
  {
    // A share link's couple holding 30 years: the press computes the best split and the feasible loan.
    label: '/analisis-inversion (2 propietarios, 30 años)',
    route: '/analisis-inversion',
    open: shareQuery(COUPLE_30_YEARS),
    // The link's analysis drawn first, then its folded form opened, as a visitor changing a figure.
    ready: '[data-result="bestOwnerSharePercent"]',
    unfold: 'details.analysis-form__fold:not([open]) > summary',
    field: 'Años hasta la venta',
    text: '30',
    button: /^Analizar inversión/,
  },
  {
    // Ten properties from a link; the results follow each key, the button shows every error.
    label: '/declaracion-alquiler (10 inmuebles)',
    route: '/declaracion-alquiler',
    open: docFragment(heavyReturnDocument()),
    input: '[name="properties.4.contracts.1.monthlyRent"]',
    ready: '[name="properties.9.contracts.1.monthlyRent"]',
    text: '925',
    button: /^Calcular la declaración/,
  },
];

const labelOf = (tool) => tool.label ?? tool.route;

export const CPU_SLOWDOWN = 4;

/** Runs in the page before its own scripts: the consent stored, the Event Timing log, the mouse's aim. */
function preparePage() {
  // No cookie banner over the form: a visitor who has already chosen.
  window.localStorage.setItem(
    'cookie-consent',
    JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
  );
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        window.__events.push({ name: entry.name, duration: entry.duration, at: entry.startTime });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Scrolled to the middle of the screen when not wholly on it (clear of the sticky header); the
  // centre's viewport coordinates for the mouse.
  window.centreInView = (element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
    const rect = element.getBoundingClientRect();
    return [rect.left + rect.width / 2, rect.top + rect.height / 2];
  };
}

/**
 * The page is driven through `page.evaluate`, the keyboard and the mouse only: a locator would inject
 * Playwright's script, whose capture listeners on every pointer and mouse event (its hit-target
 * check) ran inside each press, and no visitor has them (docs/benchmarks.md).
 */
async function measureOne(
  browser,
  base,
  { route, open = '', field, input: selector, ready, unfold, text, button },
) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
  });
  await context.addInitScript(preparePage);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(base + route + open, { waitUntil: 'load' });
    // A tool waiting for the first tap (site/components/tool-on-first-input.tsx) is tapped once, as a visitor
    // would; what is measured is typing into the hydrated form.
    await until(page, () => {
      const root = document.documentElement.dataset;
      if (root.interactive === undefined) return false;
      if (root.toolWaits !== undefined) {
        if (root.benchTapped === undefined) {
          root.benchTapped = '';
          window.dispatchEvent(new PointerEvent('pointerdown'));
        }
        return false;
      }
      return [...document.querySelectorAll('main form')].every((form) =>
        Object.keys(form).some((key) => key.startsWith('__reactFiber')),
      );
    });
    if (ready) await until(page, (css) => document.querySelector(css) !== null, ready);
    const unfolded = await page.evaluate((css) => {
      const summary = css && document.querySelector(css);
      summary?.click();
      return Boolean(summary);
    }, unfold);
    if (unfolded) await page.waitForTimeout(300);
    const hasInput = await page.evaluate(
      ([css, label]) => {
        const byLabel = () =>
          [...document.querySelectorAll('label')].find((l) => l.textContent.includes(label))
            ?.control ?? document.querySelector(`[aria-label*="${label}"]`);
        window.__benchInput = css ? document.querySelector(css) : byLabel();
        return Boolean(window.__benchInput);
      },
      [selector, field],
    );
    if (!hasInput) throw new Error(`${route}: no field ${selector ?? field}`);
    await page.mouse.click(
      ...(await page.evaluate(() => window.centreInView(window.__benchInput))),
    );
    // A person types a moment after the tap: a key sent at once met work still running on the
    // yearly return, not traced yet (docs/benchmarks.md).
    await page.waitForTimeout(300);
    await page.keyboard.press('ControlOrMeta+a');
    const typedFrom = await page.evaluate(() => performance.now());
    await page.keyboard.type(text, { delay: 50 });
    await page.waitForTimeout(300);
    const value = await page.evaluate(() => window.__benchInput.value);
    if (value !== text) throw new Error(`${route}: the field holds "${value}", not "${text}"`);
    const found = await page.evaluate((source) => {
      const name = new RegExp(source);
      window.__benchButton = [...document.querySelectorAll('button')].find((b) =>
        name.test(b.textContent.trim()),
      );
      return Boolean(window.__benchButton);
    }, button.source);
    if (!found) throw new Error(`${route}: no button ${button}`);
    await page.evaluate(() => window.centreInView(window.__benchButton));
    await page.waitForTimeout(300);
    // A mouse press at the button's centre, and nothing over it there.
    const [x, y] = await page.evaluate(() => window.centreInView(window.__benchButton));
    const onButton = await page.evaluate(
      ([left, top]) => window.__benchButton.contains(document.elementFromPoint(left, top)),
      [x, y],
    );
    if (!onButton) throw new Error(`${route}: something covers the button`);
    const clickedFrom = await page.evaluate(() => performance.now());
    await page.mouse.click(x, y);
    await page.waitForTimeout(1500);
    const events = await page.evaluate(() => window.__events);
    const longest = (from, to = Infinity) =>
      Math.max(0, ...events.filter((e) => e.at >= from && e.at < to).map((e) => e.duration));
    return { route, typeMs: longest(typedFrom, clickedFrom), clickMs: longest(clickedFrom) };
  } finally {
    await context.close();
  }
}

/** Polls `test` through `page.evaluate` for a minute (`page.waitForFunction` polls with Playwright's script). */
async function until(page, test, arg) {
  const deadline = Date.now() + 60_000;
  while (!(await page.evaluate(test, arg))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${test}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const INTERACTION_RUNS = 3;

/**
 * Per tool, the median and range over `runs` of the longest event typing and pressing, or the error;
 * `only` (labels) measures some of them.
 */
export async function measureInteractions(base, runs = INTERACTION_RUNS, { only } = {}) {
  const tools = INTERACTIONS.filter((tool) => !only || only.includes(labelOf(tool)));
  const browser = await launchChromium();
  const samples = new Map(tools.map((tool) => [labelOf(tool), []]));
  const errors = new Map();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const tool of tools) {
        const label = labelOf(tool);
        try {
          samples.get(label).push(await measureOne(browser, base, tool));
        } catch (error) {
          if (!errors.has(label)) errors.set(label, String(error.message ?? error).split('\n')[0]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return tools.map((tool) => {
    const route = labelOf(tool);
    const measured = samples.get(route);
    if (measured.length === 0) return { route, error: errors.get(route) };
    const type = measured.map((m) => m.typeMs);
    const click = measured.map((m) => m.clickMs);
    const range = (values) => [Math.min(...values), Math.max(...values)];
    return {
      route,
      typeMs: median(type),
      clickMs: median(click),
      typeRange: range(type),
      clickRange: range(click),
      runs: measured.length,
      ...(errors.has(route) ? { failed: errors.get(route) } : {}),
    };
  });
}

/** Markdown: the median, ✗ above the budget, and the range. */
export function interactionTable(rows) {
  const cell = (ms, [low, high]) =>
    `${ms.toFixed(0)}${ms > 50 ? ' ✗' : ''} (${low.toFixed(0)}–${high.toFixed(0)})`;
  return [
    '| route | runs | typing: longest event ms, median (range) | main button: longest event ms, median (range) |',
    '|---|--:|--:|--:|',
    ...rows.map((row) =>
      row.error
        ? `| ${row.route} | 0 | - | - (${row.error}) |`
        : `| ${row.route} | ${row.runs} | ${cell(row.typeMs, row.typeRange)} | ${cell(row.clickMs, row.clickRange)} |`,
    ),
  ].join('\n');
}

/** The `## Interaction` section's lines for docs/benchmarks.md: what is measured, then the table. */
export function interactionMarkdown(rows, runs = INTERACTION_RUNS) {
  return [
    '## Interaction',
    '',
    `A 390 px phone with the CPU ${CPU_SLOWDOWN}× slower: a value typed into a field, then the tool's main button; the longest Event Timing entry of an interaction in each step (a key or the press, as INP counts them; until the next frame is painted). ` +
      'The analysis also opened from a share link of two owners holding 30 years (the press searches the best split and judges the verdict at the feasible loan); the yearly return opened from a `#doc=` link of ten properties (two contracts and two owners each), a rent typed into the fifth (the results follow each key). ' +
      'The page is driven by the keyboard, the mouse and scripts of its own, so that no listener of the test tool runs in the press (a locator would install them: about 5 ms of each press at 4× CPU). ' +
      `Each tool ${runs} times, the tools in turn; the median (✗ above 50 ms) and the range of the runs.`,
    '',
    interactionTable(rows),
  ];
}

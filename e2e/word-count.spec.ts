// Words of each editorial page's main text in the built HTML (public/): guides at least 1.200, landings 800.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const PUBLIC = join(__dirname, '..', 'public');
const GUIDE_MIN = 1200;
const LANDING_MIN = 800;

/** The landing routes: the tool landings, the Excel template and the hubs (the guide index too). */
const LANDINGS = [
  '/calcular-rentabilidad-piso-alquiler',
  '/calcular-plusvalia-vivienda-online',
  '/calculadora-gastos-compra-vivienda',
  '/generador-gratis-anuncios-inmobiliarios',
  '/plantilla-excel-rentabilidad-alquiler-gratis',
  '/como-escribir-anuncio-idealista',
  '/herramientas-inversion-inmobiliaria',
  '/guias-herramientas-inmobiliarias',
  '/guia-inmobiliarios',
];

/** Every built guide, so a guide added in Sanity is held to the same target without a code change. */
function guidePaths(): string[] {
  const dir = join(PUBLIC, 'guia-inmobiliarios');
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html')))
    .map((entry) => `/guia-inmobiliarios/${entry.name}`);
}

function builtHtml(path: string): string {
  const file = join(PUBLIC, path, 'index.html');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  // Scripts and external resources are not needed to read the prerendered text.
  return readFileSync(file, 'utf8')
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, '');
}

/**
 * Words of the <main> element without navigation, forms, asides (the agency banner), hidden
 * elements, scripts and styles: text nodes joined by spaces, tokens with a letter or a digit.
 */
async function mainWords(page: Page, html: string): Promise<number> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return 0;
    const copy = main.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('nav, form, aside, script, style, noscript, [hidden], [aria-hidden="true"]')
      .forEach((element) => element.remove());
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      parts.push(node.textContent ?? '');
    }
    return parts
      .join(' ')
      .split(/\s+/)
      .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  });
}

test.describe('words of the main text in the built pages', () => {
  test('the counter counts words, not markup, and ignores navigation and forms', async ({
    page,
  }) => {
    const html =
      '<main><h1>Uno dos</h1><p>tres, cuatro <strong>cinco</strong> — 1.200 €</p>' +
      '<nav>no cuenta</nav><form><label>tampoco</label></form><aside>fuera</aside></main>' +
      '<footer>pie</footer>';
    expect(await mainWords(page, html)).toBe(6);
  });

  for (const path of guidePaths()) {
    test(`${path} has at least ${GUIDE_MIN} words`, async ({ page }) => {
      const words = await mainWords(page, builtHtml(path));
      console.log(`words ${path} ${words}`);
      expect(words, path).toBeGreaterThanOrEqual(GUIDE_MIN);
    });
  }

  for (const path of LANDINGS) {
    test(`${path} has at least ${LANDING_MIN} words`, async ({ page }) => {
      const words = await mainWords(page, builtHtml(path));
      console.log(`words ${path} ${words}`);
      expect(words, path).toBeGreaterThanOrEqual(LANDING_MIN);
    });
  }
});

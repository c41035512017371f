import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ANALYSIS_PATH } from '../../core/routes';
import { classUse, classesDefinedIn, reachableFiles, selectorsIn } from '../testing/class-names';
import { COMMUNITY_PAGE_STYLE_SHEETS, PAGE_STYLE_SHEETS, pageStylesFor } from './page-styles';

const ROOT = path.resolve(__dirname, '../..');
const STYLES = path.join(ROOT, 'site/styles');
const sheet = (name: string) => readFileSync(path.join(STYLES, name), 'utf8');

describe('a page’s own style sheet', () => {
  it('is the tools’ and the analysis sheet, minified, for the analysis page (with or without its last slash)', async () => {
    const css = await pageStylesFor(`${ANALYSIS_PATH}/`);
    const source = ['tools.css', 'analysis.css'].map(sheet).join('');
    expect(css).toContain('.analysis-steps');
    expect(css).toContain('.tool__results');
    expect(css).not.toContain('/*');
    expect(css?.length).toBeLessThan(source.length * 0.8);
  });

  it('is the frame and the mortgage’s own parts for the mortgage, no other tool’s', async () => {
    const css = await pageStylesFor('/hipoteca');
    expect(css).toContain('.tool__results');
    expect(css).toContain('.amortization');
    for (const other of ['.analysis-steps', '.comparison-table', '.tax-rates', '.generator-form']) {
      expect(css).not.toContain(other);
    }
  });

  it('is the tax tools’ parts alone for a community page, and no frame', async () => {
    const css = await pageStylesFor('/gastos-compra-vivienda/madrid');
    expect(css).toContain('.tax-result__asof');
    expect(css).not.toContain('.tool__results');
  });

  it('is nothing for a guide, a legal page, the home or the Excel template’s page', async () => {
    for (const page of [
      '/',
      '/guia-inmobiliarios/como-tributa-alquiler-irpf',
      '/aviso-legal',
      '/plantilla-excel-rentabilidad-alquiler-gratis',
    ]) {
      expect(await pageStylesFor(page)).toBeUndefined();
    }
  });

  it('is not also in the sheet every page inlines (gatsby-browser.tsx)', () => {
    const browser = readFileSync(path.join(ROOT, 'gatsby-browser.tsx'), 'utf8');
    for (const sheets of Object.values(PAGE_STYLE_SHEETS)) {
      for (const sheet of sheets) expect(browser).not.toContain(sheet);
    }
  });
});

describe('the sheets each route gets, against the classes its code uses', () => {
  /** The sheets every page inlines (imported by gatsby-browser.tsx, which wraps every page). */
  const shared = [
    ...readFileSync(path.join(ROOT, 'gatsby-browser.tsx'), 'utf8').matchAll(
      /import '\.\/site\/styles\/([\w-]+\.css)'/g,
    ),
  ].map(([, name]) => name ?? '');
  const sharedClasses = new Set(shared.flatMap((name) => [...classesDefinedIn(sheet(name))]));
  const pageSheets = readdirSync(STYLES).filter(
    (name) => name.endsWith('.css') && !shared.includes(name),
  );
  /**
   * Each page sheet's own selectors: those that need a class no shared sheet styles (a rule on
   * shared classes alone, `.field input[type='date']`, is a refinement any page may carry).
   */
  const ownSelectorsOf = new Map(
    pageSheets.map((name) => [
      name,
      selectorsIn(sheet(name)).filter(({ classes }) =>
        classes.some((className) => !sharedClasses.has(className)),
      ),
    ]),
  );
  const ownSelectors = (name: string) => ownSelectorsOf.get(name) ?? [];
  const wrappers = ['gatsby-browser.tsx', 'gatsby-ssr.tsx'].map((file) => path.join(ROOT, file));
  const entry = (dir: string, file: string) => path.join(ROOT, 'site', dir, file);
  const components = (dir: string) =>
    readdirSync(path.join(ROOT, 'site', dir)).filter(
      (file) => file.endsWith('.tsx') && !file.includes('.test.'),
    );
  /** Every page component and template, with the sheets the build gives its pages. */
  const routes = [
    ...components('pages').map((file) => {
      const name = file === 'index.tsx' ? '/' : `/${file.replace(/\.tsx$/, '')}`;
      return { name, entry: entry('pages', file), sheets: PAGE_STYLE_SHEETS[name] ?? [] };
    }),
    ...components('templates').map((file) => ({
      name: file,
      entry: entry('templates', file),
      sheets: file === 'CommunityCostsPage.tsx' ? COMMUNITY_PAGE_STYLE_SHEETS : [],
    })),
  ].map((route) => {
    const uses = classUse(reachableFiles([route.entry, ...wrappers]));
    /** Whether an element of the route can match the selector: it has every class it needs. */
    const matches = ({ classes }: { classes: string[] }) => classes.every(uses);
    return { ...route, matches };
  });

  it('reads the pages and sheets: a tool page, a template, every path of the table', () => {
    expect(pageSheets).toEqual(
      expect.arrayContaining(['tools.css', 'mortgage.css', 'tax.css', 'analysis.css']),
    );
    const names = routes.map((route) => route.name);
    expect(names).toEqual(expect.arrayContaining(['/', '/404', 'CommunityCostsPage.tsx']));
    expect(names).toEqual(expect.arrayContaining(Object.keys(PAGE_STYLE_SHEETS)));
    // The reading itself: the mortgage's verdict class is built from a template string.
    const mortgage = routes.find((route) => route.name === '/hipoteca');
    expect(mortgage?.matches({ classes: ['advanced__verdict--positive'] })).toBe(true);
    expect(mortgage?.matches({ classes: ['comparison-table'] })).toBe(false);
  });

  it('gives each route every sheet with a rule its markup can match', () => {
    const missing = routes.flatMap((route) =>
      pageSheets
        .filter((name) => !route.sheets.includes(name))
        .flatMap((name) =>
          ownSelectors(name)
            .filter(route.matches)
            .map(({ selector }) => `${route.name}: ${selector} (${name})`),
        ),
    );
    expect(missing).toEqual([]);
  });

  it('gives no route a sheet it cannot use, and no sheet a rule none of its routes can use', () => {
    const unused = pageSheets.flatMap((name) => {
      const own = ownSelectors(name);
      const routesOfSheet = routes.filter((route) => route.sheets.includes(name));
      const idle = routesOfSheet
        .filter((route) => !own.some(route.matches))
        .map((route) => `${route.name} gets ${name} and can use none of it`);
      const dead = own
        .filter((selector) => !routesOfSheet.some((route) => route.matches(selector)))
        .map(({ selector }) => `${selector} (${name}) matches on none of its pages`);
      return [...idle, ...dead];
    });
    expect(unused).toEqual([]);
  });
});

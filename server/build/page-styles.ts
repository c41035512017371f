// A page's own style sheets (issue 27: each route ships the shared base and its own tool's styles,
// not every tool's). The shared sheets are imported by gatsby-browser.tsx and inlined on every
// page; the tools' frame (tools.css) and each tool's own parts (mortgage.css, comparator.css,
// tax.css, analysis.css, generator.css, contact.css) travel in their pages' context instead,
// minified, and the page's Head inlines them after the shared ones (site/components/PageStyles.tsx).
// Not through a webpack import: a page chunk with CSS puts webpack's style-loading runtime (0,37 KB
// gzip) in every route's first-load JavaScript. page-styles.test.ts reads which classes each
// route's components use and holds this table to it, both ways.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import {
  ANALYSIS_PATH,
  CAPITAL_GAINS_PATH,
  COMPARATOR_PATH,
  CONTACT_PATH,
  GENERATOR_PATH,
  MORTGAGE_PATH,
  PURCHASE_CALCULATOR_PATH,
  YIELD_PATH,
  normalisePath,
} from '../../core/routes';
import { COMMUNITY_PAGES_BASE } from '../../core/community-pages';

const STYLES_DIR = path.join(__dirname, '..', '..', 'site', 'styles');

/** The calculators' frame and the parts several of them show (tools.css). */
const FRAME = 'tools.css';

/**
 * The sheets of some pages only, by the page's path, in the order they apply. The Excel
 * template's page shows no calculator and has none; the 19 community pages get tax.css
 * (pageStyleSheets).
 */
export const PAGE_STYLE_SHEETS: Readonly<Record<string, readonly string[]>> = {
  [YIELD_PATH]: [FRAME],
  [MORTGAGE_PATH]: [FRAME, 'mortgage.css'],
  [CAPITAL_GAINS_PATH]: [FRAME, 'tax.css'],
  [PURCHASE_CALCULATOR_PATH]: [FRAME, 'tax.css'],
  [COMPARATOR_PATH]: [FRAME, 'comparator.css'],
  [ANALYSIS_PATH]: [FRAME, 'analysis.css'],
  [GENERATOR_PATH]: ['generator.css'],
  [CONTACT_PATH]: ['contact.css'],
};

/** The sheets of a community page (the date of its rates, as the purchase-costs tool shows it). */
export const COMMUNITY_PAGE_STYLE_SHEETS: readonly string[] = ['tax.css'];

/** The sheets of the page at `pagePath`: its own, and a community page's. */
export function pageStyleSheets(pagePath: string): readonly string[] {
  const route = normalisePath(pagePath);
  return (
    PAGE_STYLE_SHEETS[route] ??
    (route.startsWith(`${COMMUNITY_PAGES_BASE}/`) ? COMMUNITY_PAGE_STYLE_SHEETS : [])
  );
}

/** Each set of sheets minified once per build: the 19 community pages share one. */
const minified = new Map<string, string>();

/** The minified CSS of the page at `pagePath`, or undefined when it has no sheet of its own. */
export function pageStylesFor(pagePath: string): string | undefined {
  const sheets = pageStyleSheets(pagePath);
  if (sheets.length === 0) return undefined;
  const key = sheets.join(' ');
  let css = minified.get(key);
  if (css === undefined) {
    const source = sheets
      .map((sheet) => readFileSync(path.join(STYLES_DIR, sheet), 'utf8'))
      .join('\n');
    css = transformSync(source, { loader: 'css', minify: true }).code.trim();
    minified.set(key, css);
  }
  return css;
}

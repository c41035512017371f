// A page's own style sheets: the shared ones are inlined everywhere (gatsby-browser.tsx); tools.css
// and each tool's sheet travel minified in their pages' context (site/components/PageStyles.tsx),
// not through webpack, whose CSS runtime would join every first load. page-styles.test.ts checks it.
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
  RENTAL_RETURN_PATH,
  YIELD_PATH,
  normalisePath,
} from '../../core/routes';
import { COMMUNITY_PAGES_BASE } from '../../core/community-pages';

const STYLES_DIR = path.join(__dirname, '..', '..', 'site', 'styles');

const FRAME = 'tools.css';

/** By path, in the order they apply; community pages: COMMUNITY_PAGE_STYLE_SHEETS. */
export const PAGE_STYLE_SHEETS: Readonly<Record<string, readonly string[]>> = {
  [YIELD_PATH]: [FRAME],
  [MORTGAGE_PATH]: [FRAME, 'mortgage.css'],
  [CAPITAL_GAINS_PATH]: [FRAME, 'tax.css'],
  [PURCHASE_CALCULATOR_PATH]: [FRAME, 'tax.css'],
  [COMPARATOR_PATH]: [FRAME, 'comparator.css'],
  [ANALYSIS_PATH]: [FRAME, 'analysis.css'],
  [RENTAL_RETURN_PATH]: [FRAME, 'rental-return.css'],
  [GENERATOR_PATH]: ['generator.css'],
  [CONTACT_PATH]: ['contact.css'],
};

/** The date of its rates, as the purchase-costs tool shows it. */
export const COMMUNITY_PAGE_STYLE_SHEETS: readonly string[] = ['tax.css'];

export function pageStyleSheets(pagePath: string): readonly string[] {
  const route = normalisePath(pagePath);
  return (
    PAGE_STYLE_SHEETS[route] ??
    (route.startsWith(`${COMMUNITY_PAGES_BASE}/`) ? COMMUNITY_PAGE_STYLE_SHEETS : [])
  );
}

/** Each set minified once per build: the 19 community pages share one. */
const minified = new Map<string, string>();

/** Undefined when the page has no sheet of its own. */
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

// A page's own style sheets (issue 27: each route ships the shared base and its own tool's styles,
// not every tool's). The shared sheets are imported by gatsby-browser.tsx and inlined on every
// page; the tools' sheet (18 KB, the pages that show a tool) and the analysis' (10 KB) travel in
// their pages' context instead, minified, and the page's Head inlines them after the shared ones
// (site/components/PageStyles.tsx). Not through a webpack import: a page chunk with CSS
// puts webpack's style-loading runtime (0,37 KB gzip) in every route's first-load JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import {
  ANALYSIS_PATH,
  CAPITAL_GAINS_PATH,
  COMPARATOR_PATH,
  CONTACT_PATH,
  EXCEL_LANDING_PATH,
  GENERATOR_PATH,
  MORTGAGE_PATH,
  PURCHASE_CALCULATOR_PATH,
  YIELD_PATH,
  normalisePath,
} from '../../core/routes';
import { COMMUNITY_PAGES_BASE } from '../../core/community-pages';

const STYLES_DIR = path.join(__dirname, '..', '..', 'site', 'styles');

/** The tools' frame and parts (tools.css): the pages that show a tool, no guide or legal page. */
const TOOL = ['tools.css'];

/** The sheets of some pages only, by the page's path, in the order they apply. */
export const PAGE_STYLE_SHEETS: Readonly<Record<string, readonly string[]>> = {
  [YIELD_PATH]: TOOL,
  [MORTGAGE_PATH]: TOOL,
  [CAPITAL_GAINS_PATH]: TOOL,
  [PURCHASE_CALCULATOR_PATH]: TOOL,
  [COMPARATOR_PATH]: TOOL,
  [GENERATOR_PATH]: TOOL,
  [CONTACT_PATH]: TOOL,
  [EXCEL_LANDING_PATH]: TOOL,
  [ANALYSIS_PATH]: [...TOOL, 'analysis.css'],
};

/** The sheets of the page at `pagePath`: its own, and every community page the tools' (its rates table). */
export function pageStyleSheets(pagePath: string): readonly string[] {
  const route = normalisePath(pagePath);
  return PAGE_STYLE_SHEETS[route] ?? (route.startsWith(`${COMMUNITY_PAGES_BASE}/`) ? TOOL : []);
}

/** Each set of sheets minified once per build: some thirty pages share two sets. */
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

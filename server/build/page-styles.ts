// A page's own style sheet (issue 27: each route ships the shared base and its own tool's styles,
// not every tool's). The shared sheets are imported by gatsby-browser.tsx and inlined on every
// page; a sheet only one page uses travels in that page's context instead, minified, and its Head
// inlines it (site/components/PageStyles.tsx). Not through a webpack import: a page chunk with CSS
// puts webpack's style-loading runtime (0,37 KB gzip) in every route's first-load JavaScript.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import { ANALYSIS_PATH, normalisePath } from '../../core/routes';

const STYLES_DIR = path.join(__dirname, '..', '..', 'site', 'styles');

/** The sheets of one page each, by the page's path. */
export const PAGE_STYLE_SHEETS: Readonly<Record<string, string>> = {
  [ANALYSIS_PATH]: 'analysis.css',
};

/** The minified CSS of the page at `pagePath`, or undefined when it has no sheet of its own. */
export async function pageStylesFor(pagePath: string): Promise<string | undefined> {
  const sheet = PAGE_STYLE_SHEETS[normalisePath(pagePath)];
  if (!sheet) return undefined;
  const css = await readFile(path.join(STYLES_DIR, sheet), 'utf8');
  const { code } = await transform(css, { loader: 'css', minify: true });
  return code.trim();
}

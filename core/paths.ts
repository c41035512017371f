// Request paths as the site compares them (no trailing slash, lowercased) and the build's page
// list that lets a wrongly capitalised address find its page.

/** '/rentabilidad/' -> '/rentabilidad'. */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Letters, digits, '.', '_', '-', no segment starting with a dot (no '//', '..'). */
const SITE_PATH = /^(?:\/|(?:\/[a-z0-9_-][a-z0-9._-]*)+)$/;

/** '/Guia/Mi-Guia/' -> '/guia/mi-guia'; undefined when malformed, so never '//host'. */
export function lowercasePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const lower = normalisePath(decoded.toLowerCase());
  return SITE_PATH.test(lower) ? lower : undefined;
}

/** Written by gatsby-node.ts for the not-found function. */
export const PAGE_PATHS_FILE = '/page-paths.json';

/** Files, but no address to send anyone to. */
const NOT_FOUND_PAGE = /^\/(?:404|dev-404-page)(?:\.html)?$/;

/** Only lowercase ones (the only ones a lowercase redirect reaches), no 404 pages, sorted. */
export function pagePaths(created: readonly string[]): string[] {
  const paths = created
    .map(normalisePath)
    .filter((path) => path === lowercasePath(path) && !NOT_FOUND_PAGE.test(path));
  return [...new Set(paths)].sort();
}

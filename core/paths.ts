// Request paths as the site compares them (without the trailing slash Gatsby adds, lowercased) and the
// list of the build's page paths that lets any wrongly capitalised address find its page.

/** Strips the trailing slash Gatsby adds to page paths ('/rentabilidad/' -> '/rentabilidad'). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** '/' or segments of letters, digits, '.', '_' and '-' that do not start with a dot (no '//', '..'). */
const SITE_PATH = /^(?:\/|(?:\/[a-z0-9_-][a-z0-9._-]*)+)$/;

/**
 * A request path decoded, lowercased and without its trailing slash ('/Guia/Mi-Guia/' ->
 * '/guia/mi-guia'); undefined when it is malformed or not a plain site path, so never '//host'.
 */
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

/** Where the build publishes its page paths (gatsby-node.ts) for the not-found function. */
export const PAGE_PATHS_FILE = '/page-paths.json';

/** Gatsby's 404 pages: they exist as files but are no address to send anyone to. */
const NOT_FOUND_PAGE = /^\/(?:404|dev-404-page)(?:\.html)?$/;

/**
 * The paths of the pages a build created, normalised, deduplicated and sorted: only lowercase ones,
 * the only ones a redirect to the lowercase address can reach, and none of the 404 pages.
 */
export function pagePaths(created: readonly string[]): string[] {
  const paths = created
    .map(normalisePath)
    .filter((path) => path === lowercasePath(path) && !NOT_FOUND_PAGE.test(path));
  return [...new Set(paths)].sort();
}

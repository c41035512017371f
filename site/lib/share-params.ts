// Share links: a tool's inputs encoded after the URL's '#' (never sent to a server) and read back.
import { writeShareQuery, type ShareValues } from '../../core/share';

export type { ShareValues } from '../../core/share';

// Numbers written by the link codec (core/share.ts), decimal comma and no grouping:
// buildShareUrl('https://x.es', '/hipoteca', { interestRate: 3.4 }) // '…/hipoteca#interestRate=3,4'
export function buildShareUrl(origin: string, pathname: string, values: ShareValues): string {
  const text = writeShareQuery(values);
  return `${origin.replace(/\/+$/, '')}${pathname}${text ? `#${text}` : ''}`;
}

/** @example readShareParams('?a=1&z=9', ['a', 'b']) // { a: '1' } */
export function readShareParams(
  search: string,
  keys: readonly string[],
): Partial<Record<string, string>> {
  // A fragment ('#a=1') reads as a query: links carry their values there.
  const query = new URLSearchParams(search.replace(/^#/, ''));
  const found: Partial<Record<string, string>> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

/** A share link's values, read from its fragment. @example linkParams('https://x.es/p#a=1').get('a') // '1' */
export function linkParams(url: string | URL): URLSearchParams {
  return new URLSearchParams(new URL(url).hash.slice(1));
}

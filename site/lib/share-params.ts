// Share links: a tool's inputs encoded in the URL query and read back (pure, no browser access).
import { writeShareQuery, type ShareValues } from '../../core/share';

export type { ShareValues } from '../../core/share';

/**
 * The address of `pathname` on `origin` with `values` as its query, in the given key order,
 * written by the link codec (core/share.ts: numbers with a decimal comma and no grouping).
 * @example buildShareUrl('https://x.es', '/hipoteca', { loanAmount: 200000, interestRate: 3.4 })
 * // 'https://x.es/hipoteca?loanAmount=200000&interestRate=3,4'
 */
export function buildShareUrl(origin: string, pathname: string, values: ShareValues): string {
  const text = writeShareQuery(values);
  return `${origin.replace(/\/+$/, '')}${pathname}${text ? `?${text}` : ''}`;
}

/**
 * The values of `keys` present in a query string ('?a=1&b=2' or 'a=1&b=2'); other keys are ignored.
 * @example readShareParams('?a=1&z=9', ['a', 'b']) // { a: '1' }
 */
export function readShareParams(
  search: string,
  keys: readonly string[],
): Partial<Record<string, string>> {
  const query = new URLSearchParams(search);
  const found: Partial<Record<string, string>> = {};
  for (const key of keys) {
    const value = query.get(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

// Share links: a tool's inputs encoded in the URL query and read back (pure, no browser access).

export type ShareValues = Record<string, string | number | boolean>;

/**
 * The address of `pathname` on `origin` with `values` as its query, in the given key order.
 * Numbers are written as JavaScript numbers ('3.5'), so read them back with Number, not with the
 * Spanish parser (which reads '1.125' as 1125).
 * @example buildShareUrl('https://x.es', '/hipoteca', { loanAmount: 200000 }) // 'https://x.es/hipoteca?loanAmount=200000'
 */
export function buildShareUrl(origin: string, pathname: string, values: ShareValues): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) query.set(key, String(value));
  const text = query.toString();
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

/**
 * A shared number: the finite JavaScript number in the text, or undefined when it is not one.
 * @example sharedNumber('3.5') // 3.5
 * @example sharedNumber('abc') // undefined
 */
export function sharedNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

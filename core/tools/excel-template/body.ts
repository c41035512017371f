// The body the Excel buttons POST: the share link's parameters as a JSON object of strings, so the
// figures never travel in a URL (logs, history, Referer) and one codec (core/share.ts) reads them.

/** The parameters of a share query as a plain object. @example shareBody('price=150000&rate=2,5') // { price: '150000', rate: '2,5' } */
export function shareBody(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

// The Excel buttons POST the share link's parameters as JSON strings: no figure in a URL, one codec.

/** The parameters of a share query as a plain object. @example shareBody('price=150000&rate=2,5') // { price: '150000', rate: '2,5' } */
export function shareBody(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

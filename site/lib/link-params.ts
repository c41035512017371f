// Where a page finds its share link's values: the fragment, which browsers never send to a server.
// A link written before (values in the query) is read too, then rewritten into the fragment so the
// values also leave the browser's history and any later reload.

/** The link's values as a query string ('?price=1&…'), or '' when the address holds none. */
export function linkQuery(): string {
  const { hash, search, pathname } = window.location;
  if (hash.length > 1 && hash.includes('=')) return `?${hash.slice(1)}`;
  if (search.length <= 1) return '';
  window.history.replaceState(window.history.state, '', `${pathname}#${search.slice(1)}`);
  return search;
}

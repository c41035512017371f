// The server's HTML of a part every page draws alike (the header's links, the footer), read once
// as the app's code first runs, so the browser's build carries neither its markup nor its labels.
import { normalisePath } from '../../core/paths';

/** `{ __html }` of the first element matching `selector` on the server's page; empty on the server. */
export function serverHtml(selector: string): { readonly __html: string } {
  return {
    __html:
      typeof document === 'undefined' ? '' : (document.querySelector(selector)?.innerHTML ?? ''),
  };
}

/** Marks the links to the current page (`isCurrent(href)`) as a `Link` does, and only those. */
export function markCurrentLinks(container: Element, isCurrent: (href: string) => boolean): void {
  for (const link of container.querySelectorAll('a[href^="/"]')) {
    if (isCurrent(link.getAttribute('href') ?? '')) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
}

/** A link to exactly this page. */
export const isPage = (pathname: string) => (href: string) =>
  normalisePath(href) === normalisePath(pathname);

// Code of a prerendered part far down the page (the guide under a calculator, a worked example,
// the agency banner) loaded when the part comes near the screen, not while the page loads: React
// keeps the server's HTML of a lazy part until its code arrives, and its links work meanwhile.
// Lighthouse counts every script a page fetches before anyone touches it, idle-time chunks
// included (issue 27). No wrapper component: the part's own element is found by a selector, so
// this costs a page's first load a few bytes only.
import { firstInput } from './until-input';

/** How far below the screen a part starts loading: about a phone screen of scrolling ahead. */
const AHEAD = '600px 0px';

/**
 * Resolves when the element `selector` names comes within AHEAD of the screen, or on the visitor's
 * first tap, key or history step (at once if it has already happened); at once when it is not in
 * the document (a client-side navigation, which has no prerendered HTML to wait with). The first
 * input counts because a lazy part loads once per visit: after a client-side navigation the
 * element watched is gone, and a page drawn later would wait for it forever.
 * @example lazy(() => nearScreen('.tax-guide').then(() => import('./Guide')))
 */
export function nearScreen(selector: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: AHEAD },
    );
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe(element);
    void firstInput?.then(done);
  });
}

// Code of a prerendered part far down the page loaded when it comes near the screen: React keeps
// the server's HTML of a lazy part until its code arrives, and Lighthouse counts every script
// fetched before anyone touches the page, idle-time chunks included.
import { firstInput } from './until-input';

/** How far below the screen a part starts loading: about a phone screen of scrolling ahead. */
const AHEAD = '600px 0px';

// Also resolves on the first tap, key or history step: a lazy part loads once per visit, and after
// a client-side navigation the watched element is gone.
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

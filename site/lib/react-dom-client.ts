// React's client, loaded when a page is first rendered rather than as the app starts:
// the site's hydrate function (gatsby-browser.tsx) and the stand-in for Gatsby's renderers
// (site/lib/stubs/react-dom-utils.ts) both take it from here.
import type * as ReactDomClient from 'react-dom/client';

/** React's client, from the framework chunk the page has already loaded (no request). */
export function reactDomClient(): Promise<typeof ReactDomClient> {
  return import('react-dom/client');
}

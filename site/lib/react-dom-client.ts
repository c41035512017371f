// React's client, loaded when a page is first rendered rather than as the app starts.
import type * as ReactDomClient from 'react-dom/client';

/** From the framework chunk the page has already loaded (no request). */
export function reactDomClient(): Promise<typeof ReactDomClient> {
  return import('react-dom/client');
}

// Stands in for Gatsby's react-dom-utils module in the browser bundle (gatsby-node.ts). Gatsby's
// version requires `react-dom/client` as the app starts, inside its one long start-up task; this
// one loads it when a page is rendered (gatsby-browser.tsx's hydrate, one task later).
import type { ErrorInfo } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { reactDomClient } from '../react-dom-client';

type Options = {
  onUncaughtError?: (error: unknown, info: ErrorInfo) => void;
  onCaughtError?: (error: unknown, info: ErrorInfo) => void;
};

const roots = new WeakMap<Element, ReactDomClient.Root>();

/** Gatsby's two renderers, with its options; each starts once React's client is set up. */
export function reactDOMUtils() {
  const render = (component: React.ReactNode, el: Element, options: Options = {}): void => {
    void reactDomClient().then(({ createRoot }) => {
      let root = roots.get(el);
      if (!root) roots.set(el, (root = createRoot(el, options)));
      root.render(component);
    });
  };
  const hydrate = (component: React.ReactNode, el: Element, options: Options = {}): void => {
    void reactDomClient().then(({ hydrateRoot }) => {
      hydrateRoot(el, component, options);
    });
  };
  return { render, hydrate };
}

// Stands in for Gatsby's react-dom-utils module in the browser bundle (gatsby-node.ts). Gatsby's
// app calls `reactDOMUtils()` as it starts, and Gatsby's version requires `react-dom/client` there
// and then: React's client set-up (35 ms at 4× CPU) ran inside the app's one long start-up task,
// before any page was rendered. This one loads it when a page is rendered; the site's own hydrate
// function (gatsby-browser.tsx) does that one task later, so the two set-ups are two shorter tasks.
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

// Browser hooks: shared styles (a page's own: page-styles.ts), layout, sliced hydration, scroll.
import * as React from 'react';
import { startTransition } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import Layout from './site/components/Layout';
import { retryChunkLoads } from './site/lib/chunk-retry';
import { endFirstHydration, startFirstHydration } from './site/lib/first-hydration';
import { notify } from './site/lib/notify';
import { CODE_GONE, CODE_OFFLINE } from './site/lib/offline-message';
import { nextTask } from './site/lib/next-task';
import { reactDomClient } from './site/lib/react-dom-client';
import { contactOf, guidesOf } from './site/components/footer-context';
import './site/styles/tokens.css';
import './site/styles/base.css';
import './site/styles/components.css';
import './site/styles/layout.css';
import './site/styles/content.css';
import './site/styles/forms.css';
import './site/styles/report.css';

// Code fetched on demand waits for the connection, and code a new deploy removed asks for a reload.
// Gatsby's app goes on once this resolves, a task later: two shorter tasks instead of one long one.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  retryChunkLoads({
    offline: () => notify({ ...CODE_OFFLINE, variant: 'destructive' }),
    gone: () => notify({ ...CODE_GONE, variant: 'destructive' }),
  });
  return nextTask();
};

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <Layout
    pathname={props.location.pathname}
    contact={contactOf(props.pageContext)}
    guides={guidesOf(props.pageContext)}
  >
    {element}
  </Layout>
);

// Hydration as a transition, which React slices (Gatsby's default priority is one long task), one
// task after the app's, where React's client is set up (site/lib/stubs/react-dom-utils.ts).
export const replaceHydrateFunction =
  () =>
  (element: React.ReactNode, container: Element): void => {
    setTimeout(() => {
      void reactDomClient().then(({ createRoot, hydrateRoot }) => {
        if (!container.querySelector('#gatsby-focus-wrapper')?.children.length) {
          createRoot(container).render(element);
          return;
        }
        startFirstHydration();
        startTransition(() => {
          hydrateRoot(container, element);
        });
      });
    }, 0);
  };

/** From a navigation inside the site on, what mounts has no server HTML to keep (StaticContent). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) endFirstHydration();
};

export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps: { location },
  prevRouterProps,
}) => {
  // Top of the page on every route change (spec section 2), even back/forward. Same-page anchors
  // are the browser's: a second scroll by the router would pull a reader who tabbed on back to them.
  const previous = prevRouterProps?.location;
  if (previous?.pathname === location.pathname && (location.hash || previous.hash)) return false;
  window.scrollTo(0, 0);
  return false;
};

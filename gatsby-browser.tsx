// Browser hooks: the styles every page shares (a page's own: server/build/page-styles.ts),
// the shared layout around every page, hydration in slices, scroll to top on navigation.
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
import { contactOf, guidesOf } from './site/components/Footer';
import './site/styles/tokens.css';
import './site/styles/base.css';
import './site/styles/components.css';
import './site/styles/layout.css';
import './site/styles/content.css';
import './site/styles/forms.css';
import './site/styles/report.css';

/**
 * Before the app loads anything: code fetched on demand (a form's checks, a result, the cookie
 * banner) waits for the connection instead of failing, so a cut never takes the page down; code a
 * new deploy removed asks for a reload.
 *
 * Gatsby's app goes on (asks for the page's data and template, sets its renderer up) once the
 * promise returned here resolves: in a task after the one that evaluated the app's script, not in
 * it. The two halves are each shorter than the whole (issue 27: the app's script task was 9,5 ms
 * under Lighthouse's trace on this host, about 40 ms at its 4× CPU, half of it that second part).
 */
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

/**
 * React hydrates the prerendered page as a transition: in slices of a few milliseconds that
 * yield to the browser between them (a tap or a key in the meantime is handled first, its part
 * hydrated at once). Gatsby's own renderer hydrates at the default priority, which React does not
 * slice: the content's and the footer's boundaries (site/components/Layout.tsx) already came in
 * slices, but the pass before them was one task (100 ms at 4× CPU on the sources page; no task
 * over 26 ms as a transition). It starts one task after the app's: React's client is set up there
 * (35 ms at 4× CPU), no longer inside the app's start-up task (site/lib/stubs/react-dom-utils.ts).
 * A page with no prerendered HTML (`gatsby develop`) is rendered, as Gatsby does.
 */
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

/** Every route change starts at the top of the page (spec section 2), even on back/forward. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps: { location },
  prevRouterProps,
}) => {
  // Anchors within the same page (the skip link, tables of contents) are plain links: the browser
  // has already jumped to them, and going back from one it returns the reader where they were.
  // Returning true would make the router scroll to the hash again, tens of milliseconds later: a
  // reader who had tabbed on was carried back to the anchor's top.
  const previous = prevRouterProps?.location;
  if (previous?.pathname === location.pathname && (location.hash || previous.hash)) return false;
  window.scrollTo(0, 0);
  return false;
};

// Server-render hooks: the same layout as in the browser, the document language and the head tags
// every page has alike.
import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import Layout from './site/components/Layout';
import { contactOf, guidesOf } from './site/components/footer-context';
import { SITE } from './core/site';
import { SITE_HEAD } from './site/components/SiteHead';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout
    pathname={props.location.pathname}
    contact={contactOf(props.pageContext)}
    guides={guidesOf(props.pageContext)}
  >
    {element}
  </Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: SITE.lang });
  setHeadComponents(SITE_HEAD);
};

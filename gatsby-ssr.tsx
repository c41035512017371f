// Server-render hooks: the same layout as in the browser, and the document language.
import * as React from 'react';
import type { GatsbySSR } from 'gatsby';
import Layout from './site/components/Layout';
import { contactOf, guidesOf } from './site/components/Footer';
import { SITE } from './core/site';

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <Layout
    pathname={props.location.pathname}
    contact={contactOf(props.pageContext)}
    guides={guidesOf(props.pageContext)}
  >
    {element}
  </Layout>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: SITE.lang });
};

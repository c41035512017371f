// Template of the page of a landing or hub page, the guide index included (landingPage document): one page per document, created by gatsby-node createPages.
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { EditorialContext } from '../../content/types';
import { EditorialHead, EditorialPage } from '../components/content/EditorialPage';

export default function LandingPageTemplate({ pageContext }: PageProps<object, EditorialContext>) {
  return <EditorialPage context={pageContext} />;
}

export const Head = ({ pageContext }: HeadProps<object, EditorialContext>) => (
  <EditorialHead context={pageContext} />
);

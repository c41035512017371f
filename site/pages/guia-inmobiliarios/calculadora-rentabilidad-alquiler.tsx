// Route /guia-inmobiliarios/calculadora-rentabilidad-alquiler: editorial content from the content source (Sanity or the seed), added by gatsby-node.
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { routeMeta } from '../../../core/routes';
import type { ContentContext } from '../../content/types';
import { EditorialHead, EditorialPage } from '../../components/content/EditorialPage';

const route = routeMeta('/guia-inmobiliarios/calculadora-rentabilidad-alquiler');

export default function Page({ pageContext }: PageProps<object, ContentContext>) {
  return <EditorialPage route={route} context={pageContext} />;
}

export const Head = ({ pageContext }: HeadProps<object, ContentContext>) => (
  <EditorialHead route={route} context={pageContext} />
);

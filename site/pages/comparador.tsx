// Route /comparador: the three-property comparator with its explanation and promo.
import * as React from 'react';
import type { PageProps, HeadProps } from 'gatsby';
import { COMPARATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { pageFigures } from '../lib/page-figures';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { COMPARATOR_STORAGE_KEY } from '../../core/storage-keys';
import { keptPart } from '../components/kept-part';

const route = routeMeta(COMPARATOR_PATH);

/** The explanation below the tool is text: its code loads only for a page reached inside the site. */
const ComparatorInfo = keptPart(() => import('../features/comparator/ComparatorInfo'));

/** The comparator is prerendered; its code loads on the visitor's first tap or key. */
const Comparator = toolOnFirstInput(
  '.tool__form form',
  COMPARATOR_STORAGE_KEY,
  () => import('../features/comparator/Comparator'),
);

export default function Page({ pageContext }: PageProps) {
  return (
    <RoutePage route={route}>
      <Comparator bond={pageFigures(pageContext)?.bond10y} />
      <ComparatorInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

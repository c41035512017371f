// Route /comparador: the three-property comparator with its explanation and promo.
import * as React from 'react';
import type { PageProps, HeadProps } from 'gatsby';
import { COMPARATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { pageFigures } from '../lib/page-figures';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { COMPARATOR_STORAGE_KEY } from '../../core/storage-keys';
import ComparatorInfo from '../features/comparator/ComparatorInfo';

const route = routeMeta(COMPARATOR_PATH);

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

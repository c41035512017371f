// Route /rentabilidad: the rental-yield calculator with its explanation and promo.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { routeMeta, YIELD_PATH } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { YIELD_STORAGE_KEY } from '../../core/storage-keys';
import { keptPart } from '../components/kept-part';

const route = routeMeta(YIELD_PATH);

/** The explanation below the tool is text: its code loads only for a page reached inside the site. */
const YieldInfo = keptPart(() => import('../features/yield/YieldInfo'));

/** The calculator is prerendered; its code loads on the visitor's first tap or key. */
const YieldCalculator = toolOnFirstInput(
  '.tool__form form',
  YIELD_STORAGE_KEY,
  () => import('../features/yield/YieldCalculator'),
);

export default function Page() {
  return (
    <RoutePage route={route}>
      <YieldCalculator />
      <YieldInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

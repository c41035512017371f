// Route /hipoteca: the mortgage calculator with its explanation and promo.
import * as React from 'react';
import type { PageProps, HeadProps } from 'gatsby';
import { MORTGAGE_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { pageFigures } from '../lib/page-figures';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { MORTGAGE_STORAGE_KEY } from '../../core/storage-keys';
import { keptPart } from '../components/kept-part';

const route = routeMeta(MORTGAGE_PATH);

/** The explanation below the tool is text: its code loads only for a page reached inside the site. */
const MortgageInfo = keptPart(() => import('../features/mortgage/MortgageInfo'));

/** The calculator is prerendered; its code loads on the visitor's first tap or key. */
const MortgageCalculator = toolOnFirstInput(
  '.tool__form form',
  MORTGAGE_STORAGE_KEY,
  () => import('../features/mortgage/MortgageCalculator'),
);

export default function Page({ pageContext }: PageProps) {
  return (
    <RoutePage route={route}>
      <MortgageCalculator euribor={pageFigures(pageContext)?.euribor12m} />
      <MortgageInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

// Route /calculadora-gastos-compra-vivienda: the purchase-costs calculator and its explanatory guide.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { nearScreen } from '../lib/near-screen';
import { Suspense, lazy } from 'react';
import { PURCHASE_CALCULATOR_PATH, routeMeta } from '../../core/routes';
import AgencyBanner from '../components/LazyAgencyBanner';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { PURCHASE_COSTS_STORAGE_KEY } from '../../core/storage-keys';

const route = routeMeta(PURCHASE_CALCULATOR_PATH);

/** The calculator is prerendered; its code loads on the visitor's first tap or key. */
const PurchaseCostsCalculator = toolOnFirstInput(
  'form.tool__form',
  PURCHASE_COSTS_STORAGE_KEY,
  () => import('../features/purchase-costs/PurchaseCostsCalculator'),
);

/**
 * The guide below the calculator is static text: its code (and the engine tables it quotes) loads
 * when it comes near the screen; the prerendered HTML shows it meanwhile and hydrates when it arrives.
 */
const PurchaseCostsGuide = lazy(() =>
  nearScreen('.tax-guide').then(() => import('../features/purchase-costs/PurchaseCostsGuide')),
);

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack tax-page">
        <PurchaseCostsCalculator />
        <Suspense fallback={null}>
          <PurchaseCostsGuide />
        </Suspense>
        <AgencyBanner variant="full" />
      </div>
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

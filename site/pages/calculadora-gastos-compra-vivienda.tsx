// Route /calculadora-gastos-compra-vivienda: the purchase-costs calculator and its explanatory guide.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import AgencyBanner from '../components/AgencyBanner';
import { RouteHead, RoutePage } from '../components/RoutePage';
import PurchaseCostsCalculator from '../features/purchase-costs/PurchaseCostsCalculator';
import PurchaseCostsGuide from '../features/purchase-costs/PurchaseCostsGuide';

const route = routeMeta('/calculadora-gastos-compra-vivienda');

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack tax-page">
        <PurchaseCostsCalculator />
        <PurchaseCostsGuide />
        <AgencyBanner variant="full" />
      </div>
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

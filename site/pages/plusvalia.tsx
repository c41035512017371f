// Route /plusvalia: IRPF on the gain of a sale and the municipal plusvalía, with explanations and promo.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { nearScreen } from '../lib/near-screen';
import { Suspense, lazy } from 'react';
import { CAPITAL_GAINS_PATH, routeMeta } from '../../core/routes';
import AgencyBanner from '../components/LazyAgencyBanner';
import { RouteHead, RoutePage } from '../components/RoutePage';
import CapitalGainsCalculator from '../features/capital-gains/CapitalGainsCalculator';
import MunicipalPlusvaliaCalculator from '../features/municipal-plusvalia/MunicipalPlusvaliaCalculator';

const route = routeMeta(CAPITAL_GAINS_PATH);

/**
 * The guide below the calculator is static text: its code (and the engine tables it quotes) loads
 * when it comes near the screen; the prerendered HTML shows it meanwhile and hydrates when it arrives.
 */
const CapitalGainsGuide = lazy(() =>
  nearScreen('.tax-guide').then(() => import('../features/capital-gains/CapitalGainsGuide')),
);
const MunicipalPlusvaliaGuide = lazy(() =>
  nearScreen('.tax-guide').then(
    () => import('../features/municipal-plusvalia/MunicipalPlusvaliaGuide'),
  ),
);

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack tax-page">
        <CapitalGainsCalculator />
        <MunicipalPlusvaliaCalculator />
        <Suspense fallback={null}>
          <CapitalGainsGuide />
          <MunicipalPlusvaliaGuide />
        </Suspense>
        <AgencyBanner variant="full" />
      </div>
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

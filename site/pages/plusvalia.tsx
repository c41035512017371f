// Route /plusvalia: IRPF on the gain of a sale and the municipal plusvalía, with explanations and promo.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { nearScreen } from '../lib/near-screen';
import { Suspense, lazy } from 'react';
import { CAPITAL_GAINS_PATH, routeMeta } from '../../core/routes';
import AgencyBanner from '../components/LazyAgencyBanner';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import {
  CAPITAL_GAINS_STORAGE_KEY,
  MUNICIPAL_PLUSVALIA_STORAGE_KEY,
} from '../../core/storage-keys';

const route = routeMeta(CAPITAL_GAINS_PATH);

// The two calculators' code loads on the first tap or key, each holding an early submit of its own
// form (each tool is followed by its live summary, a <p>, so the second tool is the third child).
const CapitalGainsCalculator = toolOnFirstInput(
  '.tax-page > div.tool:nth-of-type(1) form',
  CAPITAL_GAINS_STORAGE_KEY,
  () => import('../features/capital-gains/CapitalGainsCalculator'),
);
const MunicipalPlusvaliaCalculator = toolOnFirstInput(
  '.tax-page > div.tool:nth-of-type(2) form',
  MUNICIPAL_PLUSVALIA_STORAGE_KEY,
  () => import('../features/municipal-plusvalia/MunicipalPlusvaliaCalculator'),
);
/** The guide's code (and the engine tables it quotes) loads when it comes near the screen. */
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

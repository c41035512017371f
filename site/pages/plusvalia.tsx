// Route /plusvalia: IRPF on the gain of a sale and the municipal plusvalía, with explanations and promo.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import AgencyBanner from '../components/AgencyBanner';
import { RouteHead, RoutePage } from '../components/RoutePage';
import CapitalGainsCalculator from '../features/capital-gains/CapitalGainsCalculator';
import CapitalGainsGuide from '../features/capital-gains/CapitalGainsGuide';
import MunicipalPlusvaliaCalculator from '../features/municipal-plusvalia/MunicipalPlusvaliaCalculator';
import MunicipalPlusvaliaGuide from '../features/municipal-plusvalia/MunicipalPlusvaliaGuide';

const route = routeMeta('/plusvalia');

export default function Page() {
  return (
    <RoutePage route={route}>
      <div className="stack tax-page">
        <CapitalGainsCalculator />
        <MunicipalPlusvaliaCalculator />
        <CapitalGainsGuide />
        <MunicipalPlusvaliaGuide />
        <AgencyBanner variant="full" />
      </div>
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

// Route /rentabilidad: the rental-yield calculator with its explanation and promo.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { routeMeta, YIELD_PATH } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import YieldCalculator from '../features/yield/YieldCalculator';
import YieldInfo from '../features/yield/YieldInfo';

const route = routeMeta(YIELD_PATH);

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

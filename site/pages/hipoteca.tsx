// Route /hipoteca: the mortgage calculator with its explanation and promo.
import * as React from 'react';
import type { PageProps } from 'gatsby';
import type { MarketFigures } from '../../core/market-figures';
import { MORTGAGE_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import MortgageCalculator from '../features/mortgage/MortgageCalculator';
import MortgageInfo from '../features/mortgage/MortgageInfo';

const route = routeMeta(MORTGAGE_PATH);

/**
 * The Euríbor the build gave every page (content/pages.ts, siteSettings). Read without
 * marketFiguresOf so that module stays out of the first load: the calculator's lazy parts fall
 * back to the default themselves.
 */
const euriborOf = (pageContext: unknown) =>
  (pageContext as { settings?: { marketFigures?: Partial<MarketFigures> } } | undefined)?.settings
    ?.marketFigures?.euribor12m;

export default function Page({ pageContext }: PageProps) {
  return (
    <RoutePage route={route}>
      <MortgageCalculator euribor={euriborOf(pageContext)} />
      <MortgageInfo />
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

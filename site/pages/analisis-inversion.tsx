// Route /analisis-inversion: one property from purchase to sale after Spanish taxes, with IRR (issue 15).
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Suspense, lazy } from 'react';
import { ANALYSIS_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { pageFigures } from '../lib/page-figures';
import AnalysisInfo from '../features/investment-analysis/AnalysisInfo';

const route = routeMeta(ANALYSIS_PATH);

/**
 * The five-step form (33 fields with their hints and the form platform) is prerendered in the
 * HTML and hydrates from its own chunk right after the page: with it in the first load the route
 * weighed 126 KB gzip, over the 110 KB budget.
 */
const InvestmentAnalysis = lazy(() => import('../features/investment-analysis/InvestmentAnalysis'));

export default function Page({ pageContext }: PageProps) {
  return (
    <RoutePage route={route}>
      <Suspense fallback={null}>
        <InvestmentAnalysis marketFigures={pageFigures(pageContext)} />
      </Suspense>
      <AnalysisInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

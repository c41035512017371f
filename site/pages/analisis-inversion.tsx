// Route /analisis-inversion: one property from purchase to sale after Spanish taxes, with IRR.
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { ANALYSIS_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { pageFigures } from '../lib/page-figures';
import { toolOnFirstInput } from '../components/tool-on-first-input';
import { ANALYSIS_STORAGE_KEY } from '../../core/storage-keys';
import { keptPart } from '../components/kept-part';

const route = routeMeta(ANALYSIS_PATH);

/** The explanation below the tool is text: its code loads only for a page reached inside the site. */
const AnalysisInfo = keptPart(() => import('../features/investment-analysis/AnalysisInfo'));

/** The five-step form is prerendered; its code loads on the visitor's first tap or key. */
const InvestmentAnalysis = toolOnFirstInput(
  '.analysis-form form',
  ANALYSIS_STORAGE_KEY,
  () => import('../features/investment-analysis/InvestmentAnalysis'),
);

export default function Page({ pageContext }: PageProps) {
  return (
    <RoutePage route={route}>
      <InvestmentAnalysis
        marketFigures={pageFigures(pageContext)}
        letModes={(pageContext as { settings?: { letModes?: unknown } }).settings?.letModes}
      />
      <AnalysisInfo />
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

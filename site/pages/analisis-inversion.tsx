// Route /analisis-inversion: one property from purchase to sale after Spanish taxes, with IRR (issue 15).
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import AnalysisInfo from '../features/investment-analysis/AnalysisInfo';
import InvestmentAnalysis from '../features/investment-analysis/InvestmentAnalysis';

const route = routeMeta('/analisis-inversion');

export default function Page() {
  return (
    <RoutePage route={route}>
      <InvestmentAnalysis />
      <AnalysisInfo />
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

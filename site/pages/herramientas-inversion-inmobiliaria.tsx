// Route /herramientas-inversion-inmobiliaria.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';

const route = routeMeta('/herramientas-inversion-inmobiliaria');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

// Route /guias-herramientas-inmobiliarias.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';

const route = routeMeta('/guias-herramientas-inmobiliarias');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

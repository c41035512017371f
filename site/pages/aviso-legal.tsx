// Route /aviso-legal.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';

const route = routeMeta('/aviso-legal');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

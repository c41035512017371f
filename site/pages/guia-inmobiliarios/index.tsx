// Route /guia-inmobiliarios.
import * as React from 'react';
import { routeMeta } from '../../../core/routes';
import { RouteHead, RoutePage } from '../../components/RoutePage';

const route = routeMeta('/guia-inmobiliarios');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

// Route /guia-inmobiliarios/descripcion-piso-ejemplo.
import * as React from 'react';
import { routeMeta } from '../../../core/routes';
import { RouteHead, RoutePage } from '../../components/RoutePage';

const route = routeMeta('/guia-inmobiliarios/descripcion-piso-ejemplo');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

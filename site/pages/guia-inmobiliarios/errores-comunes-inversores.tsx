// Route /guia-inmobiliarios/errores-comunes-inversores.
import * as React from 'react';
import { routeMeta } from '../../../core/routes';
import { RouteHead, RoutePage } from '../../components/RoutePage';

const route = routeMeta('/guia-inmobiliarios/errores-comunes-inversores');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

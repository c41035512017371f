// Route /guia-inmobiliarios/plantilla-anuncio-inmobiliario.
import * as React from 'react';
import { routeMeta } from '../../../core/routes';
import { RouteHead, RoutePage } from '../../components/RoutePage';

const route = routeMeta('/guia-inmobiliarios/plantilla-anuncio-inmobiliario');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

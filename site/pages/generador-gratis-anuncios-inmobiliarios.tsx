// Route /generador-gratis-anuncios-inmobiliarios.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';

const route = routeMeta('/generador-gratis-anuncios-inmobiliarios');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

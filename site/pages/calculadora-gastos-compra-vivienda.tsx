// Route /calculadora-gastos-compra-vivienda.
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';

const route = routeMeta('/calculadora-gastos-compra-vivienda');

export default function Page() {
  return <RoutePage route={route} />;
}

export const Head = () => <RouteHead route={route} />;

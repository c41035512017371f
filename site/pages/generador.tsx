// Route /generador: the listing-description generator (form, then result).
import * as React from 'react';
import { routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import GeneratorTool from '../features/generator/GeneratorTool';

const route = routeMeta('/generador');

export default function Page() {
  return (
    <RoutePage route={route}>
      <GeneratorTool />
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

// Route /generador: the listing-description generator (form, then result) and the paste-to-check box.
import * as React from 'react';
import { GENERATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import ClicheCheck from '../features/generator/ClicheCheck';
import GeneratorTool from '../features/generator/GeneratorTool';

const route = routeMeta(GENERATOR_PATH);

export default function Page() {
  return (
    <RoutePage route={route}>
      <GeneratorTool />
      <ClicheCheck />
    </RoutePage>
  );
}

export const Head = () => <RouteHead route={route} />;

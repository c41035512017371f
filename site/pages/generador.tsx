// Route /generador: the listing-description generator (form, then result) and the paste-to-check box.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { Suspense, lazy } from 'react';
import { GENERATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import GeneratorTool from '../features/generator/GeneratorTool';

const route = routeMeta(GENERATOR_PATH);

/**
 * The paste-to-check box is prerendered complete (Gatsby waits for every Suspense boundary) and
 * hydrates when its code arrives, as the agency banner does: it stays out of the first load.
 */
const ClicheCheck = lazy(() => import('../features/generator/ClicheCheck'));

export default function Page() {
  return (
    <RoutePage route={route}>
      <GeneratorTool />
      <Suspense fallback={null}>
        <ClicheCheck />
      </Suspense>
    </RoutePage>
  );
}

export const Head = ({ pageContext }: HeadProps) => (
  <RouteHead route={route} pageContext={pageContext} />
);

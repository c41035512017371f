// Route /generador: the listing-description generator (form, then result) and the paste-to-check box.
import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { Suspense, lazy } from 'react';
import { GENERATOR_PATH, routeMeta } from '../../core/routes';
import { RouteHead, RoutePage } from '../components/RoutePage';
import { nearScreen } from '../lib/near-screen';
import { toolOnFirstInput } from '../components/tool-on-first-input';

const route = routeMeta(GENERATOR_PATH);

/** The generator's form is prerendered; its code loads on the visitor's first tap or key. */
const GeneratorTool = toolOnFirstInput(
  '.generator-form',
  undefined,
  () => import('../features/generator/GeneratorTool'),
);

// The paste-to-check box is prerendered complete (Gatsby waits for every Suspense boundary) and
// hydrates near the screen or on the first tap: its code stays out of the page's untouched load.
const ClicheCheck = lazy(() =>
  nearScreen('.generator-check').then(() => import('../features/generator/ClicheCheck')),
);

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

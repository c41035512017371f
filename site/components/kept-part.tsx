// A prerendered part with nothing to do in the browser (an explanation, a worked example): the page
// opened keeps the server's HTML and never fetches its code; a page reached by a link inside the
// site fetches it to draw the part (StaticContent renders its children only then).
import * as React from 'react';
import { Suspense, lazy, type ComponentType } from 'react';
import StaticContent from './StaticContent';

export function keptPart(
  load: () => Promise<{ default: ComponentType }>,
  className?: string,
): ComponentType {
  const Part = lazy(load);
  return function KeptPart() {
    return (
      <StaticContent className={className}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </StaticContent>
    );
  };
}

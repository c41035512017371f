// React.lazy whose code can be fetched before it first renders (a tool's results).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { deferred } from './deferred';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

// The tool fetches its results' code once it is React's, so the first result does not wait for
// it (a render that waits for code resumes later, when the visitor may be typing).
export function lazyWithPreload<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const code = deferred(load);
  return Object.assign(lazy(code.load), { preload: code.load });
}

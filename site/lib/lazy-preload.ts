// React.lazy whose code can be fetched before it first renders (a tool's results, issue 27).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { deferred } from './deferred';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (or joins) the load of the component's code. */
  preload: () => Promise<unknown>;
};

/**
 * A lazy component and its `preload`: the tool fetches its results' code once it is React's, so
 * that the first result does not wait for it (a render that waits for code resumes later, at a
 * moment the visitor may be typing).
 * @example const Results = lazyWithPreload(() => import('./MortgageResults'));
 */
export function lazyWithPreload<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const code = deferred(load);
  return Object.assign(lazy(code.load), { preload: code.load });
}

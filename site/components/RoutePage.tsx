// The frame of a route page: its heading and lead from core/routes.ts, its Head, and its content.
import * as React from 'react';
import type { RouteMeta } from '../../core/routes';
import { toolJsonLd, websiteJsonLd, type ArticleMeta } from '../../core/seo';
import AgencyBanner from './LazyAgencyBanner';
import { Seo } from './Seo';

/** Structured data each kind of route carries by default (articles add theirs from content). */
function defaultJsonLd(route: RouteMeta): object[] {
  if (route.kind === 'home') return [websiteJsonLd(__SITE_URL__)];
  if (route.kind === 'tool') return [toolJsonLd(__SITE_URL__, route)];
  return [];
}

export function RouteHead({
  route,
  jsonLd,
  article,
}: {
  route: RouteMeta;
  jsonLd?: readonly object[];
  /** Article metadata, for routes whose content document is an article. */
  article?: ArticleMeta;
}) {
  return <Seo route={route} jsonLd={jsonLd ?? defaultJsonLd(route)} article={article} />;
}

export function PageIntro({ route }: { route: RouteMeta }) {
  return (
    <header className="page-header">
      <h1>{route.heading}</h1>
      <p className="lead">{route.description}</p>
    </header>
  );
}

/**
 * A route page. Without children it shows the heading, lead and agency banner: the state of
 * routes whose feature is built in a later issue.
 */
export function RoutePage({ route, children }: { route: RouteMeta; children?: React.ReactNode }) {
  return (
    <div className="container">
      <PageIntro route={route} />
      {children ?? <AgencyBanner variant="compact" />}
    </div>
  );
}

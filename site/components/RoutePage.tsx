// The frame of a route page: its heading and lead from core/routes.ts, its Head, and its content.
import * as React from 'react';
import type { Thing } from 'schema-dts';
import type { CompleteOwner } from '../../core/owner';
import { GUIDE_INDEX_PATH, linkLabel, type RouteMeta } from '../../core/routes';
import { breadcrumbJsonLd, toolJsonLd, websiteJsonLd, type ArticleMeta } from '../../core/seo';
import PageStyles from './PageStyles';
import { Seo } from './Seo';

/** Structured data each kind of route carries by default (articles add theirs from content). */
function defaultJsonLd(route: RouteMeta, owner?: CompleteOwner): Thing[] {
  if (route.kind === 'home') return [websiteJsonLd(__SITE_URL__, owner)];
  if (route.kind === 'tool') return [toolJsonLd(__SITE_URL__, route)];
  return [];
}

/** Home, then the guide index for the guides under it, then the page itself. */
export function breadcrumbTrail(route: Pick<RouteMeta, 'path' | 'heading'>) {
  const underIndex = route.path.startsWith(`${GUIDE_INDEX_PATH}/`);
  return [
    { name: 'Inicio', path: '/' },
    ...(underIndex ? [{ name: linkLabel(GUIDE_INDEX_PATH), path: GUIDE_INDEX_PATH }] : []),
    { name: route.heading, path: route.path },
  ];
}

export function RouteHead({
  route,
  jsonLd,
  article,
  owner,
  trail = breadcrumbTrail(route),
  pageContext,
}: {
  route: RouteMeta;
  /** The page's context: its own style sheets, when the build gave it some (PageStyles). */
  pageContext?: unknown;
  /** The site's checked owner (settings.owner): their details on the home's Organization. */
  owner?: CompleteOwner;
  jsonLd?: readonly Thing[];
  /** The breadcrumb, when the page sits below another one than the home or the guide index. */
  trail?: readonly { name: string; path: string }[];
  article?: ArticleMeta;
}) {
  const data = __JSON_LD__ ? [...(jsonLd ?? defaultJsonLd(route, owner))] : [];
  // Every page below the home carries its breadcrumb trail (Google's BreadcrumbList).
  if (__JSON_LD__ && route.path !== '/') data.push(breadcrumbJsonLd(__SITE_URL__, trail));
  return (
    <>
      <Seo route={route} jsonLd={data} article={article} />
      <PageStyles pageContext={pageContext} />
    </>
  );
}

export function PageIntro({ route }: { route: RouteMeta }) {
  return (
    <header className="page-header">
      <h1>{route.heading}</h1>
      <p className="lead">{route.description}</p>
    </header>
  );
}

export function RoutePage({ route, children }: { route: RouteMeta; children: React.ReactNode }) {
  return (
    <div className="container">
      <PageIntro route={route} />
      {children}
    </div>
  );
}

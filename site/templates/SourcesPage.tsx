// Template of /fuentes-y-actualizaciones: every tax rule of the calculators with its official source,
// computed at build time (server/build/sources-page.ts); the page ships no tax table in its scripts.
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { SourcesPageData } from '../../core/sources-page';
import { RouteHead, RoutePage } from '../components/RoutePage';
import SourcesList from '../features/sources/SourcesList';

type Props = PageProps<object, SourcesPageData>;

export default function SourcesPage({ pageContext: page }: Props) {
  return (
    <RoutePage route={page.route}>
      <SourcesList page={page} />
    </RoutePage>
  );
}

export function Head({ pageContext: page }: HeadProps<object, SourcesPageData>) {
  return <RouteHead route={page.route} />;
}

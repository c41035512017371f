// Article metadata of an editorial page: the dates from its content document, the tags from core/routes.ts.
import type { RouteMeta } from '../../core/routes';
import type { ArticleMeta } from '../../core/seo';
import type { PageContent } from './types';

function datesOf(content: PageContent): {
  publishedAt?: string | null;
  modifiedAt?: string | null;
} {
  if (content.kind === 'guide') return content.article;
  if (content.kind === 'landing') return content.landing;
  return {};
}

/**
 * The article metadata of a route the route table marks as an article, or undefined for other
 * routes. Fails (and with it the build) when the content document lacks a date.
 */
export function articleMetaFor(route: RouteMeta, content: PageContent): ArticleMeta | undefined {
  if (!route.article) return undefined;
  const { publishedAt, modifiedAt } = datesOf(content);
  if (!publishedAt || !modifiedAt) {
    throw new Error(
      `${route.path} is published as an article: its content document needs publishedAt and modifiedAt`,
    );
  }
  return { publishedTime: publishedAt, modifiedTime: modifiedAt, tags: route.article.tags };
}

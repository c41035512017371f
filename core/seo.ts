// Titles and structured data shared by every page's metadata.
import type { RouteMeta } from './routes';
import { SITE, absoluteUrl } from './site';

/** The document title: the page title and the brand, e.g. 'Aviso legal | InmoCalc'. */
export function documentTitle(route: Pick<RouteMeta, 'title'>): string {
  return `${route.title} | ${SITE.name}`;
}

/**
 * JSON for a <script type="application/ld+json"> block: '<' is escaped so that text such as
 * '</script>' inside the data can never close the block.
 */
export function serialiseJsonLd(data: object): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
}

/** Where the build writes a route's social card: '/og/inicio.png' for '/', '/og/a--b.png' for '/a/b'. */
export function ogImagePath(routePath: string): string {
  const slug =
    routePath === '/' ? 'inicio' : routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '--');
  return `/og/${slug}.png`;
}

/** The social card of a route: absolute address, size, type and a Spanish alternative text. */
export function ogImageFor(siteUrl: string, route: Pick<RouteMeta, 'path' | 'heading'>) {
  return {
    url: absoluteUrl(siteUrl, ogImagePath(route.path)),
    width: SITE.ogImage.width,
    height: SITE.ogImage.height,
    type: SITE.ogImage.type,
    alt: `${SITE.name}: ${route.heading}`,
  };
}

/** schema.org WebSite + Organization for the home page. */
export function websiteJsonLd(siteUrl: string): object {
  return {
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: 'es-ES',
    publisher: { '@type': 'Organization', name: SITE.name, url: absoluteUrl(siteUrl, '/') },
  };
}

/** schema.org WebApplication for a free calculator or tool page. */
export function toolJsonLd(siteUrl: string, route: RouteMeta): object {
  return {
    '@type': 'WebApplication',
    name: route.heading,
    description: route.description,
    url: absoluteUrl(siteUrl, route.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Web',
    inLanguage: 'es-ES',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
  };
}

/** Article metadata of a page: its dates from the content document, its tags from the route. */
export interface ArticleMeta {
  publishedTime: string;
  modifiedTime: string;
  tags: readonly string[];
}

/** schema.org Article for guide pages with article metadata. */
export function articleJsonLd(siteUrl: string, route: RouteMeta, article: ArticleMeta): object {
  return {
    '@type': 'Article',
    headline: route.title,
    description: route.description,
    url: absoluteUrl(siteUrl, route.path),
    inLanguage: 'es-ES',
    datePublished: article.publishedTime,
    dateModified: article.modifiedTime,
    articleSection: SITE.articleSection,
    keywords: article.tags.join(', '),
    author: { '@type': 'Organization', name: SITE.author },
    publisher: { '@type': 'Organization', name: SITE.name },
    image: ogImageFor(siteUrl, route).url,
  };
}

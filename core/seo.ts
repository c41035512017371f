// Titles and structured data shared by every page's metadata (schema.org types from schema-dts).
import type { Article, BreadcrumbList, Thing, WebApplication, WebSite } from 'schema-dts';
import type { CompleteOwner } from './owner';
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
export function serialiseJsonLd(data: Thing): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...(data as object) }).replace(
    /</g,
    '\\u003c',
  );
}

/** Where the build writes a route's social card: '/og/inicio.png' for '/', '/og/a--b.png' for '/a/b'. */
export function ogImagePath(routePath: string): string {
  const slug =
    routePath === '/' ? 'inicio' : routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '--');
  return `/og/${slug}.png`;
}

/** The social card of a route: absolute address, size, type and a Spanish alternative text. */
export function ogImageFor(siteUrl: string, route: Pick<RouteMeta, 'path' | 'heading' | 'ogText'>) {
  return {
    url: absoluteUrl(siteUrl, ogImagePath(route.path)),
    width: SITE.ogImage.width,
    height: SITE.ogImage.height,
    type: SITE.ogImage.type,
    alt: `${SITE.name}: ${route.ogText ?? route.heading}`,
  };
}

/**
 * The owner's legal details on the site's Organization, from the site settings; nothing while the
 * identity is incomplete (the seed), so no template text reaches the structured data.
 */
export function ownerJsonLd(owner: CompleteOwner | undefined) {
  if (!owner) return {};
  return {
    legalName: owner.name,
    taxID: owner.nif,
    address: owner.address,
    email: owner.email,
    ...(owner.phone ? { telephone: owner.phone } : {}),
  };
}

/** schema.org WebSite + Organization (with its owner's details when complete) for the home page. */
export function websiteJsonLd(siteUrl: string, owner?: CompleteOwner): WebSite {
  return {
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl(siteUrl, '/'),
    inLanguage: 'es-ES',
    publisher: {
      '@type': 'Organization',
      name: SITE.name,
      url: absoluteUrl(siteUrl, '/'),
      ...ownerJsonLd(owner),
    },
  };
}

/** schema.org WebApplication for a free calculator or tool page. */
export function toolJsonLd(siteUrl: string, route: RouteMeta): WebApplication {
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

/** The publisher of every article: the site, with its logo (Google's Article guidelines). */
export function publisherJsonLd(siteUrl: string, owner?: CompleteOwner) {
  return {
    '@type': 'Organization' as const,
    name: SITE.name,
    url: absoluteUrl(siteUrl, '/'),
    ...ownerJsonLd(owner),
    logo: {
      '@type': 'ImageObject' as const,
      url: absoluteUrl(siteUrl, SITE.icons.appleTouch),
      width: '180',
      height: '180',
    },
  };
}

/** schema.org Article for pages published as articles (their content document has dates). */
export function articleJsonLd(
  siteUrl: string,
  route: RouteMeta,
  article: ArticleMeta,
  owner?: CompleteOwner,
): Article {
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
    // The author's page: the Aviso legal names the owner behind the team (LSSI art. 10).
    author: {
      '@type': 'Organization',
      name: SITE.author,
      url: absoluteUrl(siteUrl, SITE.authorPath),
    },
    publisher: publisherJsonLd(siteUrl, owner),
    image: ogImageFor(siteUrl, route).url,
  };
}

/** schema.org BreadcrumbList from the home page to this page, for every page below the home. */
export function breadcrumbJsonLd(
  siteUrl: string,
  trail: readonly { name: string; path: string }[],
): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

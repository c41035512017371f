// Titles and structured data shared by every page's metadata (schema.org types from schema-dts).
import type { Article, BreadcrumbList, Thing, WebApplication, WebSite } from 'schema-dts';
import type { CompleteOwner } from './owner';
import type { RouteMeta } from './routes';
import { SITE, absoluteUrl } from './site';

/** E.g. 'Aviso legal | InmoCalc'. */
export function documentTitle(route: Pick<RouteMeta, 'title'>): string {
  return `${route.title} | ${SITE.name}`;
}

/** '<' is escaped so '</script>' in the data can never close the block. */
export function serialiseJsonLd(data: Thing): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...(data as object) }).replace(
    /</g,
    '\\u003c',
  );
}

/** '/og/inicio.png' for '/', '/og/a--b.png' for '/a/b'. */
export function ogImagePath(routePath: string): string {
  const slug =
    routePath === '/' ? 'inicio' : routePath.replace(/^\/+|\/+$/g, '').replace(/\//g, '--');
  return `/og/${slug}.png`;
}

export function ogImageFor(siteUrl: string, route: Pick<RouteMeta, 'path' | 'heading' | 'ogText'>) {
  return {
    url: absoluteUrl(siteUrl, ogImagePath(route.path)),
    width: SITE.ogImage.width,
    height: SITE.ogImage.height,
    type: SITE.ogImage.type,
    alt: `${SITE.name}: ${route.ogText ?? route.heading}`,
  };
}

/** Nothing while the identity is incomplete, so no template text reaches the structured data. */
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

export interface ArticleMeta {
  publishedTime: string;
  modifiedTime: string;
  tags: readonly string[];
}

/** With its logo (Google's Article guidelines). */
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
    // The Aviso legal names the owner behind the team (LSSI art. 10).
    author: {
      '@type': 'Organization',
      name: SITE.author,
      url: absoluteUrl(siteUrl, SITE.authorPath),
    },
    publisher: publisherJsonLd(siteUrl, owner),
    image: ogImageFor(siteUrl, route).url,
  };
}

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

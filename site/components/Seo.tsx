// Page metadata rendered through Gatsby's Head API: prerendered into each page's HTML.
import * as React from 'react';
import type { RouteMeta } from '../../core/routes';
import { SITE, absoluteUrl } from '../../core/site';
import { documentTitle } from '../../core/seo';
import { JsonLd } from './JsonLd';

interface SeoProps {
  route: RouteMeta;
  /** Structured data blocks (schema.org objects) for this page. */
  jsonLd?: readonly object[];
  /** Tells search engines not to index the page (the 404 page). */
  noindex?: boolean;
}

export function Seo({ route, jsonLd = [], noindex = false }: SeoProps) {
  const url = absoluteUrl(__SITE_URL__, route.path);
  const image = absoluteUrl(__SITE_URL__, SITE.ogImage.path);
  const title = documentTitle(route);
  const isArticle = route.article !== undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={route.description} />
      <meta name="keywords" content={route.keywords.join(', ')} />
      <meta name="author" content={SITE.author} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={isArticle ? 'article' : 'website'} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content={SITE.locale} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content={SITE.ogImage.type} />
      <meta property="og:image:width" content={String(SITE.ogImage.width)} />
      <meta property="og:image:height" content={String(SITE.ogImage.height)} />
      <meta property="og:image:alt" content={`${SITE.name}: ${route.heading}`} />
      <meta name="twitter:card" content={SITE.twitterCard} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={route.description} />
      <meta name="twitter:image" content={image} />
      {route.kind === 'home' && !noindex && (
        <meta property="article:published_time" content={SITE.homePublishedTime} />
      )}
      {route.article && (
        <>
          <meta property="article:author" content={SITE.author} />
          <meta property="article:published_time" content={route.article.publishedTime} />
          <meta property="article:modified_time" content={route.article.modifiedTime} />
          <meta property="article:section" content={SITE.articleSection} />
          {route.article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {jsonLd.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}

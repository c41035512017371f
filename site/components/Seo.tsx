// Page metadata rendered through Gatsby's Head API: prerendered into each page's HTML. The tags
// every page has alike are in SiteHead (server-rendered only, out of the browser's bundle).
import * as React from 'react';
import type { Thing } from 'schema-dts';
import type { RouteMeta } from '../../core/routes';
import { SITE, absoluteUrl } from '../../core/site';
import { documentTitle, ogImageFor, type ArticleMeta } from '../../core/seo';
import { JsonLd } from './JsonLd';
import { KeptJsonLd } from './KeptJsonLd';

interface SeoProps {
  route: RouteMeta;
  /** Structured data blocks (schema.org objects) for this page. */
  jsonLd?: readonly Thing[];
  /** Tells search engines not to index the page (the 404 page). */
  noindex?: boolean;
  /** Article metadata (dates from the page's content document). */
  article?: ArticleMeta;
}

export function Seo({ route, jsonLd = [], noindex = false, article }: SeoProps) {
  const url = absoluteUrl(__SITE_URL__, route.path);
  const image = ogImageFor(__SITE_URL__, route);
  const title = documentTitle(route);
  const isArticle = article !== undefined;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={route.description} />
      <meta name="keywords" content={route.keywords.join(', ')} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content={isArticle ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={route.description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {route.kind === 'home' && !noindex && (
        <meta property="article:published_time" content={SITE.homePublishedTime} />
      )}
      {article && (
        <>
          <meta property="article:author" content={SITE.author} />
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          <meta property="article:section" content={SITE.articleSection} />
          {article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      {__JSON_LD__ ? (
        jsonLd.map((data, index) => <JsonLd key={index} data={data} />)
      ) : (
        <KeptJsonLd path={route.path} />
      )}
    </>
  );
}

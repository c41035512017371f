// sitemap.xml and robots.txt for the built site, from the route table of core/routes.ts.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTES, type RouteMeta } from '../../core/routes';
import { absoluteUrl } from '../../core/site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lastModified(route: RouteMeta): string | undefined {
  return route.article?.modifiedTime.slice(0, 10);
}

/** The sitemap of every route, home first, with lastmod where a route has article dates. */
export function sitemapXml(siteUrl: string, routes: readonly RouteMeta[] = ROUTES): string {
  const entries = routes.map((route) => {
    const lastmod = lastModified(route);
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, route.path))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled except the API; the sitemap's address is absolute. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export async function writeSitemapAndRobots(publicDir: string, siteUrl: string): Promise<number> {
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl));
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  return ROUTES.length;
}

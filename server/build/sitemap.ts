// sitemap.xml and robots.txt for the built site: the code routes and the content documents' pages and dates.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteMeta } from '../../core/routes';
import { absoluteUrl } from '../../core/site';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Last modification day (YYYY-MM-DD) by route path, for routes whose content document has one. */
export type LastModified = ReadonlyMap<string, string>;

/** The sitemap of every route, home first, with lastmod where the route's content has a date. */
export function sitemapXml(
  siteUrl: string,
  lastModified: LastModified,
  routes: readonly Pick<RouteMeta, 'path'>[],
): string {
  const entries = routes.map((route) => {
    const lastmod = lastModified.get(route.path);
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

export async function writeSitemapAndRobots(
  publicDir: string,
  siteUrl: string,
  lastModified: LastModified,
  routes: readonly Pick<RouteMeta, 'path'>[],
): Promise<number> {
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, lastModified, routes));
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  return routes.length;
}

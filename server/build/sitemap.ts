// sitemap.xml and robots.txt for the built site, from the route table and the content documents' dates.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { communityPageRoutes } from '../../core/community-pages';
import { ROUTES, type RouteMeta } from '../../core/routes';
import { absoluteUrl } from '../../core/site';
import { todayInMadrid } from '../../core/tax/dates';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Last modification day (YYYY-MM-DD) by route path, for routes whose content document has one. */
export type LastModified = ReadonlyMap<string, string>;

/** The days of the routed content documents (routedSlugsQuery's result). */
export function lastModifiedFrom(
  docs: readonly { slug: string | null; modifiedAt: string | null }[],
): LastModified {
  const days = new Map<string, string>();
  for (const { slug, modifiedAt } of docs) {
    if (slug && modifiedAt) days.set(`/${slug}`, modifiedAt.slice(0, 10));
  }
  return days;
}

/** The sitemap of every route, home first, with lastmod where the route's content has a date. */
export function sitemapXml(
  siteUrl: string,
  lastModified: LastModified = new Map(),
  routes: readonly RouteMeta[] = ROUTES,
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
  today: string = todayInMadrid(),
): Promise<number> {
  // The community pages (issue 16) are created from the community list, not the route table.
  const routes = [...ROUTES, ...communityPageRoutes(Number(today.slice(0, 4)))];
  await writeFile(path.join(publicDir, 'sitemap.xml'), sitemapXml(siteUrl, lastModified, routes));
  await writeFile(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl));
  return routes.length;
}

// sitemap.xml lists every route once with absolute addresses; robots.txt points at it.
import { ROUTES } from '../../core/routes';
import { robotsTxt, sitemapXml } from './sitemap';

const SITE = 'https://example.es';

describe('sitemapXml', () => {
  it('lists every route once, as an absolute canonical address', () => {
    const xml = sitemapXml(SITE);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(ROUTES.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.es/');
    expect(locs).toContain('https://example.es/guia-inmobiliarios/errores-comunes-inversores');
  });

  it('adds lastmod for routes with article dates', () => {
    expect(sitemapXml(SITE)).toContain('<lastmod>2025-06-30</lastmod>');
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps the API out and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.es/sitemap.xml\n',
    );
  });
});

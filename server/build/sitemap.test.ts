// sitemap.xml lists every route once with absolute addresses; robots.txt points at it.
import { lastModifiedOf } from '../../content/pages';
import { routedDocumentsOf, seedRoutes } from '../../content/seed-routes';
import { loadSeed } from '../../content/seed';
import { robotsTxt, sitemapXml } from './sitemap';

const SITE = 'https://example.es';

describe('sitemapXml', () => {
  it('lists every route once, as an absolute canonical address', () => {
    const routes = seedRoutes();
    const xml = sitemapXml(SITE, new Map(), routes);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toHaveLength(routes.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain('https://example.es/');
    expect(locs).toContain('https://example.es/guia-inmobiliarios/errores-comunes-inversores');
  });

  it('adds lastmod to the routes whose content document has a modification date', () => {
    const docs = routedDocumentsOf(loadSeed());
    const days = lastModifiedOf([
      ...docs.filter((doc) => doc.slug === 'aviso-legal'),
      ...docs
        .filter((doc) => doc.slug === 'guia-inmobiliarios/errores-comunes-inversores')
        .map((doc) => ({ ...doc, modifiedAt: '2025-07-01T07:00:00Z' })),
      ...docs
        .filter((doc) => doc.slug === 'politica-cookies')
        .map((doc) => ({ ...doc, modifiedAt: null })),
    ]);
    const aviso = docs.find((doc) => doc.slug === 'aviso-legal')?.modifiedAt?.slice(0, 10);
    const xml = sitemapXml(SITE, days, seedRoutes());
    expect(xml).toContain(
      `<loc>https://example.es/aviso-legal</loc>\n    <lastmod>${aviso}</lastmod>`,
    );
    expect(xml).toContain('errores-comunes-inversores</loc>\n    <lastmod>2025-07-01</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps the API out and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.es/sitemap.xml\n',
    );
  });
});

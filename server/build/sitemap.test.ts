// sitemap.xml lists every route once with absolute addresses; robots.txt points at it.
import { ROUTES } from '../../core/routes';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMUNITY_CODES } from '../../core/tax/communities';
import { lastModifiedFrom, robotsTxt, sitemapXml, writeSitemapAndRobots } from './sitemap';

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

  it('adds lastmod to the routes whose content document has a modification date', () => {
    const days = lastModifiedFrom([
      { slug: 'aviso-legal', modifiedAt: '2025-06-30' },
      { slug: 'guia-inmobiliarios/errores-comunes-inversores', modifiedAt: '2025-07-01T07:00:00Z' },
      { slug: 'politica-cookies', modifiedAt: null },
    ]);
    const xml = sitemapXml(SITE, days);
    expect(xml).toContain(
      '<loc>https://example.es/aviso-legal</loc>\n    <lastmod>2025-06-30</lastmod>',
    );
    expect(xml).toContain('errores-comunes-inversores</loc>\n    <lastmod>2025-07-01</lastmod>');
    expect(xml.match(/<lastmod>/g)).toHaveLength(2);
  });
});

describe('writeSitemapAndRobots', () => {
  it('lists the routes and the 19 community purchase-cost pages', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sitemap-'));
    try {
      const count = await writeSitemapAndRobots(dir, SITE, new Map(), '2026-11-23');
      const xml = await readFile(path.join(dir, 'sitemap.xml'), 'utf8');
      const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
      expect(count).toBe(ROUTES.length + COMMUNITY_CODES.length);
      expect(locs).toHaveLength(count);
      for (const code of COMMUNITY_CODES)
        expect(locs).toContain(`https://example.es/gastos-compra-vivienda/${code}`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps the API out and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://example.es/sitemap.xml\n',
    );
  });
});

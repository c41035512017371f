// Editorial pages come from the documents: a new guide needs no code, a missing or badly routed document fails.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MARKET_FIGURES_DEFAULT } from '../core/market-figures';
import { EDITORIAL_PATHS, TOOL_ROUTES } from '../core/routes';
import { articleJsonLd, ogImagePath } from '../core/seo';
import { writeOgImages } from '../server/build/og-image';
import { sitemapXml } from '../server/build/sitemap';
import { editorialPages, lastModifiedOf, routedDocuments, siteRoutes, siteSettings } from './pages';
import { loadSeed, type SeedDocument } from './seed';
import { seedFetch } from './source';
import { contentOf } from './types';

const seed = loadSeed();
const NEW_SLUG = 'guia-inmobiliarios/comprar-para-alquilar';

/** What an editor adds in the Studio: one guideArticle document, nothing else. */
export function extraGuide(docs: readonly SeedDocument[]): SeedDocument {
  const last = docs
    .filter((doc) => doc._type === 'guideArticle')
    .sort((a, b) => Number(b.order) - Number(a.order))[0];
  if (!last) throw new Error('The seed has no guide to copy');
  return {
    ...last,
    _id: 'guide.comprar-para-alquilar',
    title: 'Comprar un piso para alquilar: la guía',
    slug: { _type: 'slug', current: NEW_SLUG },
    order: Number(last.order) + 1,
    heading: 'Cómo comprar un piso para alquilarlo',
    description:
      'Qué mirar antes de comprar una vivienda para alquilar: precio, gastos, rentabilidad y financiación, con un ejemplo.',
    keywords: ['comprar piso para alquilar'],
    ogText: 'Comprar para alquilar',
    tags: ['inversión', 'alquiler'],
    publishedAt: '2026-01-10T08:00:00Z',
    modifiedAt: '2026-01-12T08:00:00Z',
  };
}

const withExtra = [...seed, extraGuide(seed)];

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} not found`);
  return value;
}

describe('editorialPages', () => {
  it('makes one page per routed document, each spec path included, with the template of its type', async () => {
    const pages = await editorialPages(seedFetch());
    for (const { path: specPath } of EDITORIAL_PATHS)
      expect(pages.map((page) => page.path)).toContain(specPath);
    const templates = new Map(pages.map((page) => [page.path, page.template]));
    expect(templates.get('/aviso-legal')).toBe('legalPage');
    expect(templates.get('/guia-inmobiliarios')).toBe('landingPage');
    expect(templates.get('/guia-inmobiliarios/descripcion-piso-ejemplo')).toBe('guideArticle');
  });

  it('takes title, heading, description, keywords, tags and dates from the document', async () => {
    const pages = await editorialPages(seedFetch());
    const doc = seed.find((d) => d._id === 'guide.errores');
    const page = pages.find((p) => p.path === '/guia-inmobiliarios/errores-comunes-inversores');
    expect(page?.context.route).toMatchObject({
      title: doc?.title,
      heading: doc?.heading,
      description: doc?.description,
      keywords: doc?.keywords,
      article: { tags: doc?.tags },
    });
    expect(page?.context.article).toEqual({
      publishedTime: doc?.publishedAt,
      modifiedTime: doc?.modifiedAt,
      tags: doc?.tags,
    });
    const legal = pages.find((p) => p.path === '/aviso-legal');
    expect(legal?.context.article).toBeUndefined();
  });
});

describe('siteSettings', () => {
  it('gives the footer every published guide of the seed, the spec ones under their labels', async () => {
    const docs = await routedDocuments(seedFetch());
    const published = docs
      .filter((doc) => doc._type === 'guideArticle')
      .map((doc) => `/${doc.slug}`);
    const { guides } = await siteSettings(seedFetch());
    expect(guides.map((guide) => guide.path).sort()).toEqual(published.sort());
    expect(guides).toContainEqual({
      path: '/guia-inmobiliarios/errores-comunes-inversores',
      label: 'Los 5 errores más comunes de los inversores',
    });
    expect(guides.length).toBeGreaterThan(
      EDITORIAL_PATHS.filter((entry) => entry.kind === 'guide').length - 1,
    );
  });
});

describe('siteSettings gives every page the dated market figures', () => {
  const withFigures = (marketFigures: unknown) =>
    seedFetch(
      loadSeed().map((doc) => (doc._id === 'editorialFigures' ? { ...doc, marketFigures } : doc)),
    );

  it('reads the Euríbor and the bond yield of the seed with month, source and link', async () => {
    const { marketFigures } = await siteSettings(seedFetch());
    expect(marketFigures).toEqual(MARKET_FIGURES_DEFAULT);
    expect(marketFigures.euribor12m).toMatchObject({ value: 2.221, month: '2026-02' });
  });

  it('passes on what an editor publishes', async () => {
    const euribor12m = {
      _type: 'marketFigure',
      value: 2.48,
      month: '2026-10',
      source: 'Banco de España',
      url: 'https://www.bde.es/',
    };
    const { marketFigures } = await siteSettings(
      withFigures({ euribor12m, bond10y: MARKET_FIGURES_DEFAULT.bond10y }),
    );
    expect(marketFigures.euribor12m).toEqual({
      value: 2.48,
      month: '2026-10',
      source: 'Banco de España',
      url: 'https://www.bde.es/',
    });
  });

  it('fails the build, naming the figure, when one is missing or its month unreadable', async () => {
    await expect(siteSettings(withFigures(undefined))).rejects.toThrow(/Euríbor a 12 meses/);
    await expect(
      siteSettings(
        withFigures({
          euribor12m: MARKET_FIGURES_DEFAULT.euribor12m,
          bond10y: { ...MARKET_FIGURES_DEFAULT.bond10y, month: 'febrero' },
        }),
      ),
    ).rejects.toThrow(/bono español a 10 años/);
  });
});

describe('siteSettings checks the owner once, at build time', () => {
  const withSettings = (settings: Record<string, unknown>) =>
    seedFetch(
      loadSeed().map((doc) => (doc._id === 'siteSettings' ? { ...doc, ...settings } : doc)),
    );
  const legal = {
    name: 'Inversiones Calc, S.L.',
    nif: 'B12345674',
    address: 'Calle Mayor 1, 28013 Madrid',
    registry: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
    email: 'titular@inversionescalc.es',
  };

  it('gives the pages no owner and no phone on the seed', async () => {
    expect(await siteSettings(seedFetch())).toMatchObject({ owner: null, contactPhone: null });
  });

  it('drops a template owner and a dummy phone', async () => {
    const settings = await siteSettings(
      withSettings({ contactPhone: '+34 910 000 000', legal: { ...legal, nif: '<NIF>' } }),
    );
    expect(settings).toMatchObject({ owner: null, contactPhone: null });
  });

  it('gives the pages a complete owner and a real phone', async () => {
    const settings = await siteSettings(
      withSettings({
        contactPhone: ' +34 911 222 333 ',
        legal: { ...legal, name: ` ${legal.name}` },
      }),
    );
    expect(settings).toMatchObject({ owner: legal, contactPhone: '+34 911 222 333' });
  });
});

describe('a new guide in the dataset', () => {
  const source = seedFetch(withExtra);
  const guidePath = `/${NEW_SLUG}`;

  it('gets its page with metadata, OG text and article dates from the document', async () => {
    const page = (await editorialPages(source)).find((p) => p.path === guidePath);
    expect(page?.template).toBe('guideArticle');
    expect(page?.context.route).toMatchObject({
      kind: 'guide',
      title: 'Comprar un piso para alquilar: la guía',
      heading: 'Cómo comprar un piso para alquilarlo',
      ogText: 'Comprar para alquilar',
      article: { tags: ['inversión', 'alquiler'] },
    });
  });

  it('is in the footer of every page, after the published guides, under its title', async () => {
    const { guides } = await siteSettings(source);
    expect(guides.at(-1)).toEqual({
      path: guidePath,
      label: 'Comprar un piso para alquilar: la guía',
    });
    for (const page of await editorialPages(source)) {
      expect(page.context.settings.guides).toEqual(guides);
    }
  });

  it('is listed last in the guide index and linked from the guide before it', async () => {
    const pages = await editorialPages(source);
    const index = contentOf(
      must(
        pages.find((p) => p.path === '/guia-inmobiliarios'),
        '/guia-inmobiliarios',
      ).context,
      'guideIndex',
    );
    expect(index.guides.map((g) => g.slug).at(-1)).toBe(NEW_SLUG);
    const before = `/${index.guides.at(-2)?.slug}`;
    const article = contentOf(
      must(
        pages.find((p) => p.path === guidePath),
        guidePath,
      ).context,
      'guide',
    ).article;
    expect(article.previous?.slug).toBe(before.slice(1));
    expect(article.next).toBeNull();
    const previous = contentOf(
      must(
        pages.find((p) => p.path === before),
        before,
      ).context,
      'guide',
    ).article;
    expect(previous.next?.slug).toBe(NEW_SLUG);
  });

  it('is in the sitemap with its date, gets an Article and an OG image of its own', async () => {
    const routes = await siteRoutes(source);
    const docs = await routedDocuments(source);
    const xml = sitemapXml('https://ejemplo.es', lastModifiedOf(docs), routes);
    expect(xml).toContain(
      `<loc>https://ejemplo.es${guidePath}</loc>\n    <lastmod>2026-01-12</lastmod>`,
    );
    const page = (await editorialPages(source)).find((p) => p.path === guidePath);
    if (!page?.context.article) throw new Error('the new guide is no article');
    expect(
      articleJsonLd('https://ejemplo.es', page.context.route, page.context.article),
    ).toMatchObject({
      '@type': 'Article',
      headline: 'Comprar un piso para alquilar: la guía',
      datePublished: '2026-01-10T08:00:00Z',
    });
    const dir = await mkdtemp(path.join(tmpdir(), 'og-'));
    try {
      const route = must(
        routes.find((r) => r.path === guidePath),
        guidePath,
      );
      await writeOgImages(dir, [route]);
      const png = await readFile(path.join(dir, ogImagePath(guidePath)));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('routedDocuments fails the build', () => {
  it('when a path of the spec has no document', async () => {
    const source = seedFetch(seed.filter((doc) => doc._id !== 'legal.cookies'));
    await expect(routedDocuments(source)).rejects.toThrow(
      '/politica-cookies (a path of the spec) has no content document',
    );
  });

  it.each([
    ['a guide outside the guide index', 'guideArticle', 'mi-guia'],
    ['capitals and spaces', 'guideArticle', 'guia-inmobiliarios/Mi Guía'],
    ['a legal page with a nested path', 'legalPage', 'legal/aviso'],
    ['no slug at all', 'landingPage', ''],
  ])('when a document has no valid path: %s', async (_case, type, slug) => {
    const doc = { ...extraGuide(seed), _id: 'bad', _type: type, slug: { current: slug } };
    await expect(routedDocuments(seedFetch([...seed, doc]))).rejects.toThrow(
      /bad .* has no valid path/,
    );
  });

  it('when a document takes the path of a tool page or of another document', async () => {
    const tool = must(
      TOOL_ROUTES.find((r) => r.kind === 'tool'),
      'a tool',
    ).path.slice(1);
    const clash = {
      ...extraGuide(seed),
      _id: 'tool-clash',
      _type: 'landingPage',
      slug: { current: tool },
    };
    const twin = {
      ...extraGuide(seed),
      _id: 'twin',
      slug: { current: 'guia-inmobiliarios/descripcion-piso-ejemplo' },
    };
    const source = seedFetch([...seed, clash, twin]);
    await expect(routedDocuments(source)).rejects.toThrow(
      /tool-clash takes the path of a tool page/,
    );
    await expect(routedDocuments(source)).rejects.toThrow(/twin and guide\.\w+ share the path/);
  });
});

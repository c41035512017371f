// Runs every GROQ query of the site against the seed with groq-js and checks each page's required fields.
import { MARKET_FIGURES_DEFAULT } from '../core/market-figures';
import { LET_MODE_FIGURES_DEFAULT } from '../core/let-modes';
import * as queries from './queries';
import { EDITORIAL_PATHS, linkLabel, routeMeta } from '../core/routes';
import { editorialPages, homeContext, type ContentFetch } from './pages';
import { contentOf, type PageContent } from './types';
import { loadSeed } from './seed';
import { contentSource, seedFetch } from './source';

const fetch = seedFetch();
const pathsOf = (kind: string) =>
  EDITORIAL_PATHS.filter((entry) => entry.kind === kind).map((entry) => entry.path);
/** Every guide document of the seed, in the index's order (the spec's five and any an editor adds). */
const GUIDE_PATHS = loadSeed()
  .filter((doc) => doc._type === 'guideArticle')
  .sort((a, b) => Number(a.order) - Number(b.order))
  .map((doc) => `/${(doc.slug as { current: string }).current}`);
const LANDING_PATHS = pathsOf('landing');
const LEGAL_PATHS = pathsOf('legal');

async function pageContentFor(path: string, source: ContentFetch = fetch) {
  if (path === '/') return homeContext(source);
  return (await editorialPages(source)).find((page) => page.path === path)?.context;
}

async function load<K extends PageContent['kind']>(path: string, kind: K) {
  const context = await pageContentFor(path, fetch);
  if (!context) throw new Error(`${path} is not an editorial route`);
  return contentOf(context, kind);
}

describe('queries.ts', () => {
  it.each(Object.entries(queries))('%s runs against the seed', async (_name, query) => {
    const result = await fetch<unknown>(query, { slug: 'guia-inmobiliarios' });
    expect(result).not.toBeUndefined();
  });
});

describe('pageContentFor', () => {
  it('makes no page for routes that are not editorial', async () => {
    await expect(pageContentFor('/rentabilidad', fetch)).resolves.toBeUndefined();
  });

  it.each(['/', ...EDITORIAL_PATHS.map((entry) => entry.path)])(
    '%s gets its content, the site settings and the published guides',
    async (path) => {
      const context = await pageContentFor(path, fetch);
      expect(context?.settings).toEqual({
        brand: 'InmoCalc',
        contactEmail: expect.stringContaining('@'),
        // The seed names no owner and no phone: its pages say "Sitio de demostración".
        contactPhone: null,
        legal: null,
        owner: null,
        guides: expect.arrayContaining([
          {
            path: '/guia-inmobiliarios/errores-comunes-inversores',
            label: 'Los 5 errores más comunes de los inversores',
          },
        ]),
        buildYear: new Date().getFullYear(),
        // The dated Euríbor and bond yield the tools show with their month (core/market-figures).
        marketFigures: MARKET_FIGURES_DEFAULT,
        // Furniture, supplies and tourist licences of the let modes (core/let-modes).
        letModes: LET_MODE_FIGURES_DEFAULT,
      });
    },
  );

  it('gives the home page every section of spec section 2 with its required texts', async () => {
    const { home } = await load('/', 'home');
    expect(home.hero.heading).toBe(routeMeta('/').heading);
    expect(home.hero.subtitle).toBeTruthy();
    expect(home.hero.links.map((link) => link.href)).toEqual(['/rentabilidad', '/generador']);
    expect(home.tools.heading).toBeTruthy();
    expect(home.tools.cards.map((card) => card.href)).toEqual(
      expect.arrayContaining(['/rentabilidad', '/hipoteca', '/plusvalia', '/comparador']),
    );
    expect(home.guideBanner).toMatchObject({
      heading: expect.any(String),
      text: expect.any(String),
      link: { href: '/guia-inmobiliarios', label: expect.any(String) },
    });
    expect(home.agencyPromo.points.length).toBeGreaterThan(0);
    expect(home.agencyPromo.link.href).toBe('/contacto-inmobiliaria');
    expect(home.guides.cards.length).toBeGreaterThan(0);
    for (const card of [...home.tools.cards, ...home.guides.cards]) {
      expect(card.title && card.text).toBeTruthy();
      expect(linkLabel(card.href)).toBeTruthy();
    }
  });

  it('fails loudly when the home page document is missing', async () => {
    const withoutHome = seedFetch(loadSeed().filter((doc) => doc._type !== 'homePage'));
    await expect(pageContentFor('/', withoutHome)).rejects.toThrow(/Content missing: home page/);
  });

  it.each(GUIDE_PATHS.map((path, index) => [path, index] as const))(
    '%s has a title, body, author, dates and its neighbours',
    async (path, index) => {
      const { article, figures } = await load(path, 'guide');
      expect(article.title.length).toBeLessThanOrEqual(60);
      expect(article.body.length).toBeGreaterThan(0);
      expect(article.author.name).toBeTruthy();
      expect(article.publishedAt <= article.modifiedAt).toBe(true);
      expect(article.previous?.slug).toBe(GUIDE_PATHS[index - 1]?.slice(1));
      expect(article.next?.slug).toBe(GUIDE_PATHS[index + 1]?.slice(1));
      expect(figures.referenceYields.length).toBeGreaterThan(0);
      expect(figures.marketFigures.euribor12m.month).toMatch(/^\d{4}-\d{2}$/);
    },
  );

  it('gives each guide the parts spec section 2 lists', async () => {
    const guide = async (i: number) => (await load(GUIDE_PATHS[i] ?? '', 'guide')).article;
    expect((await guide(0)).steps?.length).toBeGreaterThanOrEqual(5);
    expect((await guide(0)).examples?.map((e) => e.group)).toEqual(
      expect.arrayContaining(['real', 'tipo']),
    );
    const templates = (await guide(1)).templates ?? [];
    expect(templates.map((t) => t.kind).sort()).toEqual([
      'alquiler',
      'chalet',
      'estudio',
      'obra-nueva',
      'venta',
    ]);
    for (const template of templates) expect(template.filledExample).toBeTruthy();
    const audiences = (await guide(2)).examples?.filter((e) => e.group === 'publico') ?? [];
    expect(audiences).toHaveLength(4);
    expect((await guide(3)).formulas).toHaveLength(2);
    expect((await guide(3)).workedExample?.purchasePrice).toBe(120000);
    const mistakes = (await guide(4)).mistakes ?? [];
    expect(mistakes).toHaveLength(5);
    for (const mistake of mistakes) expect(mistake.impact && mistake.fix).toBeTruthy();
    expect((await guide(4)).caseStudy?.body.length).toBeGreaterThan(0);
  });

  it('lists every guide in order on the index', async () => {
    const { guides, landing } = await load('/guia-inmobiliarios', 'guideIndex');
    expect(guides.map((g) => `/${g.slug}`)).toEqual([...GUIDE_PATHS]);
    expect(landing.sections?.length).toBeGreaterThan(0);
  });

  it.each(LANDING_PATHS)('%s has sections, each with a heading', async (path) => {
    const { landing } = await load(path, 'landing');
    expect(landing.sections?.length).toBeGreaterThan(1);
    for (const section of landing.sections ?? []) expect(section.heading).toBeTruthy();
    expect(landing.sections?.some((s) => s._type === 'contactSection')).toBe(true);
  });

  it('dereferences templates inside landing sections', async () => {
    const { landing } = await load('/generador-gratis-anuncios-inmobiliarios', 'landing');
    const section = landing.sections?.find((s) => s._type === 'templatesSection');
    expect(section && 'templates' in section && section.templates[0]).toMatchObject({
      text: expect.any(String),
    });
  });

  it.each(LEGAL_PATHS)('%s has a body and a date', async (path) => {
    const { legal } = await load(path, 'legal');
    expect(legal.body.length).toBeGreaterThan(3);
    expect(legal.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('fails loudly when a page has no content', async () => {
    const empty = seedFetch([]);
    await expect(pageContentFor('/', empty)).rejects.toThrow(/Content missing: home page/);
  });
});

describe('contentSource', () => {
  it('uses the seed unless SANITY_PROJECT_ID is set', () => {
    expect(contentSource({}).label).toMatch(/seed/);
    expect(contentSource({ SANITY_PROJECT_ID: 'abc123' }).label).toBe(
      'Sanity project abc123, dataset production',
    );
    expect(contentSource({ CONTENT_SEED_FILE: 'studio/seed/production.ndjson' }).label).toBe(
      'dataset studio/seed/production.ndjson (groq-js)',
    );
  });
});

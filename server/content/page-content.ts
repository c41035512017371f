// Which content each editorial route gets: runs the queries and fails the build when content is missing.
import {
  figuresQuery,
  guideArticleQuery,
  guideIndexQuery,
  homePageQuery,
  landingPageQuery,
  legalPageQuery,
  settingsQuery,
} from '../../site/content/queries';
import type {
  FiguresQueryResult,
  GuideArticleQueryResult,
  GuideIndexQueryResult,
  HomePageQueryResult,
  LandingPageQueryResult,
  LegalPageQueryResult,
  SettingsQueryResult,
} from '../../site/content/sanity.types';
import type { ContentContext, PageContent } from '../../site/content/types';
import type { ContentFetch } from './source';

export const HOME_PATH = '/';
export const GUIDE_INDEX_PATH = '/guia-inmobiliarios';
export const LEGAL_PATHS = ['/aviso-legal', '/politica-privacidad', '/politica-cookies'] as const;
export const LANDING_PATHS = [
  '/herramientas-inversion-inmobiliaria',
  '/como-escribir-anuncio-idealista',
  '/guias-herramientas-inmobiliarias',
  '/calcular-rentabilidad-piso-alquiler',
  '/calcular-plusvalia-vivienda-online',
  '/generador-gratis-anuncios-inmobiliarios',
] as const;
export const GUIDE_PATHS = [
  '/guia-inmobiliarios/como-escribir-anuncio-idealista',
  '/guia-inmobiliarios/plantilla-anuncio-inmobiliario',
  '/guia-inmobiliarios/descripcion-piso-ejemplo',
  '/guia-inmobiliarios/calculadora-rentabilidad-alquiler',
  '/guia-inmobiliarios/errores-comunes-inversores',
] as const;

/** Routes whose whole page is editorial content (the home page only takes its texts from it). */
export const EDITORIAL_PATHS: readonly string[] = [
  GUIDE_INDEX_PATH,
  ...GUIDE_PATHS,
  ...LANDING_PATHS,
  ...LEGAL_PATHS,
];

/** Every route that gets content from the content source. */
export const CONTENT_PATHS: readonly string[] = [HOME_PATH, ...EDITORIAL_PATHS];

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `Content missing: ${what}. Import studio/seed/production.ndjson or add it in Sanity Studio.`,
    );
  }
  return value;
}

async function contentFor(path: string, fetch: ContentFetch): Promise<PageContent> {
  const slug = path.slice(1);
  if (path === HOME_PATH) {
    const home = await fetch<HomePageQueryResult>(homePageQuery);
    return { kind: 'home', home: required(home, 'home page') };
  }
  if (path === GUIDE_INDEX_PATH) {
    const landing = await fetch<LandingPageQueryResult>(landingPageQuery, { slug });
    const guides = await fetch<GuideIndexQueryResult>(guideIndexQuery);
    return { kind: 'guideIndex', landing: required(landing, `landing page ${slug}`), guides };
  }
  if ((GUIDE_PATHS as readonly string[]).includes(path)) {
    const article = await fetch<GuideArticleQueryResult>(guideArticleQuery, { slug });
    const figures = await fetch<FiguresQueryResult>(figuresQuery);
    return {
      kind: 'guide',
      article: required(article, `guide article ${slug}`),
      figures: required(figures, 'editorial figures'),
    };
  }
  if ((LEGAL_PATHS as readonly string[]).includes(path)) {
    const legal = await fetch<LegalPageQueryResult>(legalPageQuery, { slug });
    return { kind: 'legal', legal: required(legal, `legal page ${slug}`) };
  }
  const landing = await fetch<LandingPageQueryResult>(landingPageQuery, { slug });
  return { kind: 'landing', landing: required(landing, `landing page ${slug}`) };
}

/** The page context of a content route, or undefined for routes without content. */
export async function pageContentFor(
  path: string,
  fetch: ContentFetch,
): Promise<ContentContext | undefined> {
  if (!CONTENT_PATHS.includes(path)) return undefined;
  const settings = required(await fetch<SettingsQueryResult>(settingsQuery), 'site settings');
  return { content: await contentFor(path, fetch), settings };
}

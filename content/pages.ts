// The editorial pages of the site, made from the routed content documents: path, metadata, template, context.
import {
  EDITORIAL_PATHS,
  GUIDE_INDEX_PATH,
  TOOL_ROUTES,
  linkLabel,
  type RouteKind,
  type RouteMeta,
} from '../core/routes';
import type { ArticleMeta } from '../core/seo';
import { routedSlugProblem } from '../core/content-rules';
import { completeOwner, isPlaceholderPhone } from '../core/owner';
import {
  figuresQuery,
  guideArticleQuery,
  guideIndexQuery,
  homePageQuery,
  landingPageQuery,
  legalPageQuery,
  letModeFiguresQuery,
  marketFiguresQuery,
  routedDocumentsQuery,
  settingsQuery,
} from './queries';
import type {
  FiguresQueryResult,
  GuideArticleQueryResult,
  GuideIndexQueryResult,
  HomePageQueryResult,
  LandingPageQueryResult,
  LegalPageQueryResult,
  LetModeFiguresQueryResult,
  MarketFiguresQueryResult,
  RoutedDocumentsQueryResult,
  SettingsQueryResult,
} from './sanity.types';
import type {
  ContentContext,
  EditorialContext,
  PageContent,
  RoutedDocument,
  Settings,
} from './types';
import { withSuiteFormulas } from './formula-cards';
import {
  isFigure,
  isFigureMonth,
  type MarketFigure,
  type MarketFigures,
} from '../core/market-figures';
import { ruleStatusesOf } from '../core/tax/rule-status';
import { letModeFiguresOf } from '../core/let-modes';

/** Runs a GROQ query on the content source (Sanity or the seed); see content/source.ts. */
export type ContentFetch = <R>(query: string, params?: Record<string, string>) => Promise<R>;

/** One template per routed document type (site/templates/<type>.tsx). */
export type TemplateName = RoutedDocument['_type'];

export interface EditorialPageSpec {
  path: string;
  template: TemplateName;
  context: EditorialContext;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(
      `Content missing: ${what}. Import studio/seed/production.ndjson or add it in Sanity Studio.`,
    );
  }
  return value;
}

function kindOf(doc: RoutedDocument): Extract<RouteKind, 'guide' | 'landing' | 'legal'> {
  if (doc._type === 'legalPage') return 'legal';
  if (doc._type === 'guideArticle' || `/${doc.slug}` === GUIDE_INDEX_PATH) return 'guide';
  return 'landing';
}

/** The page metadata of a routed document: everything the head, sitemap and OG image need. */
export function routeFromDocument(doc: RoutedDocument): RouteMeta {
  return {
    path: `/${doc.slug}`,
    kind: kindOf(doc),
    title: doc.title,
    heading: doc.heading,
    description: doc.description,
    keywords: doc.keywords,
    ...(doc.ogText ? { ogText: doc.ogText } : {}),
    // A document with a publication date is published as an article (og:type article, Article).
    ...(doc.publishedAt ? { article: { tags: doc.tags ?? [] } } : {}),
  };
}

/** Article dates of a document published as an article, or undefined. */
export function articleMetaOf(doc: RoutedDocument): ArticleMeta | undefined {
  if (!doc.publishedAt) return undefined;
  return {
    publishedTime: doc.publishedAt,
    modifiedTime: doc.modifiedAt ?? doc.publishedAt,
    tags: doc.tags ?? [],
  };
}

/**
 * Why the routed documents cannot make the site, one line each (empty when they can): a spec path
 * without its document, a slug that is no valid path for its type, a path used twice or by a tool.
 */
export function routedDocumentProblems(docs: readonly RoutedDocument[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const toolPaths = new Set(TOOL_ROUTES.map((route) => route.path));
  for (const doc of docs) {
    const slug = doc.slug ?? '';
    const problem = routedSlugProblem(doc._type, slug);
    if (problem) problems.push(`${doc._id} (${doc._type}) has no valid path "${slug}": ${problem}`);
    const path = `/${slug}`;
    if (toolPaths.has(path)) problems.push(`${doc._id} takes the path of a tool page: ${path}`);
    const other = seen.get(path);
    if (other) problems.push(`${doc._id} and ${other} share the path ${path}`);
    seen.set(path, doc._id);
  }
  for (const { path } of EDITORIAL_PATHS) {
    if (!seen.has(path)) problems.push(`${path} (a path of the spec) has no content document`);
  }
  return problems;
}

/** The routed documents, or a build failure listing every problem at once. */
export async function routedDocuments(fetch: ContentFetch): Promise<RoutedDocument[]> {
  const docs = await fetch<RoutedDocumentsQueryResult>(routedDocumentsQuery);
  const problems = routedDocumentProblems(docs);
  if (problems.length > 0) throw new Error(`Editorial content:\n- ${problems.join('\n- ')}`);
  return docs;
}

async function contentOfDocument(doc: RoutedDocument, fetch: ContentFetch): Promise<PageContent> {
  const slug = doc.slug;
  if (doc._type === 'guideArticle') {
    const article = await fetch<GuideArticleQueryResult>(guideArticleQuery, { slug });
    const figures = await fetch<FiguresQueryResult>(figuresQuery);
    return {
      kind: 'guide',
      article: withSuiteFormulas(required(article, `guide article ${slug}`)),
      figures: required(figures, 'editorial figures'),
    };
  }
  if (doc._type === 'legalPage') {
    const legal = await fetch<LegalPageQueryResult>(legalPageQuery, { slug });
    return { kind: 'legal', legal: required(legal, `legal page ${slug}`) };
  }
  const landing = withSuiteFormulas(
    required(
      await fetch<LandingPageQueryResult>(landingPageQuery, { slug }),
      `landing page ${slug}`,
    ),
  );
  if (`/${slug}` === GUIDE_INDEX_PATH) {
    const guides = await fetch<GuideIndexQueryResult>(guideIndexQuery);
    return { kind: 'guideIndex', landing, guides };
  }
  return { kind: 'landing', landing };
}

type FetchedFigure = NonNullable<MarketFiguresQueryResult>['euribor12m'];

function marketFigure(figure: FetchedFigure | undefined, what: string): MarketFigure {
  const { value, month, source, url } = figure ?? {};
  if (typeof value !== 'number' || !month || !isFigureMonth(month) || !source || !url) {
    throw new Error(
      `Content missing: ${what} (value, month as YYYY-MM, source and link). Import studio/seed/production.ndjson or add it in Sanity Studio (Cifras editoriales).`,
    );
  }
  return { value, month, source, url };
}

/**
 * The dated market figures of the editorial figures singleton, checked once per build: a page
 * that shows the Euríbor or the bond yield shows its month and source, and warns in the browser
 * when it is older than 60 days (core/market-figures.ts).
 */
export async function marketFigures(fetch: ContentFetch): Promise<MarketFigures> {
  const figures = await fetch<MarketFiguresQueryResult>(marketFiguresQuery);
  // The history is a record, not an input: an entry without a readable month is left out.
  const history = (entries: unknown[] | null | undefined) =>
    (entries ?? [])
      .filter(isFigure)
      .filter((entry) => isFigureMonth(entry.month))
      .map(({ value, month, source, url }) => ({ value, month, source, url }))
      .sort((a, b) => a.month.localeCompare(b.month));
  return {
    euribor12m: marketFigure(figures?.euribor12m, 'Euríbor a 12 meses'),
    bond10y: marketFigure(figures?.bond10y, 'bono español a 10 años'),
    history: {
      euribor12m: history(figures?.euribor12mHistory),
      bond10y: history(figures?.bond10yHistory),
    },
    ruleStatuses: ruleStatusesOf(figures?.ruleStatuses),
  };
}

/**
 * The site settings singleton (brand, contact, the owner's legal identity and, when it is complete,
 * the owner as the pages show it), the published guides in
 * the guide index's order, which the footer lists on every page (a guide added to the content is in
 * every footer after the next build), and the year of the build for its copyright line, and the dated market figures the tools use
 * (every page gets them: /hipoteca, the analysis and the community pages read them from here).
 */
export async function siteSettings(fetch: ContentFetch, now: Date = new Date()): Promise<Settings> {
  const [settings, guides, figures, letModes] = await Promise.all([
    fetch<SettingsQueryResult>(settingsQuery),
    fetch<GuideIndexQueryResult>(guideIndexQuery),
    marketFigures(fetch),
    fetch<LetModeFiguresQueryResult>(letModeFiguresQuery),
  ]);
  const value = required(settings, 'site settings');
  const phone = value.contactPhone?.trim();
  return {
    ...value,
    // Checked here, once per build: the pages show only what core/owner accepts, with no checking
    // code in the browser (a template owner or a dummy phone is not shown at all).
    contactPhone: phone && !isPlaceholderPhone(phone) ? phone : null,
    owner: completeOwner(value.legal) ?? null,
    guides: guides.map(({ slug, title }) => ({
      path: `/${slug}`,
      label: linkLabel(`/${slug}`, title),
    })),
    buildYear: now.getFullYear(),
    marketFigures: figures,
    // A missing or malformed part falls back to the seed's dated figures (core/let-modes.ts).
    letModes: letModeFiguresOf(letModes),
  };
}

/** Every editorial page: one per routed document, with its metadata and content in the context. */
export async function editorialPages(fetch: ContentFetch): Promise<EditorialPageSpec[]> {
  const [docs, settings] = await Promise.all([routedDocuments(fetch), siteSettings(fetch)]);
  return Promise.all(
    docs.map(async (doc) => {
      const article = articleMetaOf(doc);
      return {
        path: `/${doc.slug}`,
        template: doc._type,
        context: {
          content: await contentOfDocument(doc, fetch),
          settings,
          route: routeFromDocument(doc),
          ...(article ? { article } : {}),
        },
      };
    }),
  );
}

/** The home page's context: its texts and the site settings. */
export async function homeContext(fetch: ContentFetch): Promise<ContentContext> {
  const home = required(await fetch<HomePageQueryResult>(homePageQuery), 'home page');
  return { content: { kind: 'home', home }, settings: await siteSettings(fetch) };
}

/** Every route of the built site: the code routes, then one per routed document. */
export async function siteRoutes(fetch: ContentFetch): Promise<RouteMeta[]> {
  return [...TOOL_ROUTES, ...(await routedDocuments(fetch)).map(routeFromDocument)];
}

/** Last modification day (YYYY-MM-DD) of each editorial path, for the sitemap. */
export function lastModifiedOf(
  docs: readonly { slug: string | null; modifiedAt: string | null }[],
): Map<string, string> {
  const days = new Map<string, string>();
  for (const { slug, modifiedAt } of docs)
    if (slug && modifiedAt) days.set(`/${slug}`, modifiedAt.slice(0, 10));
  return days;
}

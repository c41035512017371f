// Content types the pages receive in their page context, derived from the generated query types.
import type {
  FiguresQueryResult,
  GuideArticleQueryResult,
  GuideIndexQueryResult,
  HomePageQueryResult,
  LandingPageQueryResult,
  LegalPageQueryResult,
  RoutedDocumentsQueryResult,
  SettingsQueryResult,
} from './sanity.types';
import type { MarketFigures } from '../core/market-figures';
import type { LetModeFigures } from '../core/let-modes';
import type { CompleteOwner } from '../core/owner';
import type { RouteMeta } from '../core/routes';
import type { ArticleMeta } from '../core/seo';

/**
 * The settings singleton, the published guides every page's footer lists and the year of the build
 * its copyright line shows (content/pages.ts).
 */
export type Settings = NonNullable<SettingsQueryResult> & {
  /** The owner when every field can be published (core/owner), else null: the pages say "demo". */
  owner: CompleteOwner | null;
  guides: readonly { path: string; label: string }[];
  buildYear: number;
  /** Euríbor 12M and 10-year bond with month and source (editorialFigures.marketFigures). */
  marketFigures: MarketFigures;
  /** Furniture, supplies and tourist licences of the let modes (letModeFigures), seed-checked. */
  letModes?: LetModeFigures;
};
export type Figures = NonNullable<FiguresQueryResult>;
export type GuideArticle = NonNullable<GuideArticleQueryResult>;
export type GuideSummary = GuideIndexQueryResult[number];
export type HomePage = NonNullable<HomePageQueryResult>;
export type LandingPage = NonNullable<LandingPageQueryResult>;
export type LandingSection = NonNullable<LandingPage['sections']>[number];
export type LegalPage = NonNullable<LegalPageQueryResult>;
export type RoutedDocument = RoutedDocumentsQueryResult[number];

export type PageContent =
  | { kind: 'home'; home: HomePage }
  | { kind: 'guide'; article: GuideArticle; figures: Figures }
  | { kind: 'guideIndex'; landing: LandingPage; guides: GuideSummary[] }
  | { kind: 'landing'; landing: LandingPage }
  | { kind: 'legal'; legal: LegalPage };

/** What gatsby-node adds to the context of every editorial page. */
export interface ContentContext {
  content: PageContent;
  settings: Settings;
}

/** The context of a page made from a routed document: its metadata comes from the document too. */
export interface EditorialContext extends ContentContext {
  route: RouteMeta;
  /** Present when the document is published as an article (it has a publication date). */
  article?: ArticleMeta;
}

/** Narrows the page context to the kind a page file expects, or fails the build loudly. */
export function contentOf<K extends PageContent['kind']>(
  context: ContentContext,
  kind: K,
): Extract<PageContent, { kind: K }> {
  if (context.content.kind !== kind) {
    throw new Error(`Expected ${kind} content, got ${context.content.kind}`);
  }
  return context.content as Extract<PageContent, { kind: K }>;
}

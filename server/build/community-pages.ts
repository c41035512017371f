// gatsby-node createPages for /gastos-compra-vivienda/<community>: engine figures plus the community's intro from Sanity.
import path from 'node:path';
import { communityPageRoutes } from '../../core/community-pages';
import type { CommunityPageContext } from '../../core/community-page-types';
import type { RouteMeta } from '../../core/routes';
import { COMMUNITY_CODES, isCommunityCode, type CommunityCode } from '../../core/tax/communities';
import { todayInMadrid } from '../../core/tax/dates';
import type { IsoDate } from '../../core/tax/sourced';
import type { ContentFetch } from '../../content/source';
import { communityPageData } from './community-page-data';

/** The communityGuide documents (studio/src/schemaTypes/documents/community-guide.ts). */
export const communityGuidesQuery = `*[_type == "communityGuide" && defined(community)]{ community, intro, updatedAt }`;

export interface CommunityGuideDoc {
  community: string | null;
  intro: string | null;
  updatedAt: string | null;
}

export const COMMUNITY_TEMPLATE = path.join(
  __dirname,
  '..',
  '..',
  'site',
  'templates',
  'CommunityCostsPage.tsx',
);

/** Paragraphs of a plain-text intro. */
export function introParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * The context of every community page. A community without its intro document fails the build:
 * the page would otherwise ship without the editor's text.
 */
export function communityPageContexts(
  guides: readonly CommunityGuideDoc[],
  asOf: IsoDate,
): CommunityPageContext[] {
  const byCode = new Map<CommunityCode, CommunityGuideDoc>();
  for (const guide of guides) {
    if (guide.community && isCommunityCode(guide.community)) byCode.set(guide.community, guide);
  }
  const missing = COMMUNITY_CODES.filter((code) => !byCode.get(code)?.intro?.trim());
  if (missing.length > 0) {
    throw new Error(`communityGuide documents missing or without intro: ${missing.join(', ')}`);
  }
  return COMMUNITY_CODES.map((code) => {
    const guide = byCode.get(code);
    return {
      ...communityPageData(code, asOf),
      intro: introParagraphs(guide?.intro ?? ''),
      introUpdatedAt: guide?.updatedAt ?? null,
    };
  });
}

/** The community pages' metadata for this build (its year in Spain): sitemap and OG images. */
export function communityRoutesNow(asOf: IsoDate = todayInMadrid()): RouteMeta[] {
  return communityPageRoutes(Number(asOf.slice(0, 4)));
}

interface CreatePageArgs {
  actions: {
    createPage: (page: { path: string; component: string; context: object }) => void;
  };
  reporter: { info: (message: string) => void };
}

/**
 * Creates the 19 pages with the rates in force on the build's day in Spain (the deed date of the
 * worked table), so a rate change in core/tax reaches every page on the next build.
 */
export async function createCommunityPages(
  { actions, reporter }: CreatePageArgs,
  fetch: ContentFetch,
  asOf: IsoDate = todayInMadrid(),
): Promise<number> {
  const guides = await fetch<CommunityGuideDoc[]>(communityGuidesQuery);
  const contexts = communityPageContexts(guides, asOf);
  for (const context of contexts) {
    actions.createPage({ path: context.route.path, component: COMMUNITY_TEMPLATE, context });
  }
  reporter.info(`Community purchase-cost pages: ${contexts.length}, rates in force on ${asOf}`);
  return contexts.length;
}

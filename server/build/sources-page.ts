// gatsby-node createPages for /fuentes-y-actualizaciones: the rules of core/tax as the page's context.
import path from 'node:path';
import type { MarketFigures } from '../../core/market-figures';
import { sourcesPageData } from '../../core/sources-page';

export const SOURCES_TEMPLATE = path.join(
  __dirname,
  '..',
  '..',
  'site',
  'templates',
  'SourcesPage.tsx',
);

interface CreatePageArgs {
  actions: {
    createPage: (page: { path: string; component: string; context: object }) => void;
  };
  reporter: { info: (message: string) => void };
}

/**
 * Creates the page from the tables and the content of this build, so a rule changed in core/tax or
 * a market figure written in Sanity shows on the next one.
 */
export function createSourcesPage(
  { actions, reporter }: CreatePageArgs,
  figures?: MarketFigures,
): void {
  const context = sourcesPageData(figures);
  actions.createPage({ path: context.route.path, component: SOURCES_TEMPLATE, context });
  reporter.info(
    `Sources page: ${context.ruleCount} rules, ${context.pendingCount} pendientes de confirmar`,
  );
}

// Build-time hooks: site URL for page code, content in page context, CSP-friendly HTML, sitemap, images.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { NOT_FOUND_META, ROUTES, normalisePath } from './core/routes';
import { normaliseSiteUrl } from './core/site';
import { communityRoutesNow, createCommunityPages } from './server/build/community-pages';
import { writeIcons } from './server/build/icons';
import { externaliseInlineScriptsIn } from './server/build/inline-scripts';
import { writeOgImages } from './server/build/og-image';
import { lastModifiedFrom, writeSitemapAndRobots } from './server/build/sitemap';
import { pageContentFor } from './server/content/page-content';
import { contentSource } from './server/content/source';
import { routedSlugsQuery } from './site/content/queries';
import type { RoutedSlugsQueryResult } from './site/content/sanity.types';

const content = contentSource();

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  reporter.info(`Editorial content from the ${content.label}`);
};

/** Editorial routes get their content (and the site settings) in their page context. */
export const onCreatePage: GatsbyNode['onCreatePage'] = async ({ page, actions }) => {
  const context = await pageContentFor(normalisePath(page.path), content.fetch);
  if (!context) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};

/** The 19 per-community purchase-cost pages (issue 16). */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  await createCommunityPages(args, content.fetch);
};

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
  stage,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __SITE_URL__: JSON.stringify(normaliseSiteUrl(process.env.SITE_URL)) }),
    ],
    // Source maps would publish the original sources next to the bundles; none are deployed.
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const moved = await externaliseInlineScriptsIn(path.join(__dirname, 'public'));
  reporter.info(`Inline scripts moved to files for the Content-Security-Policy: ${moved}`);
  const routed = await content.fetch<RoutedSlugsQueryResult>(routedSlugsQuery);
  const urls = await writeSitemapAndRobots(
    path.join(__dirname, 'public'),
    normaliseSiteUrl(process.env.SITE_URL),
    lastModifiedFrom(routed),
  );
  reporter.info(`sitemap.xml (${urls} addresses) and robots.txt written`);
  const cards = await writeOgImages(path.join(__dirname, 'public'), [
    ...ROUTES,
    NOT_FOUND_META,
    ...communityRoutesNow(),
  ]);
  reporter.info(`Open Graph images (1200x630 PNG) written to public/og: ${cards}`);
  const icons = await writeIcons(path.join(__dirname, 'public'));
  reporter.info(`Favicon, touch icon and manifest written: ${icons.join(', ')}`);
  // The webpack stats describe every chunk and module: useful to the bundle-weight tooling
  // (scripts/lib/route-weight.mjs), not to visitors, so they leave the deployed folder.
  const statsDir = path.join(__dirname, '.cache', 'build-stats');
  await rm(statsDir, { recursive: true, force: true });
  await mkdir(statsDir, { recursive: true });
  for (const file of ['webpack.stats.json', 'chunk-map.json']) {
    await rename(path.join(__dirname, 'public', file), path.join(statsDir, file)).catch(
      (error: NodeJS.ErrnoException) => {
        // A Gatsby that stops writing one of them leaves nothing to move.
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  reporter.info(`Webpack stats moved out of public/ to ${statsDir}`);
};

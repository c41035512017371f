// Build-time hooks: pages from the content documents, site URL for page code, CSP-friendly HTML, sitemap,
// images, the list of page paths.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { PAGE_PATHS_FILE, pagePaths } from './core/paths';
import { NOT_FOUND_META, TOOL_ROUTES, normalisePath } from './core/routes';
import { normaliseSiteUrl } from './core/site';
import {
  editorialPages,
  homeContext,
  lastModifiedOf,
  routedDocuments,
  routeFromDocument,
  siteSettings,
} from './content/pages';
import { communityRoutesNow, createCommunityPages } from './server/build/community-pages';
import { createSourcesPage } from './server/build/sources-page';
import { pageStylesFor } from './server/build/page-styles';
import { SOURCES_ROUTE } from './core/sources-page';
import { writeIcons } from './server/build/icons';
import { rewritePageScriptsIn } from './server/build/page-scripts';
import { CompileHintsPlugin } from './server/build/compile-hints';
import { writeOgImages } from './server/build/og-image';
import { writeSitemapAndRobots } from './server/build/sitemap';
import { checkOwnerForContext } from './content/owner-gate';
import { contentSource } from './content/source';

const content = contentSource();
const REACT_DOM_SERVER = path.join(__dirname, 'server', 'build', 'react-dom-server.js');

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = async ({ reporter }) => {
  reporter.info(`Editorial content from the ${content.label}`);
  // Netlify's production context publishes the site: it must name its owner (LSSI-CE art. 10).
  try {
    if (await checkOwnerForContext(process.env.CONTEXT, content.fetch)) {
      reporter.info('Site owner identity complete for the production build');
    }
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

/** One page per routed content document, rendered by its type's template: no code per page. */
export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { actions, reporter } = args;
  const pages = await editorialPages(content.fetch);
  for (const page of pages) {
    actions.createPage({
      path: page.path,
      component: path.join(__dirname, 'site', 'templates', `${page.template}.tsx`),
      context: page.context,
    });
  }
  reporter.info(`Editorial pages from content documents: ${pages.length}`);
  // The per-community pages get the settings here: onCreatePage does not see pages made by code.
  const settings = await siteSettings(content.fetch);
  const withSettings = {
    ...args,
    actions: {
      ...actions,
      createPage: (page: { path: string; component: string; context: object }) => {
        const pageStyles = pageStylesFor(page.path);
        actions.createPage({
          ...page,
          context: { ...page.context, settings, ...(pageStyles ? { pageStyles } : {}) },
        });
      },
    },
  };
  await createCommunityPages(withSettings, content.fetch);
  createSourcesPage(withSettings, settings.marketFigures);
};

// Code pages get the site settings (the footer names the owner on every page), the home its texts,
// a tool's page its own style sheets (server/build/page-styles.ts).
export const onCreatePage: GatsbyNode['onCreatePage'] = async ({ page, actions }) => {
  if ((page.context as { settings?: unknown } | undefined)?.settings) return;
  const pageStyles = pageStylesFor(page.path);
  const added = {
    ...(normalisePath(page.path) === '/'
      ? await homeContext(content.fetch)
      : { settings: await siteSettings(content.fetch) }),
    ...(pageStyles ? { pageStyles } : {}),
  };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...added } });
};

interface BrowserWebpackConfig {
  output?: Record<string, unknown>;
  optimization?: {
    splitChunks?: { cacheGroups?: Record<string, Record<string, unknown> | false> };
  };
}

// Shorter chunk file names, because the webpack runtime every page loads lists them all; Gatsby's
// 'shared' chunks are named by number (their name hash also clashed).
function shorterChunkNames<C extends BrowserWebpackConfig>(config: C): C {
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  const shared = cacheGroups?.shared;
  if (cacheGroups && shared) cacheGroups.shared = { ...shared, name: false };
  // Only the PDF report uses React's JSX runtime: it stays there, not in the 'framework' chunk.
  const framework = cacheGroups?.framework;
  if (cacheGroups && framework && typeof framework.test === 'function') {
    const test = framework.test as (module: { nameForCondition?: () => string | null }) => boolean;
    cacheGroups.framework = {
      ...framework,
      test: (module: { nameForCondition?: () => string | null }) =>
        !/[\\/]react[\\/](jsx-runtime|cjs[\\/]react-jsx-runtime)/.test(
          module.nameForCondition?.() ?? '',
        ) && test(module),
    };
  }
  const commons = cacheGroups?.commons;
  if (cacheGroups && commons && typeof commons.minChunks === 'number') {
    cacheGroups.commons = { ...commons, minChunks: 1, test: onEveryPage(commons.minChunks) };
  }
  return { ...config, output: { ...config.output, hashDigestLength: 8 } };
}

/** Components of site/components the browser's build takes in place of the server's. */
const KEPT_PARTS: Readonly<Record<string, string>> = {
  './Footer': './KeptFooter',
  './NavList': './KeptNavList',
};

interface ChunkGraphLike {
  getModuleChunksIterable: (module: unknown) => Iterable<{ name?: string | null }>;
}

// Gatsby's 'commons' chunk, loaded by every page, takes a module found in as many chunks as there
// are page components, lazy parts counted: the tax tables' sources, used by every tool's engine,
// rode on every page. Only modules every page component itself imports belong there.
function onEveryPage(pageComponents: number) {
  return (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraphLike }) => {
    let pages = 0;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (chunk.name?.startsWith('component---')) pages += 1;
    }
    return pages >= pageComponents;
  };
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  getConfig,
  plugins,
  stage,
}) => {
  if (stage === 'build-html' || stage === 'develop-html') {
    // Gatsby's HTML renderer loads react-dom/server from node_modules at run time (an external):
    // it gets ours, which writes every Suspense boundary in place (see the file's comment).
    const config = getConfig() as { externals?: unknown };
    const ours = { 'react-dom/server': `commonjs ${REACT_DOM_SERVER}` };
    const rest = Array.isArray(config.externals)
      ? (config.externals as unknown[])
      : config.externals
        ? [config.externals]
        : [];
    actions.replaceWebpackConfig({ ...config, externals: [ours, ...rest] });
  }
  if (stage === 'build-javascript') actions.replaceWebpackConfig(shorterChunkNames(getConfig()));
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_URL__: JSON.stringify(normaliseSiteUrl(process.env.SITE_URL)),
        __JSON_LD__: JSON.stringify(stage !== 'build-javascript'),
      }),
    ],
    // Source maps would publish the original sources next to the bundles; none are deployed.
    ...(stage === 'build-javascript' ? { devtool: false } : {}),
  });
  if (stage === 'build-javascript') {
    // Gatsby modules replaced in the app chunk every page loads (site/lib/stubs): code no page of
    // this site runs, and the renderers' module, which set React's client up as the app started.
    actions.setWebpackConfig({
      plugins: [
        // A first load's scripts compiled as they stream in, off the main thread.
        new CompileHintsPlugin(),
        // webpack writes `import.meta.url` as the module's file on this machine (yoga-layout's
        // embedded wasm in the PDF chunk reads it and needs no address): nothing of it is served.
        plugins.define({ 'import.meta.url': JSON.stringify('') }),
        plugins.normalModuleReplacement(
          /^\.\/register-service-worker$/,
          path.join(__dirname, 'site', 'lib', 'stubs', 'no-service-worker.ts'),
        ),
        plugins.normalModuleReplacement(
          /^\.\.?\/react-dom-utils$/,
          path.join(__dirname, 'site', 'lib', 'stubs', 'react-dom-utils.ts'),
        ),
        // Parts every page draws alike keep the server's HTML (site/lib/kept-html.ts).
        plugins.normalModuleReplacement(
          /^\.\/(Footer|NavList)$/,
          (resource: { context: string; request: string }) => {
            const kept = KEPT_PARTS[resource.request];
            if (kept && resource.context === path.join(__dirname, 'site', 'components')) {
              resource.request = kept;
            }
          },
        ),
        plugins.normalModuleReplacement(
          /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser\.js$/,
          path.join(__dirname, 'site', 'lib', 'stubs', 'no-partytown-browser.ts'),
        ),
        plugins.normalModuleReplacement(
          /^@builder\.io\/partytown\/integration$/,
          path.join(__dirname, 'site', 'lib', 'stubs', 'partytown-integration.ts'),
        ),
      ],
    });
  }
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter, getNodesByType }) => {
  const publicDir = path.join(__dirname, 'public');
  // Every page, whoever made it: the not-found function sends '/Guia/Nueva' to '/guia/nueva'.
  const pages = pagePaths(getNodesByType('SitePage').map((node) => String(node.path)));
  await writeFile(path.join(publicDir, PAGE_PATHS_FILE), JSON.stringify(pages));
  reporter.info(`${PAGE_PATHS_FILE}: ${pages.length} pages, for the letter-case redirects`);
  const rewritten = await rewritePageScriptsIn(publicDir);
  reporter.info(`Page scripts in files, loaded after the first paint: ${rewritten} pages`);
  const docs = await routedDocuments(content.fetch);
  const routes = [
    ...TOOL_ROUTES,
    ...docs.map(routeFromDocument),
    ...communityRoutesNow(),
    SOURCES_ROUTE,
  ];
  const urls = await writeSitemapAndRobots(
    publicDir,
    normaliseSiteUrl(process.env.SITE_URL),
    lastModifiedOf(docs),
    routes,
  );
  reporter.info(`sitemap.xml (${urls} addresses) and robots.txt written`);
  const cards = await writeOgImages(publicDir, [...routes, NOT_FOUND_META]);
  reporter.info(`Open Graph images (1200x630 PNG) written to public/og: ${cards}`);
  const icons = await writeIcons(publicDir);
  reporter.info(`Favicon, touch icon and manifest written: ${icons.join(', ')}`);
  // The webpack stats feed scripts/lib/route-weight.mjs, not visitors: out of the deployed folder.
  const statsDir = path.join(__dirname, '.cache', 'build-stats');
  await rm(statsDir, { recursive: true, force: true });
  await mkdir(statsDir, { recursive: true });
  for (const file of ['webpack.stats.json', 'chunk-map.json']) {
    await rename(path.join(publicDir, file), path.join(statsDir, file)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  reporter.info(`Webpack stats moved out of public/ to ${statsDir}`);
};

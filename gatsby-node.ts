// Build-time hooks: the one site URL setting for page code, and CSP-friendly HTML after the build.
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { normaliseSiteUrl } from './core/site';
import { externaliseInlineScriptsIn } from './server/build/inline-scripts';

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  actions,
  plugins,
}) => {
  actions.setWebpackConfig({
    plugins: [
      plugins.define({ __SITE_URL__: JSON.stringify(normaliseSiteUrl(process.env.SITE_URL)) }),
    ],
  });
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const moved = await externaliseInlineScriptsIn(path.join(__dirname, 'public'));
  reporter.info(`Inline scripts moved to files for the Content-Security-Policy: ${moved}`);
};

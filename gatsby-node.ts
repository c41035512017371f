// Build-time hooks: exposes the one site URL setting to page code.
import type { GatsbyNode } from 'gatsby';
import { normaliseSiteUrl } from './core/site';

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

// Gatsby configuration: pages live in site/pages, one canonical URL per page without trailing slash.
import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { normaliseSiteUrl } from './core/site';

const siteUrl = normaliseSiteUrl(process.env.SITE_URL);

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: 'never',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-plugin-page-creator',
      options: { path: path.join(__dirname, 'site', 'pages') },
    },
  ],
};

export default config;

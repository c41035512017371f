// `npm run dev`: Gatsby's development server (hot reload) behind Netlify CLI, so pages and
// functions share one address, with the same database setup as `npm start`.
import { appPort } from './lib/config.mjs';
import { serve } from './lib/serve.mjs';

const gatsbyPort = 8000;

await serve({
  port: appPort,
  build: false,
  netlifyArgs: [
    '--framework',
    '#custom',
    '--command',
    `gatsby develop --port ${gatsbyPort}`,
    '--target-port',
    String(gatsbyPort),
  ],
});

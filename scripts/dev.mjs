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
    `gatsby develop --port ${gatsbyPort} --host ::1`,
    '--target-port',
    String(gatsbyPort),
    // Netlify CLI gives a framework about 20 s to open its port; Gatsby's first compile takes
    // longer, so the CLI starts at once and this script waits for the first page instead.
    '--skip-wait-port',
  ],
  readyPaths: ['/api/health', '/'],
  readyTimeoutMs: 600_000,
});

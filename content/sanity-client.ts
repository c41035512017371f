// The Sanity client of a project, kept apart from the seed loader (content/source.ts) so that a
// function bundled as ES modules can import it: the seed's path is computed from __dirname.
import { createClient } from '@sanity/client';

const API_VERSION = '2025-01-01';

export interface SanityEnv {
  /** Another NDJSON export to build from instead of the shipped seed (tests, previews of a dataset). */
  CONTENT_SEED_FILE?: string;
  SANITY_PROJECT_ID?: string;
  SANITY_DATASET?: string;
  SANITY_TOKEN?: string;
}

/**
 * The Sanity client of a project: the build reads published content with it, the market-figures
 * function (server/market-figures) writes with it, so both speak to the same project and API version.
 * `apiHost` points it at a local fake in tests.
 */
export function sanityClient(
  env: Required<Pick<SanityEnv, 'SANITY_PROJECT_ID'>> & SanityEnv,
  options: { perspective?: 'published' | 'raw'; token?: string; apiHost?: string } = {},
) {
  const token = options.token ?? env.SANITY_TOKEN;
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET || 'production',
    apiVersion: API_VERSION,
    useCdn: false,
    perspective: options.perspective ?? 'published',
    ...(token ? { token } : {}),
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  });
}

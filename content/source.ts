// Runs the site's GROQ queries against Sanity (SANITY_PROJECT_ID set) or, by default, the seed with groq-js.
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { loadSeed, type SeedDocument } from './seed';

export type QueryParams = Record<string, string | number | boolean>;
export type ContentFetch = <R>(query: string, params?: QueryParams) => Promise<R>;

const API_VERSION = '2025-01-01';

/** The same GROQ engine Sanity runs, over documents in memory. */
export function seedFetch(documents: readonly SeedDocument[] = loadSeed()): ContentFetch {
  return async <R>(query: string, params: QueryParams = {}) => {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset: documents, params });
    return (await value.get()) as R;
  };
}

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

/** A Sanity project's published content through the HTTP API. */
export function sanityFetch(env: Required<Pick<SanityEnv, 'SANITY_PROJECT_ID'>> & SanityEnv) {
  const client = sanityClient(env);
  const fetch: ContentFetch = <R>(query: string, params: QueryParams = {}) =>
    client.fetch<R>(query, params);
  return fetch;
}

/** The content source the build uses, with a line saying which one for the build log. */
export function contentSource(env: SanityEnv = process.env): {
  fetch: ContentFetch;
  label: string;
} {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (projectId) {
    return {
      fetch: sanityFetch({ ...env, SANITY_PROJECT_ID: projectId }),
      label: `Sanity project ${projectId}, dataset ${env.SANITY_DATASET || 'production'}`,
    };
  }
  const seedFile = env.CONTENT_SEED_FILE?.trim();
  if (seedFile) {
    return { fetch: seedFetch(loadSeed(seedFile)), label: `dataset ${seedFile} (groq-js)` };
  }
  return { fetch: seedFetch(), label: 'seed dataset studio/seed/production.ndjson (groq-js)' };
}

// Runs the site's GROQ queries against Sanity (SANITY_PROJECT_ID set) or, by default, the seed with groq-js.
import { evaluate, parse } from 'groq-js';
import { sanityClient, type SanityEnv } from './sanity-client';
import { loadSeed, type SeedDocument } from './seed';

export type QueryParams = Record<string, string | number | boolean>;
export type ContentFetch = <R>(query: string, params?: QueryParams) => Promise<R>;

/** The same GROQ engine Sanity runs, over documents in memory. */
export function seedFetch(documents: readonly SeedDocument[] = loadSeed()): ContentFetch {
  return async <R>(query: string, params: QueryParams = {}) => {
    const tree = parse(query, { params });
    const value = await evaluate(tree, { dataset: documents, params });
    return (await value.get()) as R;
  };
}

export type { SanityEnv } from './sanity-client';

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

// Every route of a site built from an NDJSON dataset, read synchronously (tests list the pages with it).
import { TOOL_ROUTES, type RouteMeta } from '../core/routes';
import { routeFromDocument } from './pages';
import { loadSeed, type SeedDocument } from './seed';
import type { RoutedDocument } from './types';

const ROUTED = new Set(['guideArticle', 'landingPage', 'legalPage']);

/** The routed documents of a dataset in the shape of routedDocumentsQuery's result. */
export function routedDocumentsOf(docs: readonly SeedDocument[]): RoutedDocument[] {
  return docs
    .filter((doc) => ROUTED.has(doc._type) && !doc._id.startsWith('drafts.'))
    .map((doc) => {
      const field = (name: string) => (doc[name] ?? null) as never;
      return {
        _id: doc._id,
        _type: doc._type as RoutedDocument['_type'],
        title: field('title'),
        slug: (doc.slug as { current?: string } | undefined)?.current ?? null,
        heading: field('heading'),
        description: field('description'),
        keywords: field('keywords'),
        ogText: field('ogText'),
        tags: field('tags'),
        order: field('order'),
        publishedAt: field('publishedAt'),
        modifiedAt: (doc.modifiedAt ?? doc.updatedAt ?? null) as never,
      } as RoutedDocument;
    });
}

/** The code routes, then one route per routed document of the dataset (the seed by default). */
export function seedRoutes(file?: string): RouteMeta[] {
  return [...TOOL_ROUTES, ...routedDocumentsOf(loadSeed(file)).map(routeFromDocument)];
}

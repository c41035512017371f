// Validates every seed document against the Studio schema and its rules (lengths, slugs, references, links).
import { TOOL_ROUTES } from '../core/routes';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  TITLE_MAX,
  routedSlugProblem,
  type RoutedType,
} from '../core/content-rules';
import { SITE_CONTENT_TYPES } from './content-types';
import { SchemaChecker, loadSchema } from './schema-check';
import { loadSeed, type SeedDocument } from './seed';

const docs = loadSeed();
const checker = new SchemaChecker(loadSchema());
const ROUTED = ['guideArticle', 'landingPage', 'legalPage'];
const routedSlugs = docs
  .filter((doc) => ROUTED.includes(doc._type))
  .map((doc) => (doc.slug as { current?: string } | undefined)?.current ?? '');
/** The site's paths: the code routes and one per routed document. */
const routePaths = new Set([
  ...TOOL_ROUTES.map((route) => route.path),
  ...routedSlugs.map((slug) => `/${slug}`),
]);

/** Every nested value of a document, with its path. */
function walk(value: unknown, at: string, visit: (value: unknown, at: string) => void): void {
  visit(value, at);
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`, visit));
  else if (typeof value === 'object' && value !== null)
    for (const [key, child] of Object.entries(value)) walk(child, `${at}.${key}`, visit);
}

function field<T>(doc: SeedDocument, name: string): T | undefined {
  return doc[name] as T | undefined;
}

describe('seed dataset', () => {
  it('holds every document type the site needs', () => {
    const types = new Set(docs.map((doc) => doc._type));
    for (const type of [
      'siteSettings',
      'homePage',
      'editorialFigures',
      'author',
      'guideArticle',
      'landingPage',
      'legalPage',
      'listingTemplate',
    ])
      expect(types).toContain(type);
  });

  it('is made only of types a published change of which rebuilds the site (the webhook)', () => {
    const types = [...new Set(docs.map((doc) => doc._type))];
    expect(types.filter((type) => !SITE_CONTENT_TYPES.includes(type))).toEqual([]);
  });

  it('stores each singleton once, under the id the queries and the Studio desk use', () => {
    for (const type of ['siteSettings', 'homePage', 'editorialFigures']) {
      expect(docs.filter((doc) => doc._type === type).map((doc) => doc._id)).toEqual([type]);
    }
  });

  it('has unique document ids', () => {
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
  });

  it.each(docs.map((doc) => [doc._id, doc] as const))('%s conforms to the schema', (_id, doc) => {
    expect(checker.checkDocument(doc)).toEqual([]);
  });

  it('keeps titles of routed documents and templates within 60 characters', () => {
    const long = docs
      .filter((doc) => [...ROUTED, 'listingTemplate'].includes(doc._type))
      .filter((doc) => (field<string>(doc, 'title') ?? '').length > TITLE_MAX);
    expect(long.map((doc) => doc._id)).toEqual([]);
  });

  it('gives routed documents unique slugs of the shape their type needs', () => {
    expect(new Set(routedSlugs).size).toBe(routedSlugs.length);
    const problems = docs
      .filter((doc) => ROUTED.includes(doc._type))
      .map((doc) => {
        const slug = field<{ current: string }>(doc, 'slug')?.current ?? '';
        return routedSlugProblem(doc._type as RoutedType, slug);
      })
      .filter(Boolean);
    expect(problems).toEqual([]);
  });

  it('keeps descriptions of routed documents within the Studio rule (70-160 characters)', () => {
    const bad = docs
      .filter((doc) => ROUTED.includes(doc._type))
      .filter((doc) => {
        const length = (field<string>(doc, 'description') ?? '').length;
        return length < DESCRIPTION_MIN || length > DESCRIPTION_MAX;
      });
    expect(bad.map((doc) => doc._id)).toEqual([]);
  });

  it('resolves every reference to a document of the seed', () => {
    const ids = new Set(docs.map((doc) => doc._id));
    const broken: string[] = [];
    for (const doc of docs)
      walk(doc, doc._id, (value, at) => {
        const ref = (value as { _ref?: unknown } | null)?._ref;
        if (typeof ref === 'string' && !ids.has(ref)) broken.push(`${at} -> ${ref}`);
      });
    expect(broken).toEqual([]);
  });

  it('links only to routes that exist', () => {
    const dead: string[] = [];
    for (const doc of docs)
      walk(doc, doc._id, (value, at) => {
        const href = (value as { href?: unknown } | null)?.href;
        // A share link (a tool with its fields in the query) resolves to the tool's route.
        const route = typeof href === 'string' ? href.split(/[?#]/)[0] : undefined;
        if (route?.startsWith('/') && !routePaths.has(route)) dead.push(`${at}: ${String(href)}`);
      });
    expect(dead).toEqual([]);
  });

  it('gives array items unique keys', () => {
    const duplicates: string[] = [];
    for (const doc of docs)
      walk(doc, doc._id, (value, at) => {
        if (!Array.isArray(value)) return;
        const keys = value.map((item: { _key?: string }) => item?._key).filter(Boolean);
        if (new Set(keys).size !== keys.length) duplicates.push(at);
      });
    expect(duplicates).toEqual([]);
  });

  it('never dates a modification before the publication', () => {
    for (const doc of docs.filter((d) => d._type === 'guideArticle')) {
      const published = field<string>(doc, 'publishedAt') ?? '';
      expect(published).not.toBe('');
      expect((field<string>(doc, 'modifiedAt') ?? '') >= published).toBe(true);
    }
  });

  it('gives each guide article its own place in the guide order', () => {
    const orders = docs
      .filter((d) => d._type === 'guideArticle')
      .map((d) => field<number>(d, 'order'));
    expect(orders.length).toBeGreaterThanOrEqual(5);
    expect(new Set(orders).size).toBe(orders.length);
    for (const order of orders) expect(Number.isInteger(order)).toBe(true);
  });
});

describe('SchemaChecker', () => {
  it('reports a missing required field and an unknown one', () => {
    const errors = checker.checkDocument({
      _id: 'x',
      _type: 'author',
      nmae: 'typo',
    } as SeedDocument);
    expect(errors).toEqual(
      expect.arrayContaining(['x.name: required', 'x.nmae: not in the schema']),
    );
  });

  it('reports a wrong type inside a nested object', () => {
    const doc = { _id: 'y', _type: 'listingTemplate', title: 'T', kind: 'venta', text: 42 };
    expect(checker.checkDocument(doc)).toContain('y.text: expected string');
  });
});

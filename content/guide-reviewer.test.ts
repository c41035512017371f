// A guide's named reviewer: the Studio's field (reviewedBy name and role, reviewedAt), the typed
// query that reads it, and the seed, which names no reviewer it cannot vouch for.
import { guideArticleQuery } from './queries';
import { SchemaChecker, loadSchema } from './schema-check';
import { loadSeed } from './seed';
import { seedFetch } from './source';
import type { GuideArticle } from './types';

const seed = loadSeed();
const guides = seed.filter((doc) => doc._type === 'guideArticle');
const slugOf = (doc: (typeof seed)[number]) => (doc.slug as { current: string }).current;
const checker = new SchemaChecker(loadSchema());

const REVIEWER = { name: 'Ana Martínez Ruiz', role: 'asesora fiscal colegiada' };

describe('the reviewer of a guide', () => {
  it('reads null from the seed, which names no reviewer: the page signs with the author only', async () => {
    expect(guides.length).toBeGreaterThan(0);
    for (const doc of guides) {
      const article = await seedFetch()<GuideArticle>(guideArticleQuery, { slug: slugOf(doc) });
      expect([slugOf(doc), article.reviewedBy, article.reviewedAt]).toEqual([
        slugOf(doc),
        null,
        null,
      ]);
      expect(article.author.name).toBe('Equipo InmoCalc');
    }
  });

  it('comes through the query with its name, role and date once the Studio has one', async () => {
    const [first] = guides;
    if (!first) throw new Error('the seed has no guide');
    const reviewed = { ...first, reviewedBy: REVIEWER, reviewedAt: '2026-11-30' };
    expect(checker.checkDocument(reviewed)).toEqual([]);
    const fetch = seedFetch(seed.map((doc) => (doc === first ? reviewed : doc)));
    const article = await fetch<GuideArticle>(guideArticleQuery, { slug: slugOf(first) });
    expect(article.reviewedBy).toEqual(REVIEWER);
    expect(article.reviewedAt).toBe('2026-11-30');
  });

  it('is an object with a name in the dataset format, not a bare string', () => {
    const [first] = guides;
    if (!first) throw new Error('the seed has no guide');
    const withReviewer = (reviewedBy: unknown) => ({ ...first, reviewedBy });
    expect(checker.checkDocument(withReviewer('Ana'))).not.toEqual([]);
    expect(checker.checkDocument(withReviewer({ role: 'asesora' }))).not.toEqual([]);
  });
});

// Slug rules shared by every routed document: a lowercase path of the right shape, unique across types.
import type { SlugRule, SlugValidationContext } from 'sanity';
import {
  GUIDE_PREFIX,
  TITLE_MAX,
  routedSlugProblem,
  type RoutedType,
} from '../../../../core/content-rules';

export { GUIDE_PREFIX };

const API_VERSION = '2025-01-01';
const ROUTED_TYPES: RoutedType[] = ['guideArticle', 'landingPage', 'legalPage'];

/** True when no other routed document (draft or published) uses the same slug. */
export async function isUniqueAcrossTypes(
  slug: string,
  context: SlugValidationContext,
): Promise<boolean> {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '');
  const client = context.getClient({ apiVersion: API_VERSION });
  const count = await client.fetch<number>(
    'count(*[_type in $types && slug.current == $slug && !(_id in [$draft, $published])])',
    { types: ROUTED_TYPES, slug, draft: `drafts.${id}`, published: id },
  );
  return count === 0;
}

/** The same rule the build applies (core/content-rules.ts), so the Studio refuses what the build would. */
export const slugValidation = (type: RoutedType) => (rule: SlugRule) =>
  rule.required().custom((value) => routedSlugProblem(type, value?.current ?? '') ?? true);

export const titleMax = TITLE_MAX;

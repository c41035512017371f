// Slug rules shared by every routed document: a lowercase path, unique across all document types.
import type { SlugRule, SlugValidationContext } from 'sanity';

const API_VERSION = '2025-01-01';
const ROUTED_TYPES = ['guideArticle', 'landingPage', 'legalPage'];

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

export const slugValidation = (rule: SlugRule) =>
  rule.required().custom((value) => {
    const current = value?.current ?? '';
    return /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/.test(current)
      ? true
      : 'La ruta va en minúsculas, sin acentos ni espacios, sin / inicial (ej.: guia-inmobiliarios/mi-guia)';
  });

export const titleMax = 60;

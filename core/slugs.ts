// The path rules of routed content documents, shared by the Studio's validation and the build.

export type RoutedType = 'guideArticle' | 'landingPage' | 'legalPage';

/** Guides live under the guide index; its slug is the prefix of theirs. */
export const GUIDE_PREFIX = 'guia-inmobiliarios';

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const TOP_LEVEL = new RegExp(`^${SEGMENT}$`);
const GUIDE = new RegExp(`^${GUIDE_PREFIX}/${SEGMENT}$`);

/** Why a slug cannot be the path of a document of this type (Spanish, for editors), or undefined. */
export function routedSlugProblem(type: RoutedType, slug: string): string | undefined {
  if (type === 'guideArticle') {
    return GUIDE.test(slug)
      ? undefined
      : `La ruta de una guía es ${GUIDE_PREFIX}/ y un nombre en minúsculas, sin acentos ni espacios (ej.: ${GUIDE_PREFIX}/mi-guia)`;
  }
  return TOP_LEVEL.test(slug)
    ? undefined
    : 'La ruta va en minúsculas, sin acentos, espacios ni barras (ej.: mi-pagina)';
}

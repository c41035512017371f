// Rules of routed content documents: Studio validation, the build and the seed test.

/** Browser tabs and Google's results cut longer titles, on mobile first (spec section 9). */
export const TITLE_MAX = 60;
/** Google shows about 160 characters of a description; under 70 says too little. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

export type RoutedType = 'guideArticle' | 'landingPage' | 'legalPage';

/** Guides live under the guide index; its slug is the prefix of theirs. */
export const GUIDE_PREFIX = 'guia-inmobiliarios';

const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';
const TOP_LEVEL = new RegExp(`^${SEGMENT}$`);
const GUIDE = new RegExp(`^${GUIDE_PREFIX}/${SEGMENT}$`);

/** In Spanish, for editors; undefined when fine. */
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

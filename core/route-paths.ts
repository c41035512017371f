// The site's paths: the tools' and the spec's fixed editorial ones (section 2), apart from their
// metadata (routes.ts) so that either file stays readable.

/** Every link, page and redirect reads these. */
export const HOME_PATH = '/';
export const GENERATOR_PATH = '/generador';
export const YIELD_PATH = '/rentabilidad';
export const CAPITAL_GAINS_PATH = '/plusvalia';
export const MORTGAGE_PATH = '/hipoteca';
export const COMPARATOR_PATH = '/comparador';
export const ANALYSIS_PATH = '/analisis-inversion';
export const EXCEL_LANDING_PATH = '/plantilla-excel-rentabilidad-alquiler-gratis';
export const PURCHASE_CALCULATOR_PATH = '/calculadora-gastos-compra-vivienda';
export const RENTAL_RETURN_PATH = '/declaracion-alquiler';
export const CONTACT_PATH = '/contacto-inmobiliaria';
export const LEGAL_NOTICE_PATH = '/aviso-legal';
export const PRIVACY_PATH = '/politica-privacidad';
export const COOKIE_POLICY_PATH = '/politica-cookies';
export const GUIDE_INDEX_PATH = '/guia-inmobiliarios';
/** Built at build time by core/sources-page.ts. */
export const SOURCES_PATH = '/fuentes-y-actualizaciones';
export const SOURCES_LABEL = 'Fuentes y actualizaciones';
/** Editorial paths the tools' related links name. */
export const YIELD_LANDING_PATH = '/calcular-rentabilidad-piso-alquiler';
export const YIELD_GUIDE_PATH = '/guia-inmobiliarios/calculadora-rentabilidad-alquiler';
export const TOOLS_LANDING_PATH = '/herramientas-inversion-inmobiliaria';
export const MISTAKES_GUIDE_PATH = '/guia-inmobiliarios/errores-comunes-inversores';

/** Spec section 2; the build fails without its content document (content/pages.ts). */
export interface EditorialPath {
  path: string;
  kind: 'guide' | 'landing' | 'legal';
  label: string;
}

/** The spec's, in its order; editors may add guides beyond these. */
export const EDITORIAL_PATHS: readonly EditorialPath[] = [
  {
    path: TOOLS_LANDING_PATH,
    kind: 'landing',
    label: 'Herramientas de inversión inmobiliaria',
  },
  {
    path: '/como-escribir-anuncio-idealista',
    kind: 'landing',
    label: 'Cómo escribir un anuncio en Idealista',
  },
  { path: GUIDE_INDEX_PATH, kind: 'guide', label: 'Guía para inmobiliarios e inversores' },
  {
    path: '/guia-inmobiliarios/como-escribir-anuncio-idealista',
    kind: 'guide',
    label: 'Cómo escribir un anuncio en Idealista paso a paso',
  },
  {
    path: '/guia-inmobiliarios/plantilla-anuncio-inmobiliario',
    kind: 'guide',
    label: 'Plantillas de anuncio inmobiliario',
  },
  {
    path: '/guia-inmobiliarios/descripcion-piso-ejemplo',
    kind: 'guide',
    label: 'Ejemplos de descripción de un piso',
  },
  {
    path: YIELD_GUIDE_PATH,
    kind: 'guide',
    label: 'Cómo calcular la rentabilidad de un alquiler',
  },
  {
    path: MISTAKES_GUIDE_PATH,
    kind: 'guide',
    label: 'Los 5 errores más comunes de los inversores',
  },
  { path: LEGAL_NOTICE_PATH, kind: 'legal', label: 'Aviso legal' },
  { path: PRIVACY_PATH, kind: 'legal', label: 'Política de privacidad' },
  { path: COOKIE_POLICY_PATH, kind: 'legal', label: 'Política de cookies' },
  {
    path: '/guias-herramientas-inmobiliarias',
    kind: 'landing',
    label: 'Guías y herramientas inmobiliarias',
  },
  {
    path: YIELD_LANDING_PATH,
    kind: 'landing',
    label: 'Cómo calcular la rentabilidad de un piso de alquiler',
  },
  {
    path: '/calcular-plusvalia-vivienda-online',
    kind: 'landing',
    label: 'Calcula la plusvalía de tu vivienda online',
  },
  {
    path: '/generador-gratis-anuncios-inmobiliarios',
    kind: 'landing',
    label: 'Generador gratis de textos para vender tu casa',
  },
];

export interface NavItem {
  path: string;
  label: string;
  subtitle: string;
}

/** The spec's items in its order (section 2), then the analysis, purchase costs, Renta and guides. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: HOME_PATH, label: 'Inicio', subtitle: 'Página principal' },
  { path: GENERATOR_PATH, label: 'Generador', subtitle: 'Descripciones con IA' },
  { path: YIELD_PATH, label: 'Rentabilidad', subtitle: 'Bruta y neta' },
  { path: CAPITAL_GAINS_PATH, label: 'Plusvalía', subtitle: 'Impuestos de la venta' },
  { path: MORTGAGE_PATH, label: 'Hipoteca', subtitle: 'Cuotas y pagos' },
  { path: COMPARATOR_PATH, label: 'Comparador', subtitle: 'Compara pisos' },
  { path: ANALYSIS_PATH, label: 'Análisis', subtitle: 'Compra, alquiler y venta' },
  {
    path: PURCHASE_CALCULATOR_PATH,
    label: 'Gastos de compra',
    subtitle: 'ITP, notaría y registro',
  },
  { path: RENTAL_RETURN_PATH, label: 'Renta', subtitle: 'Declaración del alquiler' },
  { path: GUIDE_INDEX_PATH, label: 'Guías', subtitle: 'Aprende a invertir' },
];

/** Routes whose page is code (site/pages/). */

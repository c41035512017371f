// Every route of the suite (spec section 2) with the metadata each page prerenders.

export type RouteKind = 'home' | 'tool' | 'guide' | 'landing' | 'legal' | 'contact';

export interface RouteMeta {
  /** Lowercase path without trailing slash ('/' for the home page). */
  path: string;
  kind: RouteKind;
  /** Document title without the brand suffix; unique across the site. */
  title: string;
  /** Visible main heading (h1). */
  heading: string;
  /** One-sentence description: meta description and the lead paragraph. */
  description: string;
  keywords: readonly string[];
  /**
   * Article pages add author, published and modified time, section and tags. The dates come from
   * the page's content document (Sanity or the seed), never from this table.
   */
  article?: { tags: readonly string[] };
}

export interface NavItem {
  path: string;
  label: string;
  subtitle: string;
}

/** Main navigation, in the spec's order (section 2). */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'Inicio', subtitle: 'Página principal' },
  { path: '/generador', label: 'Generador', subtitle: 'Descripciones con IA' },
  { path: '/rentabilidad', label: 'Rentabilidad', subtitle: 'Calcula el ROI' },
  { path: '/plusvalia', label: 'Plusvalía', subtitle: 'Impuestos de la venta' },
  { path: '/hipoteca', label: 'Hipoteca', subtitle: 'Cuotas y pagos' },
  { path: '/comparador', label: 'Comparador', subtitle: 'Compara pisos' },
  { path: '/analisis-inversion', label: 'Análisis', subtitle: 'Compra, alquiler y venta' },
];

export const ROUTES: readonly RouteMeta[] = [
  {
    path: '/',
    kind: 'home',
    title: 'Herramientas gratis de inversión inmobiliaria',
    heading: 'Herramientas gratuitas para invertir en vivienda',
    description:
      'Calculadoras de rentabilidad, plusvalía, hipoteca y gastos de compra, comparador de pisos y generador de anuncios con IA, gratis y sin registro.',
    keywords: [
      'inversión inmobiliaria',
      'calculadora rentabilidad',
      'plusvalía',
      'hipoteca',
      'herramientas gratis',
    ],
  },
  {
    path: '/generador',
    kind: 'tool',
    title: 'Generador de descripciones inmobiliarias con IA',
    heading: 'Generador de descripciones con IA',
    description:
      'Escribe en segundos la descripción de tu anuncio inmobiliario a partir de los datos de la vivienda y del público al que te diriges.',
    keywords: [
      'generador descripciones inmobiliarias',
      'anuncio piso IA',
      'texto anuncio vivienda',
    ],
  },
  {
    path: '/rentabilidad',
    kind: 'tool',
    title: 'Calculadora de rentabilidad de alquiler',
    heading: 'Calculadora de rentabilidad de alquiler',
    description:
      'Calcula la rentabilidad bruta y neta, la cuota de la hipoteca, el flujo de caja y el ROI de un piso de alquiler.',
    keywords: [
      'calculadora rentabilidad alquiler',
      'rentabilidad bruta',
      'rentabilidad neta',
      'ROI vivienda',
    ],
  },
  {
    path: '/plusvalia',
    kind: 'tool',
    title: 'Calculadora de plusvalía e impuestos de la venta',
    heading: 'Calculadora de plusvalía',
    description:
      'Calcula la ganancia de la venta de tu vivienda, el IRPF que te corresponde y la plusvalía municipal que cobra el ayuntamiento.',
    keywords: [
      'calculadora plusvalía',
      'IRPF venta vivienda',
      'plusvalía municipal',
      'ganancia patrimonial',
    ],
  },
  {
    path: '/hipoteca',
    kind: 'tool',
    title: 'Calculadora de hipoteca: cuota y capacidad',
    heading: 'Calculadora de hipoteca',
    description:
      'Calcula la cuota mensual, los intereses totales y si tu hipoteca es asumible según tus ingresos.',
    keywords: [
      'calculadora hipoteca',
      'cuota hipoteca',
      'capacidad de endeudamiento',
      'intereses hipoteca',
    ],
  },
  {
    path: '/comparador',
    kind: 'tool',
    title: 'Comparador de pisos para invertir',
    heading: 'Comparador de propiedades',
    description:
      'Compara hasta tres pisos por rentabilidad bruta, rentabilidad neta y precio por metro cuadrado.',
    keywords: ['comparador pisos', 'comparar inversiones inmobiliarias', 'precio metro cuadrado'],
  },
  {
    path: '/analisis-inversion',
    kind: 'tool',
    title: 'Análisis de inversión: TIR tras impuestos',
    heading: 'Análisis de inversión',
    description:
      'Analiza un piso de alquiler de la compra a la venta con la hipoteca, el IRPF del alquiler, la plusvalía y la TIR después de impuestos.',
    keywords: [
      'análisis inversión inmobiliaria',
      'TIR piso alquiler',
      'IRPF alquiler',
      'rentabilidad después de impuestos',
      'flujo de caja alquiler',
    ],
  },
  {
    path: '/herramientas-inversion-inmobiliaria',
    kind: 'landing',
    title: 'Calculadoras inmobiliarias gratis para inversores',
    heading: 'Herramientas de inversión inmobiliaria',
    description:
      'Todas las calculadoras inmobiliarias gratuitas en un solo lugar: rentabilidad, hipoteca, plusvalía, gastos de compra y comparador.',
    keywords: ['herramientas inversión inmobiliaria', 'calculadoras inmobiliarias gratis'],
  },
  {
    path: '/como-escribir-anuncio-idealista',
    kind: 'landing',
    title: 'Cómo escribir un anuncio en Idealista que venda',
    heading: 'Cómo escribir un anuncio en Idealista',
    description:
      'Claves para redactar un anuncio inmobiliario que destaque en Idealista y consiga más visitas y contactos.',
    keywords: ['anuncio idealista', 'cómo escribir anuncio piso', 'descripción inmobiliaria'],
    article: { tags: ['Idealista', 'anuncios', 'marketing inmobiliario'] },
  },
  {
    path: '/guia-inmobiliarios',
    kind: 'guide',
    title: 'Guía para inmobiliarios e inversores',
    heading: 'Guía para inmobiliarios e inversores',
    description:
      'Cinco guías prácticas para escribir mejores anuncios, calcular la rentabilidad y evitar los errores más caros al invertir.',
    keywords: ['guía inmobiliarios', 'guía inversores inmobiliarios', 'anuncios inmobiliarios'],
  },
  {
    path: '/guia-inmobiliarios/como-escribir-anuncio-idealista',
    kind: 'guide',
    title: 'Guía paso a paso del anuncio en Idealista',
    heading: 'Cómo escribir un anuncio en Idealista paso a paso',
    description:
      'Los pasos para escribir un anuncio de Idealista completo, con un ejemplo real y ejemplos por tipo de vivienda.',
    keywords: ['anuncio idealista paso a paso', 'ejemplo anuncio piso'],
    article: { tags: ['Idealista', 'anuncios', 'guía'] },
  },
  {
    path: '/guia-inmobiliarios/plantilla-anuncio-inmobiliario',
    kind: 'guide',
    title: 'Plantillas de anuncio inmobiliario gratis',
    heading: 'Plantillas de anuncio inmobiliario',
    description:
      'Plantillas listas para copiar para anuncios de venta y alquiler, con ejemplos rellenos para estudios, chalets y obra nueva.',
    keywords: [
      'plantilla anuncio inmobiliario',
      'plantilla anuncio alquiler',
      'plantilla anuncio venta',
    ],
    article: { tags: ['plantillas', 'anuncios', 'guía'] },
  },
  {
    path: '/guia-inmobiliarios/descripcion-piso-ejemplo',
    kind: 'guide',
    title: 'Ejemplos de descripción de piso que venden',
    heading: 'Ejemplos de descripción de un piso',
    description:
      'Ejemplos cortos y largos de descripciones de pisos, adaptados a inversores, familias, jóvenes profesionales y mayores.',
    keywords: ['descripción piso ejemplo', 'ejemplos anuncios pisos'],
    article: { tags: ['ejemplos', 'descripciones', 'guía'] },
  },
  {
    path: '/guia-inmobiliarios/calculadora-rentabilidad-alquiler',
    kind: 'guide',
    title: 'Cómo calcular la rentabilidad de un alquiler',
    heading: 'Cómo calcular la rentabilidad de un alquiler',
    description:
      'Fórmulas de la rentabilidad bruta y neta con un ejemplo resuelto, rangos de gastos y rentabilidades de referencia.',
    keywords: [
      'fórmula rentabilidad alquiler',
      'rentabilidad bruta y neta',
      'ejemplo rentabilidad',
    ],
    article: { tags: ['rentabilidad', 'alquiler', 'guía'] },
  },
  {
    path: '/guia-inmobiliarios/errores-comunes-inversores',
    kind: 'guide',
    title: '5 errores comunes de los inversores inmobiliarios',
    heading: 'Los 5 errores más comunes de los inversores',
    description:
      'Los cinco errores que más dinero cuestan al invertir en vivienda, su impacto y cómo evitarlos, con un caso real.',
    keywords: ['errores inversores inmobiliarios', 'errores invertir vivienda'],
    article: { tags: ['inversión', 'errores', 'guía'] },
  },
  {
    path: '/aviso-legal',
    kind: 'legal',
    title: 'Aviso legal',
    heading: 'Aviso legal',
    description:
      'Información legal sobre el titular de este sitio web y las condiciones de uso de sus herramientas.',
    keywords: ['aviso legal'],
  },
  {
    path: '/politica-privacidad',
    kind: 'legal',
    title: 'Política de privacidad',
    heading: 'Política de privacidad',
    description:
      'Qué datos personales tratamos en la newsletter, el formulario de contacto y el almacenamiento local, y cómo ejercer tus derechos.',
    keywords: ['política de privacidad', 'protección de datos'],
  },
  {
    path: '/politica-cookies',
    kind: 'legal',
    title: 'Política de cookies',
    heading: 'Política de cookies',
    description:
      'Qué cookies y almacenamiento local usa este sitio y cómo puedes configurarlos o retirar tu consentimiento.',
    keywords: ['política de cookies', 'consentimiento cookies'],
  },
  {
    path: '/guias-herramientas-inmobiliarias',
    kind: 'landing',
    title: 'Guías y herramientas inmobiliarias gratis',
    heading: 'Guías y herramientas inmobiliarias',
    description:
      'Seis recursos gratuitos para calcular la rentabilidad, la plusvalía y los gastos de compra y para escribir mejores anuncios.',
    keywords: ['guías inmobiliarias', 'herramientas inmobiliarias gratis'],
  },
  {
    path: '/calcular-rentabilidad-piso-alquiler',
    kind: 'landing',
    title: 'Calcular la rentabilidad de un piso de alquiler',
    heading: 'Cómo calcular la rentabilidad de un piso de alquiler',
    description:
      'Diferencia entre rentabilidad bruta y neta, con fórmulas, un ejemplo resuelto y qué rentabilidad es buena en España.',
    keywords: ['calcular rentabilidad piso alquiler', 'rentabilidad bruta', 'rentabilidad neta'],
    article: { tags: ['rentabilidad', 'alquiler'] },
  },
  {
    path: '/plantilla-excel-rentabilidad-alquiler-gratis',
    kind: 'landing',
    title: 'Plantilla Excel de rentabilidad de alquiler',
    heading: 'Plantilla Excel gratis de rentabilidad de alquiler',
    description:
      'Descarga gratis una plantilla Excel con fórmulas para calcular la rentabilidad, la cuota y el flujo de caja de un alquiler.',
    keywords: ['plantilla excel rentabilidad alquiler', 'excel inversión inmobiliaria gratis'],
  },
  {
    path: '/calcular-plusvalia-vivienda-online',
    kind: 'landing',
    title: 'Calcular la plusvalía de una vivienda online',
    heading: 'Calcula la plusvalía de tu vivienda online',
    description:
      'Cómo se calcula la plusvalía municipal, con la fórmula, un ejemplo en Madrid, exenciones, bonificaciones y calculadoras gratis.',
    keywords: ['calcular plusvalía vivienda', 'plusvalía municipal online', 'impuesto plusvalía'],
    article: { tags: ['plusvalía', 'impuestos'] },
  },
  {
    path: '/generador-gratis-anuncios-inmobiliarios',
    kind: 'landing',
    title: 'Generador gratis de anuncios inmobiliarios',
    heading: 'Generador gratis de textos para vender tu casa',
    description:
      'Crea gratis el texto del anuncio para vender o alquilar tu vivienda, con un ejemplo, una plantilla y consejos.',
    keywords: ['generador anuncios inmobiliarios gratis', 'texto vender casa'],
  },
  {
    path: '/calculadora-gastos-compra-vivienda',
    kind: 'tool',
    title: 'Calculadora de gastos de compra de vivienda',
    heading: 'Calculadora de gastos de compra de vivienda',
    description:
      'Calcula el ITP o el IVA, el AJD, la notaría, el registro, la gestoría y la tasación de la compra en tu comunidad autónoma.',
    keywords: ['gastos compra vivienda', 'calculadora ITP', 'impuestos compra piso'],
  },
  {
    path: '/contacto-inmobiliaria',
    kind: 'contact',
    title: 'Publicidad y colaboración para inmobiliarias',
    heading: 'Anúnciate y colabora con nosotros',
    description:
      'Llega a miles de inversores cualificados: cuéntanos qué necesita tu inmobiliaria y te respondemos en 24 horas.',
    keywords: ['publicidad inmobiliarias', 'colaboración inmobiliaria', 'captar inversores'],
  },
];

/** The 404 page's metadata; it is not a route users can link to. */
export const NOT_FOUND_META: RouteMeta = {
  path: '/404',
  kind: 'home',
  title: 'Página no encontrada (404)',
  heading: 'Page Not Found',
  description: 'La página que buscas no existe o ha cambiado de dirección.',
  keywords: ['404'],
};

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** Strips the trailing slash Gatsby adds to page paths ('/rentabilidad/' -> '/rentabilidad'). */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route for a path, or undefined. Exact match: callers lowercase first when they want to. */
export function findRoute(pathname: string): RouteMeta | undefined {
  return byPath.get(normalisePath(pathname));
}

/** Route metadata that must exist (a page asking for its own metadata). */
export function routeMeta(path: string): RouteMeta {
  const route = findRoute(path);
  if (!route) throw new Error(`Unknown route ${path}: add it to core/routes.ts`);
  return route;
}

/**
 * The canonical path for a request path when it only differs by letter case or a trailing slash,
 * e.g. '/RENTABILIDAD/' -> '/rentabilidad'; undefined when no route matches.
 */
export function canonicalPathFor(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return findRoute(decoded.toLowerCase())?.path;
}

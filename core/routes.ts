// The code-owned routes with their metadata; the paths themselves and the nav live in route-paths.ts.
import { lowercasePath, normalisePath } from './paths';
import {
  HOME_PATH,
  GENERATOR_PATH,
  YIELD_PATH,
  CAPITAL_GAINS_PATH,
  MORTGAGE_PATH,
  COMPARATOR_PATH,
  ANALYSIS_PATH,
  EXCEL_LANDING_PATH,
  PURCHASE_CALCULATOR_PATH,
  RENTAL_RETURN_PATH,
  CONTACT_PATH,
  LEGAL_NOTICE_PATH,
  PRIVACY_PATH,
  COOKIE_POLICY_PATH,
  GUIDE_INDEX_PATH,
  SOURCES_PATH,
  SOURCES_LABEL,
  YIELD_LANDING_PATH,
  YIELD_GUIDE_PATH,
  TOOLS_LANDING_PATH,
  MISTAKES_GUIDE_PATH,
  EDITORIAL_PATHS,
  NAV_ITEMS,
} from './route-paths';

export { normalisePath };
export {
  HOME_PATH,
  GENERATOR_PATH,
  YIELD_PATH,
  CAPITAL_GAINS_PATH,
  MORTGAGE_PATH,
  COMPARATOR_PATH,
  ANALYSIS_PATH,
  EXCEL_LANDING_PATH,
  PURCHASE_CALCULATOR_PATH,
  RENTAL_RETURN_PATH,
  CONTACT_PATH,
  LEGAL_NOTICE_PATH,
  PRIVACY_PATH,
  COOKIE_POLICY_PATH,
  GUIDE_INDEX_PATH,
  SOURCES_PATH,
  SOURCES_LABEL,
  EDITORIAL_PATHS,
  NAV_ITEMS,
};
export type { EditorialPath, NavItem } from './route-paths';

export type RouteKind = 'home' | 'tool' | 'guide' | 'landing' | 'legal' | 'contact';

export interface RouteMeta {
  /** Lowercase, without trailing slash ('/' for home). */
  path: string;
  kind: RouteKind;
  /** Without the brand suffix; unique across the site. */
  title: string;
  heading: string;
  /** Meta description and lead paragraph. */
  description: string;
  keywords: readonly string[];
  /** When it differs from the heading. */
  ogText?: string;
  /** Editorial pages get author, dates and section from their document (content/pages.ts). */
  article?: { tags: readonly string[] };
  /** "Herramientas y guías relacionadas", in order (RelatedLinks adds the analysis when missing). */
  related?: readonly string[];
}

export const TOOL_ROUTES: readonly RouteMeta[] = [
  {
    path: HOME_PATH,
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
    path: GENERATOR_PATH,
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
    path: YIELD_PATH,
    kind: 'tool',
    title: 'Calculadora de rentabilidad de alquiler',
    heading: 'Calculadora de rentabilidad de alquiler',
    description:
      'Calcula la rentabilidad bruta, neta y sobre tu dinero, la cuota y el flujo de caja de un piso de alquiler.',
    keywords: [
      'calculadora rentabilidad alquiler',
      'rentabilidad bruta',
      'rentabilidad neta',
      'ROI vivienda',
    ],
    related: [
      YIELD_LANDING_PATH,
      YIELD_GUIDE_PATH,
      PURCHASE_CALCULATOR_PATH,
      MORTGAGE_PATH,
      COMPARATOR_PATH,
      EXCEL_LANDING_PATH,
    ],
  },
  {
    path: CAPITAL_GAINS_PATH,
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
    path: MORTGAGE_PATH,
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
    related: [
      PURCHASE_CALCULATOR_PATH,
      YIELD_PATH,
      COMPARATOR_PATH,
      TOOLS_LANDING_PATH,
      MISTAKES_GUIDE_PATH,
    ],
  },
  {
    path: COMPARATOR_PATH,
    kind: 'tool',
    title: 'Comparador de pisos para invertir',
    heading: 'Comparador de propiedades',
    description:
      'Compara hasta tres pisos por rentabilidad bruta, rentabilidad neta y precio por metro cuadrado.',
    keywords: ['comparador pisos', 'comparar inversiones inmobiliarias', 'precio metro cuadrado'],
    related: [
      YIELD_PATH,
      MORTGAGE_PATH,
      PURCHASE_CALCULATOR_PATH,
      MISTAKES_GUIDE_PATH,
      YIELD_LANDING_PATH,
    ],
  },
  {
    path: ANALYSIS_PATH,
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
    related: [
      YIELD_PATH,
      MORTGAGE_PATH,
      CAPITAL_GAINS_PATH,
      PURCHASE_CALCULATOR_PATH,
      COMPARATOR_PATH,
      RENTAL_RETURN_PATH,
    ],
  },
  {
    path: EXCEL_LANDING_PATH,
    kind: 'landing',
    title: 'Plantilla Excel de rentabilidad de alquiler',
    heading: 'Plantilla Excel gratis de rentabilidad de alquiler',
    description:
      'Descarga gratis una plantilla Excel con fórmulas para calcular la rentabilidad, la cuota y el flujo de caja de un alquiler.',
    keywords: ['plantilla excel rentabilidad alquiler', 'excel inversión inmobiliaria gratis'],
  },
  {
    path: PURCHASE_CALCULATOR_PATH,
    kind: 'tool',
    title: 'Calculadora de gastos de compra de vivienda',
    heading: 'Calculadora de gastos de compra de vivienda',
    description:
      'Calcula el ITP o el IVA, el AJD, la notaría, el registro, la gestoría y la tasación de la compra en tu comunidad autónoma.',
    keywords: ['gastos compra vivienda', 'calculadora ITP', 'impuestos compra piso'],
  },
  {
    path: RENTAL_RETURN_PATH,
    kind: 'tool',
    title: 'Declaración del alquiler en la Renta paso a paso',
    heading: 'Declaración del alquiler',
    description:
      'Calcula qué declarar en la Renta por tus pisos alquilados, inmueble a inmueble y contrato a contrato, con sus gastos, la reducción y las casillas.',
    keywords: [
      'declaración alquiler renta',
      'rendimientos capital inmobiliario',
      'reducción alquiler vivienda',
      'imputación de rentas inmobiliarias',
      'modelo 210 alquiler',
    ],
    related: [
      ANALYSIS_PATH,
      YIELD_PATH,
      CAPITAL_GAINS_PATH,
      MORTGAGE_PATH,
      PURCHASE_CALCULATOR_PATH,
    ],
  },
  {
    path: CONTACT_PATH,
    kind: 'contact',
    title: 'Publicidad y colaboración para inmobiliarias',
    heading: 'Anúnciate y colabora con nosotros',
    description:
      'Anúnciate junto a las calculadoras de inversión: cuéntanos qué necesita tu inmobiliaria y te respondemos en 24 horas.',
    keywords: ['publicidad inmobiliarias', 'colaboración inmobiliaria', 'captar inversores'],
  },
];

/** Not a route users can link to. */
export const NOT_FOUND_META: RouteMeta = {
  path: '/404',
  kind: 'home',
  title: 'Página no encontrada (404)',
  heading: 'Página no encontrada',
  description: 'La página que buscas no existe o ha cambiado de dirección.',
  keywords: ['404'],
};

const byPath = new Map(TOOL_ROUTES.map((route) => [route.path, route]));
const labels = new Map<string, string>([
  ...TOOL_ROUTES.map((route) => [route.path, route.heading] as const),
  ...EDITORIAL_PATHS.map((entry) => [entry.path, entry.label] as const),
  [SOURCES_PATH, SOURCES_LABEL],
]);

/** Exact match: callers lowercase first when they want to. */
export function findRoute(pathname: string): RouteMeta | undefined {
  return byPath.get(normalisePath(pathname));
}

/** A page asking for its own metadata: it must exist. */
export function routeMeta(path: string): RouteMeta {
  const route = findRoute(path);
  if (!route)
    throw new Error(
      `Unknown route ${path}: add it to core/routes.ts (editorial pages come from content documents)`,
    );
  return route;
}

export function relatedPaths(path: string): readonly string[] {
  return routeMeta(path).related ?? [];
}

/** `fallback`: the title of a page editors added, which has no label here. */
export function linkLabel(path: string, fallback?: string): string {
  const label = labels.get(path) ?? fallback;
  if (!label) throw new Error(`No link label for ${path}: link to a route of core/routes.ts`);
  return label;
}

/** '/RENTABILIDAD/' -> '/rentabilidad'; undefined when no route matches. */
export function canonicalPathFor(pathname: string): string | undefined {
  const lower = lowercasePath(pathname);
  return lower !== undefined && labels.has(lower) ? lower : undefined;
}

// The per-community purchase-cost pages: their paths and metadata, from the community list.
import { PURCHASE_CALCULATOR_PATH, type RouteMeta } from './routes';
import { COMMUNITY_CODES, COMMUNITY_NAMES, type CommunityCode } from './tax/communities';

/** The hub is the calculator page itself. */
export const COMMUNITY_PAGES_BASE = '/gastos-compra-vivienda';

/** @example communityPagePath('valencia') // '/gastos-compra-vivienda/valencia' */
export function communityPagePath(code: CommunityCode): string {
  return `${COMMUNITY_PAGES_BASE}/${code}`;
}

/**
 * The calculator with the community (and price, type) chosen, as its form reads on load.
 * @example purchaseCalculatorUrl('madrid', { price: 300000, type: 'used' }) // '/calculadora-gastos-compra-vivienda#community=madrid&price=300000&type=used'
 */
export function purchaseCalculatorUrl(
  code: CommunityCode,
  extra: { price?: number; type?: 'used' | 'new' } = {},
): string {
  const query = new URLSearchParams({ community: code });
  if (extra.price !== undefined) query.set('price', String(extra.price));
  if (extra.type !== undefined) query.set('type', extra.type);
  return `${PURCHASE_CALCULATOR_PATH}#${query.toString()}`;
}

/** The title names the year (the build's, in Spain): rates change with the regional budget laws. */
export function communityPageRoute(code: CommunityCode, year: number): RouteMeta {
  const name = COMMUNITY_NAMES[code];
  return {
    path: communityPagePath(code),
    kind: 'guide',
    title: `Gastos de compra de vivienda en ${name} (${year})`,
    heading: `Gastos de compra de vivienda en ${name} (${year})`,
    description: `Impuestos y gastos de comprar vivienda en ${name} en ${year}: tipos vigentes con su fuente, reducciones y el coste a 150.000, 300.000 y 600.000 €.`,
    keywords: [
      `gastos compra vivienda ${name}`,
      `ITP ${name} ${year}`,
      `impuestos compra piso ${name}`,
      'gastos notaría registro',
    ],
  };
}

/** Names that take an article inside a sentence ("en la Comunidad de Madrid"). */
const WITH_ARTICLE: Partial<Record<CommunityCode, string>> = {
  madrid: 'la Comunidad de Madrid',
  murcia: 'la Región de Murcia',
  valencia: 'la Comunitat Valenciana',
  'pais-vasco': 'el País Vasco',
};

/** @example communityInText('madrid') // 'la Comunidad de Madrid' (titles keep the bare name) */
export function communityInText(code: CommunityCode): string {
  return WITH_ARTICLE[code] ?? COMMUNITY_NAMES[code];
}

export function communityPageRoutes(year: number): RouteMeta[] {
  return COMMUNITY_CODES.map((code) => communityPageRoute(code, year));
}

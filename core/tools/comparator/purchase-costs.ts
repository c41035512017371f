// A comparator property's purchase costs: the purchase-cost engine for the community its location names.
// Loaded with the first card, not with the page: the rate tables would not fit the page's budget.
import { round2 } from '../../round';
import { COMMUNITY_NAMES, type CommunityCode } from '../../tax/communities';
import { calculatePurchaseCosts } from '../../tax/purchase-costs';
import type { IsoDate } from '../../tax/sourced';
import { DEFAULT_PURCHASE_COSTS_PERCENT } from '../yield/fields';
import type { Property } from './engine';
import { communityFromLocation } from './location-community';

export interface PropertyPurchaseCosts {
  /** Purchase costs in euros, to the cent. */
  total: number;
  /** The community the location names; undefined when the default percentage was used. */
  community?: CommunityCode;
  /** Spanish sentence saying where the figure comes from, shown on the card. */
  note: string;
}

/** The card's sentences, once. */
export const PURCHASE_COSTS_NOTES = {
  engine: (community: string) =>
    `${community}, vivienda usada sin hipoteca: ITP, notaría, registro y gestoría.`,
  unknown: (percent: number) =>
    `No reconocemos la comunidad en la ubicación: usamos un ${percent} % del precio, como la calculadora de rentabilidad. Escribe la ciudad o la provincia para calcularlos.`,
} as const;

/** The default when the location names no community: the yield tool's percentage of the price. */
function byDefault(price: number): PropertyPurchaseCosts {
  return {
    total: round2((price * DEFAULT_PURCHASE_COSTS_PERCENT) / 100),
    note: PURCHASE_COSTS_NOTES.unknown(DEFAULT_PURCHASE_COSTS_PERCENT),
  };
}

/**
 * What buying the property costs on top of its price, by the purchase-cost engine for the
 * community its location names: a second-hand home (the common case for a rental), not the
 * buyer's first home (an investor gets no reduced rates) and without a loan (the comparator knows
 * nothing of the financing, and the bank pays the loan's costs but the appraisal). A location
 * that names no community, or a date outside the rate tables, gets 10 % of the price, and says so.
 * @example propertyPurchaseCosts({ price: 200000, location: 'Chamberí, Madrid' }, '2026-01-15')
 * // { total: 13617.41, community: 'madrid', note: 'Comunidad de Madrid, vivienda usada sin hipoteca: …' }
 * @example propertyPurchaseCosts({ price: 185000, location: 'Centro' }).total // 18500
 */
export function propertyPurchaseCosts(
  property: Pick<Property, 'price' | 'location'>,
  deedDate?: IsoDate,
): PropertyPurchaseCosts {
  const community = communityFromLocation(property.location);
  if (!community || !(property.price > 0)) return byDefault(Math.max(0, property.price));
  try {
    const result = calculatePurchaseCosts({
      propertyPrice: property.price,
      propertyType: 'used',
      autonomousCommunity: community,
      isFirstHome: false,
      hasLoan: false,
      ...(deedDate ? { deedDate } : {}),
    });
    return {
      total: result.totalCosts,
      community,
      note: PURCHASE_COSTS_NOTES.engine(COMMUNITY_NAMES[community]),
    };
  } catch {
    return byDefault(property.price);
  }
}

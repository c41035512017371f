// A comparator property's purchase costs by the engine, for the community its location names.
import { round2 } from '../../round';
import { COMMUNITY_NAMES, type CommunityCode } from '../../tax/communities';
import { calculatePurchaseCosts } from '../../tax/purchase-costs';
import type { IsoDate } from '../../tax/sourced';
import { DEFAULT_PURCHASE_COSTS_PERCENT } from '../yield/fields';
import type { Property } from './engine';
import { communityFromLocation } from './location-community';

export interface PropertyPurchaseCosts {
  /** To the cent. */
  total: number;
  /** Undefined when the default percentage was used. */
  community?: CommunityCode;
  /** Where the figure comes from, shown on the card. */
  note: string;
}

export const PURCHASE_COSTS_NOTES = {
  engine: (community: string) =>
    `${community}, vivienda usada sin hipoteca: ITP, notaría, registro y gestoría.`,
  unknown: (percent: number) =>
    `No reconocemos la comunidad en la ubicación: usamos un ${percent} % del precio, como la calculadora de rentabilidad. Escribe la ciudad o la provincia para calcularlos.`,
} as const;

/** The yield tool's percentage of the price. */
function byDefault(price: number): PropertyPurchaseCosts {
  return {
    total: round2((price * DEFAULT_PURCHASE_COSTS_PERCENT) / 100),
    note: PURCHASE_COSTS_NOTES.unknown(DEFAULT_PURCHASE_COSTS_PERCENT),
  };
}

/**
 * A second-hand home, not a first home (investors get no reduced rates), without a loan (the
 * comparator knows no financing); an unnamed community or out-of-table date gets 10 %, and says so.
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

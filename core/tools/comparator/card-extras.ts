// What the comparator's cards show once this module loads: each property's purchase costs, yields and
// analysis link, and the summary's winners. Loaded with the first card, not with the page: it brings
// the purchase-cost rate tables and the place names, which do not fit the page's first load.
import { BOND_10Y_DEFAULT, type MarketFigure } from '../../market-figures';
import { analysisHref } from './analysis-link';
import type { BestProperties, Property } from './engine';
import { bestOf, propertyMetrics, type PropertyMetrics } from './figures';
import { propertyPurchaseCosts, type PropertyPurchaseCosts } from './purchase-costs';

export interface CardFigures {
  costs: PropertyPurchaseCosts;
  metrics: PropertyMetrics;
  /** The investment analysis' address with the property's figures. */
  href: string;
  /**
   * Its verdict against the benchmark: `yes` when the net yield (before tax, without a loan) is at
   * least the Spanish 10-year bond's yield. The analysis gives the full one (loan, IRPF, sale).
   */
  verdict: 'yes' | 'no';
}

export interface CardExtras {
  /** Per property id. */
  figures: Readonly<Record<string, CardFigures>>;
  /** The summary's winners; undefined with fewer than two properties. */
  best: BestProperties | undefined;
  /** The dated figure each verdict is against. */
  benchmark: MarketFigure;
}

/**
 * The figures of every listed property, each net yield over its own purchase costs, and each one's
 * verdict against `benchmark` (the page's dated bond figure; the seed's without one).
 * @example cardExtras([{ ...p, id: '1', price: 185000, location: 'Centro' }]).figures['1'].costs.total
 * // 18500 (10 % of the price: the location names no community)
 */
export function cardExtras(
  properties: readonly Property[],
  benchmark: MarketFigure = BOND_10Y_DEFAULT,
): CardExtras {
  const figures: Record<string, CardFigures> = {};
  const totals: Record<string, number> = {};
  for (const property of properties) {
    const costs = propertyPurchaseCosts(property);
    totals[property.id] = costs.total;
    const metrics = propertyMetrics(property, costs.total);
    figures[property.id] = {
      costs,
      metrics,
      href: analysisHref(property),
      verdict: metrics.netYield >= benchmark.value ? 'yes' : 'no',
    };
  }
  return { figures, best: bestOf(properties, totals), benchmark };
}

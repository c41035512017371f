// What the comparator's cards show once loaded (with the first card: it brings the purchase-cost
// tables): each property's costs, yields and analysis link, and the summary's winners.
import { BOND_10Y_DEFAULT, type MarketFigure } from '../../market-figures';
import { analysisHref } from './analysis-link';
import type { BestProperties, Property } from './engine';
import { bestOf, propertyMetrics, type PropertyMetrics } from './figures';
import { propertyPurchaseCosts, type PropertyPurchaseCosts } from './purchase-costs';

export interface CardFigures {
  costs: PropertyPurchaseCosts;
  metrics: PropertyMetrics;
  href: string;
  /** `yes` when the net yield (before tax, no loan) reaches the Spanish 10-year bond's. */
  verdict: 'yes' | 'no';
}

export interface CardExtras {
  figures: Readonly<Record<string, CardFigures>>;
  /** Undefined with fewer than two properties. */
  best: BestProperties | undefined;
  benchmark: MarketFigure;
}

/** Each net yield over its own purchase costs, judged against `benchmark` (the seed's without one). */
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

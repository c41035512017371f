// Each comparator property's figures (core/metrics.ts) and the summary's winners, loaded with the
// cards' extras, not with the page.
import { round2 } from '../../round';
import { grossYield, netYield, pricePerM2 } from '../../ratios';
import { MIN_PROPERTIES_FOR_SUMMARY, type BestProperties, type Property } from './engine';

export interface PropertyMetrics {
  grossYield: number;
  netYield: number;
  pricePerM2: number;
}

/** By id (./purchase-costs.ts, loaded on demand). */
export type PurchaseCostsById = Readonly<Record<string, number>>;

function num(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Rounded to cents; every month let, no renovation; a price or size of 0 gives 0, not Infinity.
 * @example propertyMetrics({ ...p, price: 150000, monthlyRent: 900, expenses: 150, size: 75 }, 15000) // { grossYield: 7.2, netYield: 5.45, pricePerM2: 2000 }
 */
export function propertyMetrics(
  property: Pick<Property, 'price' | 'monthlyRent' | 'size' | 'expenses'>,
  purchaseCosts: number,
): PropertyMetrics {
  const price = num(property.price);
  const rent = num(property.monthlyRent);
  return {
    grossYield: round2(grossYield(rent, price)),
    netYield: round2(
      price > 0
        ? netYield({
            rentCollected: rent * 12,
            runningCosts: num(property.expenses) * 12,
            purchasePrice: price,
            purchaseCosts: Math.max(0, num(purchaseCosts)),
          })
        : 0,
    ),
    pricePerM2: round2(pricePerM2(price, num(property.size))),
  };
}

/**
 * On the rounded figures shown; undefined under 2 properties (spec); ties go to the first listed;
 * a size of 0 never wins the cheapest m².
 */
export function bestOf(
  properties: readonly Property[],
  purchaseCosts: PurchaseCostsById,
): BestProperties | undefined {
  if (properties.length < MIN_PROPERTIES_FOR_SUMMARY) return undefined;
  const scored = properties.map((property) => ({
    id: property.id,
    ...propertyMetrics(property, purchaseCosts[property.id] ?? 0),
  }));
  const pick = (better: (a: PropertyMetrics, b: PropertyMetrics) => boolean): string =>
    scored.reduce((best, candidate) => (better(candidate, best) ? candidate : best)).id;
  const priced = (m: PropertyMetrics): number =>
    m.pricePerM2 > 0 ? m.pricePerM2 : Number.POSITIVE_INFINITY;
  return {
    grossYield: pick((a, b) => a.grossYield > b.grossYield),
    netYield: pick((a, b) => a.netYield > b.netYield),
    pricePerM2: pick((a, b) => priced(a) < priced(b)),
  };
}

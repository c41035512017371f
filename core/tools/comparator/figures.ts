// Each comparator property's figures (core/metrics.ts' definitions) and the winners of the summary.
// Loaded with the cards' extras, not with the page: the page shows them once they are known.
import { round2 } from '../../round';
import { grossYield, netYield, pricePerM2 } from '../../ratios';
import { MIN_PROPERTIES_FOR_SUMMARY, type BestProperties, type Property } from './engine';

export interface PropertyMetrics {
  grossYield: number;
  netYield: number;
  pricePerM2: number;
}

/** Each property's purchase costs in euros, by id (see ./purchase-costs.ts, loaded on demand). */
export type PurchaseCostsById = Readonly<Record<string, number>>;

function num(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/**
 * Gross yield, net yield and price per m² of a property (core/metrics.ts), rounded to cents:
 * grossYield = rent * 12 / price * 100; netYield = (rent - expenses) * 12 / (price + purchase
 * costs) * 100 (the comparator counts every month let and no renovation); pricePerM2 = price / size.
 * A price or size of 0 gives 0 instead of Infinity.
 * @example
 * propertyMetrics({ ...p, price: 150000, monthlyRent: 900, expenses: 150, size: 75 }, 15000)
 * // { grossYield: 7.2, netYield: 5.45, pricePerM2: 2000 }: 9,000 / 165,000 = 5.45 %
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
 * The winners the summary card and the highlights show: highest gross yield, highest net yield and
 * lowest price per m², compared on the rounded figures shown. The core applies the spec's rule, so
 * with fewer than 2 properties the answer is undefined and the UI shows no summary. Ties go to the
 * property listed first. A property without a price per m² (size 0) never wins the cheapest m².
 * @example
 * // a: 200,000 euros, 1,000 rent, 100 expenses, 80 m², no costs -> 6 %, 5.4 %, 2,500 euros/m²
 * // b: 200,000 euros, 1,100 rent, 600 expenses, 100 m², no costs -> 6.6 %, 3 %, 2,000 euros/m²
 * bestOf([a, b], {}) // { grossYield: 'b', netYield: 'a', pricePerM2: 'b' }
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

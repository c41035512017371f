// What the comparator's cards add once this module loads: each property's purchase costs and analysis link.
// Loaded with the first card, not with the page: it brings the rate tables and the place names.
import type { Property, PurchaseCostsById } from './engine';
import { analysisHref } from './analysis-link';
import { propertyPurchaseCosts, type PropertyPurchaseCosts } from './purchase-costs';

export interface CardExtras {
  /** Per property id: the purchase costs and where they come from. */
  costs: Readonly<Record<string, PropertyPurchaseCosts>>;
  /** Per property id: the costs in euros, as `bestOf` takes them. */
  totals: PurchaseCostsById;
  /** Per property id: the investment analysis' address with the property's figures. */
  hrefs: Readonly<Record<string, string>>;
}

/**
 * The extras of every listed property.
 * @example cardExtras([{ ...p, id: '1', price: 185000, location: 'Centro' }]).totals // { '1': 18500 }
 */
export function cardExtras(properties: readonly Property[]): CardExtras {
  const costs: Record<string, PropertyPurchaseCosts> = {};
  const totals: Record<string, number> = {};
  const hrefs: Record<string, string> = {};
  for (const property of properties) {
    const found = propertyPurchaseCosts(property);
    costs[property.id] = found;
    totals[property.id] = found.total;
    hrefs[property.id] = analysisHref(property);
  }
  return { costs, totals, hrefs };
}

// Each listed property's purchase costs, from the purchase-cost engine loaded with the first card.
import { useEffect, useMemo, useState } from 'react';
import type { Property, PurchaseCostsById } from '../../../core/tools/comparator/engine';
import type { PropertyPurchaseCosts } from '../../../core/tools/comparator/purchase-costs';
import { deferred } from '../../lib/deferred';

/** The rate tables do not fit the comparator's first load: they come with the first property. */
const COSTS = deferred(() =>
  import('../../../core/tools/comparator/purchase-costs').then((m) => m.propertyPurchaseCosts),
);

export interface ListCosts {
  /** Per property id: the costs and where they come from. */
  details: Readonly<Record<string, PropertyPurchaseCosts>>;
  /** Per property id: the costs in euros, as the engine's `bestOf` takes them. */
  totals: PurchaseCostsById;
}

/** Undefined while the engine loads (a few milliseconds) or when the list is empty. */
export function usePurchaseCosts(properties: readonly Property[]): ListCosts | undefined {
  const [compute, setCompute] = useState(() => COSTS.current);
  const wanted = properties.length > 0;
  useEffect(() => {
    if (compute || !wanted) return;
    let active = true;
    COSTS.load().then(
      (loaded) => {
        if (active) setCompute(() => loaded);
      },
      // Offline: the cards keep the gross yield and the price per m²; the net waits for a reload.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [compute, wanted]);
  return useMemo(() => {
    if (!compute || !wanted) return undefined;
    const details: Record<string, PropertyPurchaseCosts> = {};
    const totals: Record<string, number> = {};
    for (const property of properties) {
      details[property.id] = compute(property);
      totals[property.id] = details[property.id]?.total ?? 0;
    }
    return { details, totals };
  }, [compute, wanted, properties]);
}

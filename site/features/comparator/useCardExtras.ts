// Each card's purchase costs, yields and analysis link, and the winners, from a module loaded with the first card.
import { useEffect, useMemo, useState } from 'react';
import type { CardExtras } from '../../../core/tools/comparator/card-extras';
import type { MarketFigure } from '../../../core/market-figures';
import type { Property } from '../../../core/tools/comparator/engine';
import { deferred } from '../../lib/deferred';

/** The rate tables and place names would not fit the comparator's first-load budget. */
const EXTRAS = deferred(() =>
  import('../../../core/tools/comparator/card-extras').then((m) => m.cardExtras),
);

/** Undefined while the module loads, when offline, or with no property. */
export function useCardExtras(
  properties: readonly Property[],
  /** The page's dated bond figure; the seed's without one. */
  bond?: MarketFigure,
): CardExtras | undefined {
  const [compute, setCompute] = useState(() => EXTRAS.current);
  const wanted = properties.length > 0;
  useEffect(() => {
    if (compute || !wanted) return;
    let active = true;
    EXTRAS.load().then(
      (loaded) => active && setCompute(() => loaded),
      // Offline: the cards keep the gross yield and the price per m².
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [compute, wanted]);
  return useMemo(
    () => (compute && wanted ? compute(properties, bond) : undefined),
    [compute, wanted, properties, bond],
  );
}

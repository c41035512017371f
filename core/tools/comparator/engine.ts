// The three-property comparator: metrics per property, the winners, and list edits within the limit.
import { grossYield, netYield, pricePerM2 } from '../../metrics';
import { round2 } from '../../round';

export interface Property {
  /** Text id; new items use the current timestamp (spec section 3), see `newPropertyId`. */
  id: string;
  name: string;
  location: string;
  /** Price in euros. */
  price: number;
  /** Rent in euros per month. */
  monthlyRent: number;
  /** Built area in m². */
  size: number;
  rooms: number;
  /** Running costs in euros per month. */
  expenses: number;
}

export interface PropertyMetrics {
  grossYield: number;
  netYield: number;
  pricePerM2: number;
}

/** Each property's purchase costs in euros, by id (see ./purchase-costs.ts, loaded on demand). */
export type PurchaseCostsById = Readonly<Record<string, number>>;

/** What `bestOf` reports: the id of the winner on each metric. */
export interface BestProperties {
  /** Highest gross yield. */
  grossYield: string;
  /** Highest net yield. */
  netYield: string;
  /** Lowest price per m². */
  pricePerM2: string;
}

export const MAX_PROPERTIES = 3;
export const COMPARATOR_LIMIT_MESSAGE = 'Máximo 3 propiedades. Elimina una para añadir otra.';
/** Winners are shown from this many properties on (spec: "only with more than 1 property"). */
export const MIN_PROPERTIES_FOR_SUMMARY = 2;

export const BEST_LABELS: Readonly<Record<keyof BestProperties, string>> = {
  grossYield: 'Mejor Rentabilidad Bruta',
  netYield: 'Mejor Rentabilidad Neta',
  pricePerM2: 'Mejor Precio/m2',
};

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

/**
 * Whether another property fits: fewer than 3 in the list. The submit button is disabled and
 * COMPARATOR_LIMIT_MESSAGE shown when this is false and no property is being edited.
 * @example canAddProperty([a, b, c]) // false
 */
export function canAddProperty(properties: readonly Property[]): boolean {
  return properties.length < MAX_PROPERTIES;
}

/**
 * A text id from the current time (`Date.now()` passed in, the core reads no clock) that is not
 * already taken, so two additions within the same millisecond stay distinct.
 * @example newPropertyId(1700000000000, []) // '1700000000000'
 */
export function newPropertyId(now: number, properties: readonly Property[]): string {
  const taken = new Set(properties.map((property) => property.id));
  let stamp = Math.floor(num(now));
  while (taken.has(String(stamp))) stamp += 1;
  return String(stamp);
}

export type AddPropertyResult =
  | { ok: true; properties: Property[] }
  | { ok: false; properties: Property[]; error: typeof COMPARATOR_LIMIT_MESSAGE };

/**
 * Appends a property when fewer than 3 exist; otherwise leaves the list as it was and returns the
 * limit message. Never mutates the list it is given.
 * @example addProperty([], p) // { ok: true, properties: [p] }
 */
export function addProperty(
  properties: readonly Property[],
  property: Property,
): AddPropertyResult {
  if (!canAddProperty(properties)) {
    return { ok: false, properties: [...properties], error: COMPARATOR_LIMIT_MESSAGE };
  }
  return { ok: true, properties: [...properties, property] };
}

/**
 * Replaces the property with `id` by the edited fields, keeping its id and its place in the list.
 * An unknown id leaves the list unchanged.
 * @example updateProperty([p], p.id, { ...p, price: 1 }) // [{ ...p, price: 1 }]
 */
export function updateProperty(
  properties: readonly Property[],
  id: string,
  changes: Omit<Property, 'id'>,
): Property[] {
  return properties.map((property) => (property.id === id ? { ...changes, id } : property));
}

/**
 * Removes the property with `id`; an unknown id leaves the list unchanged.
 * @example removeProperty([p, q], p.id) // [q]
 */
export function removeProperty(properties: readonly Property[], id: string): Property[] {
  return properties.filter((property) => property.id !== id);
}

// The three-property comparator: the list, its edits within the limit, and the summary's labels (figures in ./figures.ts).

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
  grossYield: 'Mejor rentabilidad bruta',
  netYield: 'Mejor rentabilidad neta',
  pricePerM2: 'Mejor precio por m²',
};

function num(value: number): number {
  return Number.isFinite(value) ? value : 0;
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

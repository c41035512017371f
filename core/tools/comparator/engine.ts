// The three-property comparator: the list and its edits within the limit (figures in ./figures.ts).

export interface Property {
  /** New items use the current timestamp (spec section 3). */
  id: string;
  name: string;
  location: string;
  price: number;
  /** Euros per month. */
  monthlyRent: number;
  /** Built area, m². */
  size: number;
  rooms: number;
  /** Euros per month. */
  expenses: number;
}

export interface BestProperties {
  grossYield: string;
  netYield: string;
  pricePerM2: string;
}

export const MAX_PROPERTIES = 3;
export const COMPARATOR_LIMIT_MESSAGE = 'Máximo 3 propiedades. Elimina una para añadir otra.';
/** Spec: "only with more than 1 property". */
export const MIN_PROPERTIES_FOR_SUMMARY = 2;

export const BEST_LABELS: Readonly<Record<keyof BestProperties, string>> = {
  grossYield: 'Mejor rentabilidad bruta',
  netYield: 'Mejor rentabilidad neta',
  pricePerM2: 'Mejor precio por m²',
};

function num(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Fewer than 3 in the list; else the form shows COMPARATOR_LIMIT_MESSAGE unless editing. */
export function canAddProperty(properties: readonly Property[]): boolean {
  return properties.length < MAX_PROPERTIES;
}

/** From `Date.now()` passed in (core reads no clock), made unique within one millisecond. */
export function newPropertyId(now: number, properties: readonly Property[]): string {
  const taken = new Set(properties.map((property) => property.id));
  let stamp = Math.floor(num(now));
  while (taken.has(String(stamp))) stamp += 1;
  return String(stamp);
}

export type AddPropertyResult =
  | { ok: true; properties: Property[] }
  | { ok: false; properties: Property[]; error: typeof COMPARATOR_LIMIT_MESSAGE };

/** Appends when fewer than 3 exist, else returns the limit message; never mutates the list. */
export function addProperty(
  properties: readonly Property[],
  property: Property,
): AddPropertyResult {
  if (!canAddProperty(properties)) {
    return { ok: false, properties: [...properties], error: COMPARATOR_LIMIT_MESSAGE };
  }
  return { ok: true, properties: [...properties, property] };
}

/** Keeps the property's id and place; an unknown id changes nothing. */
export function updateProperty(
  properties: readonly Property[],
  id: string,
  changes: Omit<Property, 'id'>,
): Property[] {
  return properties.map((property) => (property.id === id ? { ...changes, id } : property));
}

/** An unknown id changes nothing. */
export function removeProperty(properties: readonly Property[], id: string): Property[] {
  return properties.filter((property) => property.id !== id);
}

// The comparator's list in a share link: each field name followed by the position (name1, price1...).
import {
  MAX_PROPERTIES,
  newPropertyId,
  type Property,
} from '../../../core/tools/comparator/engine';
import type { Property as StoredProperty } from '../../../core/tools/comparator/engine';
import type { ParseableSchema } from '../../lib/form/schema';
import { readShareParams, sharedNumber, type ShareValues } from '../../lib/share-params';

const FIELD_NAMES = [
  'name',
  'location',
  'price',
  'monthlyRent',
  'size',
  'rooms',
  'expenses',
] as const;
const TEXT_FIELDS: readonly string[] = ['name', 'location'];

/** Every key a share link of the list may hold. */
export const SHARE_KEYS = Array.from({ length: MAX_PROPERTIES }, (_, i) =>
  FIELD_NAMES.map((n) => `${n}${i + 1}`),
).flat();

/** Share-link keys: each field name followed by the property's position, e.g. price1. */
export function encodeProperties(properties: readonly Property[]): ShareValues {
  const values: ShareValues = {};
  properties.forEach((property, index) => {
    for (const name of FIELD_NAMES) values[`${name}${index + 1}`] = property[name];
  });
  return values;
}

/** The properties of a share link (invalid ones dropped), or undefined when the URL has none. */
export function decodeProperties(
  search: string,
  now: number,
  storedPropertySchema: ParseableSchema<StoredProperty>,
): Property[] | undefined {
  const shared = readShareParams(search, SHARE_KEYS);
  if (Object.keys(shared).length === 0) return undefined;
  const properties: Property[] = [];
  for (let position = 1; position <= MAX_PROPERTIES; position += 1) {
    const raw: Record<string, unknown> = { id: newPropertyId(now, properties) };
    for (const name of FIELD_NAMES) {
      const text = shared[`${name}${position}`];
      raw[name] = TEXT_FIELDS.includes(name) ? text : sharedNumber(text);
    }
    const parsed = storedPropertySchema.safeParse(raw);
    if (parsed.success) properties.push(parsed.data);
  }
  return properties;
}

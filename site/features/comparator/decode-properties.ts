// The comparator's list from a share link (loaded only when the address holds one): each property's
// numbers read by the link codec; an unreadable one is named and its property left out.
import { readShareQuery } from '../../../core/share-reader';
import {
  newPropertyId,
  MAX_PROPERTIES,
  type Property,
} from '../../../core/tools/comparator/engine';
import type { ParseableSchema } from '../../lib/form/schema';
import { readShareParams } from '../../lib/share-params';
import {
  PROPERTY_FIELD_NAMES,
  PROPERTY_NUMBER_FIELDS,
  PROPERTY_TEXT_FIELDS,
} from '../../../core/tools/comparator/fields';
import { SHARE_KEYS } from './share-properties';

const TEXT_FIELDS: readonly string[] = PROPERTY_TEXT_FIELDS.map((field) => field.name);

/** A link shared without names and locations still opens its properties, named by position. */
const UNNAMED: Readonly<Record<string, (position: number) => string>> = {
  name: (position) => `Vivienda ${position}`,
  location: () => 'Sin indicar',
};

/** What a link's list holds: the valid properties, and one sentence per number it could not read. */
export interface DecodedList {
  properties: Property[];
  errors: string[];
}

// A property with a number the link codec cannot read is left out and the number named
// ("Precio (vivienda 2)"); one that fails validation otherwise is dropped.
export function decodeProperties(
  search: string,
  now: number,
  storedPropertySchema: ParseableSchema<Property>,
): DecodedList | undefined {
  const shared = readShareParams(search, SHARE_KEYS);
  if (Object.keys(shared).length === 0) return undefined;
  const decoded: DecodedList = { properties: [], errors: [] };
  for (let position = 1; position <= MAX_PROPERTIES; position += 1) {
    const numbers = readShareQuery(
      PROPERTY_NUMBER_FIELDS.map(({ name, label }) => ({
        name: `${name}${position}`,
        label: `${label} (vivienda ${position})`,
      })),
      shared,
    );
    const errors = Object.values<string>(numbers.errors as Record<string, string>);
    decoded.errors.push(...errors);
    if (errors.length > 0) continue;
    const raw: Record<string, unknown> = { id: newPropertyId(now, decoded.properties) };
    for (const name of PROPERTY_FIELD_NAMES) {
      const key = `${name}${position}`;
      raw[name] = TEXT_FIELDS.includes(name)
        ? (shared[key] ?? UNNAMED[name]?.(position))
        : numbers.values[key];
    }
    const parsed = storedPropertySchema.safeParse(raw);
    if (parsed.success) decoded.properties.push(parsed.data);
  }
  return decoded;
}

// The comparator's list in a share link: each field name followed by the position (name1, price1...).
import { MAX_PROPERTIES, type Property } from '../../../core/tools/comparator/engine';
import { PROPERTY_FIELD_NAMES, PROPERTY_TEXT_FIELDS } from '../../../core/tools/comparator/fields';
import type { ShareValues } from '../../lib/share-params';

export const SHARE_KEYS = Array.from({ length: MAX_PROPERTIES }, (_, i) =>
  PROPERTY_FIELD_NAMES.map((n) => `${n}${i + 1}`),
).flat();

const TEXT_NAMES: readonly string[] = PROPERTY_TEXT_FIELDS.map((field) => field.name);

/**
 * Share-link keys: each field name followed by the property's position, e.g. price1. Names and
 * locations (often a street) go only when the person asks for them.
 */
export function encodeProperties(properties: readonly Property[], withTexts = false): ShareValues {
  const values: ShareValues = {};
  properties.forEach((property, index) => {
    for (const name of PROPERTY_FIELD_NAMES) {
      if (withTexts || !TEXT_NAMES.includes(name)) values[`${name}${index + 1}`] = property[name];
    }
  });
  return values;
}

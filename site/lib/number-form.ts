// Forms whose number fields hold the text users type: Spanish display, parsing and a zod resolver.
import { parseSpanishNumber } from '../../core/format';
import { schemaResolver, type ParseableSchema, type Resolver } from './schema-form';

/**
 * A number as it is shown in an input: decimal comma, no grouping, so that parseSpanishNumber
 * reads it back exactly ('1.125' would be read as 1125; '1,125' is 1.125).
 * @example toInputText(3.5) // '3,5'
 * @example toInputText(200000) // '200000'
 */
export function toInputText(value: number): string {
  return Number.isFinite(value) ? String(value).replace('.', ',') : '0';
}

/** The texts of `keys` from a numbers object (the form's default or restored values). */
export function toInputTexts<K extends string>(
  values: Readonly<Record<K, number>>,
  keys: readonly K[],
): Record<K, string> {
  const texts = {} as Record<K, string>;
  for (const key of keys) texts[key] = toInputText(values[key]);
  return texts;
}

/**
 * A copy of `values` with each of `numericKeys` parsed the Spanish way; unreadable text is 0
 * (spec section 5) and other fields are kept as they are.
 * @example parseNumberFields({ price: '250.000 €', name: 'Ático' }, ['price']) // { price: 250000, name: 'Ático' }
 */
export function parseNumberFields(
  values: Readonly<Record<string, unknown>>,
  numericKeys: readonly string[],
): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...values };
  for (const key of numericKeys) {
    const raw = values[key];
    parsed[key] = typeof raw === 'number' ? raw : parseSpanishNumber(String(raw ?? ''));
  }
  return parsed;
}

/**
 * A resolver for useSchemaForm: parses the number fields the Spanish way, then validates with the
 * schema, so the form keeps what was typed and the submit handler gets numbers.
 */
export function numberResolver<V>(
  schema: ParseableSchema<V>,
  numericKeys: readonly string[],
): Resolver<V> {
  const validate = schemaResolver(schema);
  return (values) => validate(parseNumberFields(values, numericKeys));
}

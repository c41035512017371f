// The comparator's property form (spec section 5) and the stored list read back from local storage,
// built from its field table (./fields.ts).
import * as z from 'zod/mini';
import { numberShape } from '../field-schema';
import { MAX_PROPERTIES } from './engine';
import { PROPERTY_NUMBER_FIELDS, PROPERTY_TEXT_FIELDS } from './fields';

const [NAME, LOCATION] = PROPERTY_TEXT_FIELDS;

/** A text field that must hold something other than spaces (trimmed). */
const text = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** The form's fields; a name or location of only spaces counts as empty. */
export const propertyFormSchema = z.object({
  name: text(NAME.message),
  location: text(LOCATION.message),
  ...numberShape(PROPERTY_NUMBER_FIELDS),
});

export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

/** One stored property: the form's fields plus its text id. */
export const storedPropertySchema = z.extend(propertyFormSchema, {
  id: z.string().check(z.minLength(1)),
});

/**
 * The list kept under the local-storage key 'property-comparator': at most 3 valid properties.
 * Reading storage, a page parses with this and falls back to an empty list on failure.
 */
export const storedPropertiesSchema = z
  .array(storedPropertySchema)
  .check(z.maxLength(MAX_PROPERTIES));

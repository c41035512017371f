// The comparator's property form (spec section 5) and its stored list, from its field table.
import * as z from 'zod/mini';
import { numberShape } from '../field-schema';
import { MAX_PROPERTIES } from './engine';
import { PROPERTY_NUMBER_FIELDS, PROPERTY_TEXT_FIELDS } from './fields';

const [NAME, LOCATION] = PROPERTY_TEXT_FIELDS;

const text = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** A name or location of only spaces counts as empty. */
export const propertyFormSchema = z.object({
  name: text(NAME.message),
  location: text(LOCATION.message),
  ...numberShape(PROPERTY_NUMBER_FIELDS),
});

export type PropertyFormInput = z.input<typeof propertyFormSchema>;
export type PropertyFormValues = z.output<typeof propertyFormSchema>;

export const storedPropertySchema = z.extend(propertyFormSchema, {
  id: z.string().check(z.minLength(1)),
});

/** Local storage 'property-comparator': at most 3 valid properties; on failure pages use []. */
export const storedPropertiesSchema = z
  .array(storedPropertySchema)
  .check(z.maxLength(MAX_PROPERTIES));

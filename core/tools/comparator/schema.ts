// The comparator's property form (spec section 5) and the stored list read back from local storage.
import * as z from 'zod/mini';
import { MAX_PROPERTIES } from './engine';
import { COMPARATOR_MESSAGES, DEFAULT_ROOMS } from './fields';

/** The form's fields; a name or location of only spaces counts as empty. */
export const propertyFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, COMPARATOR_MESSAGES.name)),
  location: z.string().check(z.trim(), z.minLength(1, COMPARATOR_MESSAGES.location)),
  price: z.number().check(z.minimum(1, COMPARATOR_MESSAGES.price)),
  monthlyRent: z.number().check(z.minimum(0, COMPARATOR_MESSAGES.monthlyRent)),
  size: z.number().check(z.minimum(1, COMPARATOR_MESSAGES.size)),
  rooms: z._default(z.number().check(z.minimum(1, COMPARATOR_MESSAGES.rooms)), DEFAULT_ROOMS),
  expenses: z.number().check(z.minimum(0, COMPARATOR_MESSAGES.expenses)),
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

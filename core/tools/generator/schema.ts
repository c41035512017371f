// The description generator's form (spec sections 3 and 5), shared by the browser form and the function.
import * as z from 'zod/mini';
import { AUDIENCES, EXTRAS, GENERATOR_LIMITS, GENERATOR_MESSAGES, PROPERTY_TYPES } from './fields';

const count = (message: string, max: number) =>
  z
    .number()
    .check(
      z.int(GENERATOR_MESSAGES.integer),
      z.minimum(1, message),
      z.maximum(max, GENERATOR_MESSAGES.tooLarge),
    );

/** The area may have decimals ('68,5 m²'), kept to the centimetre of a square metre. */
const area = z.pipe(
  z
    .number()
    .check(
      z.minimum(1, GENERATOR_MESSAGES.area),
      z.maximum(GENERATOR_LIMITS.area, GENERATOR_MESSAGES.tooLarge),
    ),
  z.transform((value) => Math.round(value * 100) / 100),
);

export const generatorSchema = z.pipe(
  z.object({
    address: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, GENERATOR_MESSAGES.address),
        z.maxLength(GENERATOR_LIMITS.address, GENERATOR_MESSAGES.tooLong),
      ),
    propertyType: z.enum(PROPERTY_TYPES, { error: GENERATOR_MESSAGES.propertyType }),
    area,
    rooms: count(GENERATOR_MESSAGES.rooms, GENERATOR_LIMITS.rooms),
    bathrooms: count(GENERATOR_MESSAGES.bathrooms, GENERATOR_LIMITS.bathrooms),
    extras: z._default(z.array(z.enum(EXTRAS, { error: GENERATOR_MESSAGES.extras })), []),
    otherExtras: z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(GENERATOR_LIMITS.otherExtras, GENERATOR_MESSAGES.tooLong)),
    ),
    targetAudience: z.enum(AUDIENCES, { error: GENERATOR_MESSAGES.targetAudience }),
  }),
  z.transform((input) => {
    // Extras in the canonical order, once each; the free text only counts when 'otros' is ticked.
    const extras = EXTRAS.filter((extra) => input.extras.includes(extra));
    const otherExtras =
      extras.includes('otros') && input.otherExtras ? input.otherExtras : undefined;
    return { ...input, extras, otherExtras };
  }),
);

export type GeneratorInput = z.input<typeof generatorSchema>;
export type GeneratorValues = z.output<typeof generatorSchema>;

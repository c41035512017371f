// The description generator's form (spec sections 3 and 5), shared by browser and function; the
// function's request adds the listing writer's optional inputs.
import * as z from 'zod/mini';
import { LINE_BREAK_MESSAGE, isOneLine } from '../../text-input';
import { numberLimits } from '../field-schema';
import { AUDIENCES, EXTRAS, GENERATOR_LIMITS, GENERATOR_MESSAGES, PROPERTY_TYPES } from './fields';
import {
  CONDITIONS,
  ENERGY_RATINGS,
  LANGUAGES,
  LISTING_LIMITS as L,
  LISTING_MESSAGES as M,
  OPERATIONS,
  ORIENTATIONS,
  OUTDOOR_SPACES,
  PORTALS,
  type Language,
} from './listing-fields';

const count = (message: string, max: number) =>
  z
    .number()
    .check(
      z.int(GENERATOR_MESSAGES.integer),
      z.minimum(1, message),
      z.maximum(max, GENERATOR_MESSAGES.tooLarge),
    );

/** Areas and euros: '68,5 m²'. */
const toCents = z.transform((value: number) => Math.round(value * 100) / 100);

/** '68,5 m²', kept to the centimetre. */
const area = z.pipe(
  z
    .number()
    .check(
      z.minimum(1, GENERATOR_MESSAGES.area),
      z.maximum(GENERATOR_LIMITS.area, GENERATOR_MESSAGES.tooLarge),
    ),
  toCents,
);

const formShape = {
  address: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, GENERATOR_MESSAGES.address),
      z.maxLength(GENERATOR_LIMITS.address, GENERATOR_MESSAGES.tooLong),
      z.refine(isOneLine, LINE_BREAK_MESSAGE),
    ),
  propertyType: z.enum(PROPERTY_TYPES, { error: GENERATOR_MESSAGES.propertyType }),
  area,
  rooms: count(GENERATOR_MESSAGES.rooms, GENERATOR_LIMITS.rooms),
  bathrooms: count(GENERATOR_MESSAGES.bathrooms, GENERATOR_LIMITS.bathrooms),
  extras: z._default(z.array(z.enum(EXTRAS, { error: GENERATOR_MESSAGES.extras })), []),
  otherExtras: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(GENERATOR_LIMITS.otherExtras, GENERATOR_MESSAGES.tooLong),
        z.refine(isOneLine, LINE_BREAK_MESSAGE),
      ),
  ),
  targetAudience: z.enum(AUDIENCES, { error: GENERATOR_MESSAGES.targetAudience }),
};

interface FormFields {
  extras: (typeof EXTRAS)[number][];
  otherExtras?: string | undefined;
}

/** Canonical order, once each; the free text only counts when 'otros' is ticked. */
function tidyExtras<T extends FormFields>(input: T): T {
  const extras = EXTRAS.filter((extra) => input.extras.includes(extra));
  const otherExtras = extras.includes('otros') && input.otherExtras ? input.otherExtras : undefined;
  return { ...input, extras, otherExtras };
}

export const generatorSchema = z.pipe(z.object(formShape), z.transform(tidyExtras));

export type GeneratorInput = z.input<typeof generatorSchema>;
export type GeneratorValues = z.output<typeof generatorSchema>;

/** One Spanish message for every way it can be wrong. */
const amount = (message: string, min: number, max: number, integer = false) =>
  z.optional(
    z
      .number({ error: message })
      .check(
        ...(integer ? [z.int(message)] : []),
        z.minimum(min, message),
        z.maximum(max, message),
        ...numberLimits(),
      ),
  );
const positive = (message: string, max: number) =>
  z.optional(
    z.pipe(
      z
        .number({ error: message })
        .check(z.positive(message), z.maximum(max, message), ...numberLimits()),
      toCents,
    ),
  );
const flag = (message: string) => z.optional(z.boolean({ error: message }));

/** 'en trámite' is the code 'en-tramite'; letters in either case. */
const energyRating = z.optional(
  z.pipe(
    z.pipe(
      z.string({ error: M.energyRating }),
      z.transform((text: string) => {
        const t = text.trim();
        return /^en[\s-]tr[aá]mite$/i.test(t) ? 'en-tramite' : t.toUpperCase();
      }),
    ),
    z.enum(ENERGY_RATINGS, { error: M.energyRating }),
  ),
);

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** Checked as a whole, so an unknown code is reported under `languages`. */
const languages = z._default(
  z
    .array(z.string({ error: M.languages }), { error: M.languages })
    .check(z.refine((codes: string[]) => codes.every(isLanguage), { error: M.languages })),
  ['es'],
);

const listingShape = {
  ...formShape,
  operation: z.optional(z.enum(OPERATIONS, { error: M.operation })),
  price: positive(M.price, L.price),
  floor: amount(M.floor, L.floorMin, L.floorMax, true),
  hasLift: flag(M.hasLift),
  condition: z.optional(z.enum(CONDITIONS, { error: M.condition })),
  yearBuilt: amount(M.yearBuilt, L.yearMin, L.yearMax, true),
  orientation: z.optional(z.enum(ORIENTATIONS, { error: M.orientation })),
  energyRating,
  energyConsumption: amount(M.energyConsumption, 0, L.energyConsumption),
  energyEmissions: amount(M.energyEmissions, 0, L.energyEmissions),
  outdoorSpace: z.optional(z.enum(OUTDOOR_SPACES, { error: M.outdoorSpace })),
  outdoorArea: positive(M.outdoorArea, L.outdoorArea),
  parking: flag(M.parking),
  storageRoom: flag(M.storageRoom),
  communityFees: amount(M.communityFees, 0, L.communityFees),
  neighbourhoodNotes: z.optional(
    z.string().check(z.trim(), z.maxLength(L.neighbourhoodNotes, M.neighbourhoodNotes)),
  ),
  languages,
  portal: z._default(z.enum(PORTALS, { error: M.portal }), 'idealista'),
  maxLength: amount(M.maxLength, L.maxLengthMin, L.maxLengthMax, true),
};

/** POST /api/generate-description: Spanish always written and first; empty notes count as none. */
export const listingSchema = z.pipe(
  z.object(listingShape).check(
    z.refine((input) => input.portal !== 'custom' || input.maxLength !== undefined, {
      error: M.maxLengthRequired,
      path: ['maxLength'],
    }),
    z.refine((input) => input.outdoorArea === undefined || input.outdoorSpace !== undefined, {
      error: M.outdoorAreaWithoutSpace,
      path: ['outdoorSpace'],
    }),
  ),
  z.transform((input) => ({
    ...tidyExtras(input),
    languages: LANGUAGES.filter((code) => code === 'es' || input.languages.includes(code)),
    neighbourhoodNotes: input.neighbourhoodNotes || undefined,
    maxLength: input.portal === 'custom' ? input.maxLength : undefined,
  })),
);

export type ListingInput = z.input<typeof listingSchema>;
export type ListingValues = z.output<typeof listingSchema>;

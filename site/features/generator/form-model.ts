// What the generator's form holds and how its inputs read: the defaults, the choice lists and the
// resolver that turns them into the listing the function receives.
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  GENERATOR_DEFAULTS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '../../../core/tools/generator/fields';
import {
  CONDITION_LABELS,
  CONDITIONS,
  ENERGY_RATING_LABELS,
  ENERGY_RATINGS,
  OPERATION_LABELS,
  OPERATIONS,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  OUTDOOR_SPACE_LABELS,
  OUTDOOR_SPACES,
  PORTALS,
} from '../../../core/tools/generator/listing-fields';
import { PORTAL_PRESETS } from '../../../core/tools/generator/portals';
import type { ListingInput } from '../../../core/tools/generator/schema';
import { formatNumber } from '../../../core/format';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { emptyAsUndefined } from '../../lib/form/numbers';
import { GENERATOR_FORM_TEXT as T } from './text';

/** The counts the spec requires, empty at first (a 0 m² home is not a value to correct). */
const REQUIRED_COUNTS = ['area', 'rooms', 'bathrooms'] as const;
const OPTIONAL_NUMBERS = [
  'price',
  'communityFees',
  'yearBuilt',
  'floor',
  'energyConsumption',
  'energyEmissions',
  'outdoorArea',
  'maxLength',
] as const;
const NUMERIC = [...REQUIRED_COUNTS, ...OPTIONAL_NUMBERS];
export type NumericKey = (typeof NUMERIC)[number];

/** Yes/no questions, held as '' / 'si' / 'no' and sent as booleans (left empty: not given). */
export type YesNoKey = 'hasLift' | 'parking' | 'storageRoom';

export type ChoiceKey = 'operation' | 'condition' | 'orientation' | 'energyRating' | 'outdoorSpace';

export type FormInput = Omit<ListingInput, NumericKey | YesNoKey> &
  Record<NumericKey, string> &
  Record<YesNoKey, string>;

export const FORM_DEFAULTS: Partial<FormInput> = {
  ...GENERATOR_DEFAULTS,
  ...(Object.fromEntries(NUMERIC.map((key) => [key, ''])) as Record<NumericKey, string>),
  languages: ['es'],
  portal: 'idealista',
};

export type Options = readonly { value: string; label: string }[];

const options = <K extends string>(codes: readonly K[], labels: Readonly<Record<K, string>>) =>
  codes.map((value) => ({ value, label: labels[value] }));
export const PROPERTY_TYPE_OPTIONS = options(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
export const AUDIENCE_OPTIONS = options(AUDIENCES, AUDIENCE_LABELS);
export const OPERATION_OPTIONS = options(OPERATIONS, OPERATION_LABELS);
export const CONDITION_OPTIONS = options(CONDITIONS, CONDITION_LABELS);
export const ORIENTATION_OPTIONS = options(ORIENTATIONS, ORIENTATION_LABELS);
export const ENERGY_OPTIONS = options(ENERGY_RATINGS, ENERGY_RATING_LABELS);
export const OUTDOOR_OPTIONS = options(OUTDOOR_SPACES, OUTDOOR_SPACE_LABELS);
export const YES_NO = [
  { value: 'si', label: T.yes },
  { value: 'no', label: T.no },
];
export const PORTAL_OPTIONS = PORTALS.map((value) => ({
  value,
  label:
    value === 'custom'
      ? T.customPortal
      : T.portalLimit(PORTAL_PRESETS[value].name, formatNumber(PORTAL_PRESETS[value].maxLength)),
}));

/** An optional choice left on 'Sin indicar' is not given. */
export const OPTIONAL = { setValueAs: emptyAsUndefined };
export const YES_NO_VALUE = {
  setValueAs: (raw: unknown) => (raw === 'si' ? true : raw === 'no' ? false : undefined),
};

// Empty counts read as the spec's default 0, so they get the spec's own messages.
export const RESOLVER = lazyResolver(
  () => import('../../../core/tools/generator/schema').then((m) => m.listingSchema),
  NUMERIC,
  REQUIRED_COUNTS,
);

// The generator's form (spec sections 3-5 and issue 28): the spec's fields, then the listing's
// details (operation, price, condition, energy rating...), the languages and the portal preset.
// It sends itself, shows the model's progress and any failure beside its button (no toasts: the
// result is the confirmation) and hands the answer, with the long text's limit, to the screen.
import { GENERATE_DESCRIPTION_API } from '../../../core/api';
import * as React from 'react';
import { useEffect, useState } from 'react';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  EXTRA_LABELS,
  EXTRAS,
  GENERATOR_DEFAULTS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '../../../core/tools/generator/fields';
import {
  CONDITION_LABELS,
  CONDITIONS,
  ENERGY_RATING_LABELS,
  ENERGY_RATINGS,
  LANGUAGE_LABELS,
  LANGUAGES,
  OPERATION_LABELS,
  OPERATIONS,
  ORIENTATION_LABELS,
  ORIENTATIONS,
  OUTDOOR_SPACE_LABELS,
  OUTDOOR_SPACES,
  PORTALS,
  type Portal,
} from '../../../core/tools/generator/listing-fields';
import { PORTAL_PRESETS, longLimit } from '../../../core/tools/generator/portals';
import type { ListingInput, ListingValues } from '../../../core/tools/generator/schema';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import { STREAM_QUERY } from '../../../core/tools/generator/stream';
import { formatNumber } from '../../../core/format';
import SelectField from '../../components/form/SelectField';
import SubmitButton from '../../components/form/SubmitButton';
import TextField from '../../components/form/TextField';
import NumberField from '../../components/form/NumberField';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { emptyAsUndefined, formNumber } from '../../lib/form/numbers';
import { useServerForm } from '../../lib/form/use-server-form';
import { setListingSource } from './listing-source';
import { GENERATOR_FORM_TEXT as T } from './text';

/** The counts the spec requires, empty at first (a 0 m² home is not a value to correct). */
const REQUIRED_COUNTS = ['area', 'rooms', 'bathrooms'] as const;
/** Optional numbers: left empty, they are not given. */
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
type NumericKey = (typeof NUMERIC)[number];

/** Yes/no questions, held as '' / 'si' / 'no' and sent as booleans (left empty: not given). */
type YesNoKey = 'hasLift' | 'parking' | 'storageRoom';

/** What the inputs hold: numbers as typed, the yes/no answers as '' / 'si' / 'no'. */
type FormInput = Omit<ListingInput, NumericKey | YesNoKey> &
  Record<NumericKey, string> &
  Record<YesNoKey, string>;

const FORM_DEFAULTS: Partial<FormInput> = {
  ...GENERATOR_DEFAULTS,
  ...(Object.fromEntries(NUMERIC.map((key) => [key, ''])) as Record<NumericKey, string>),
  languages: ['es'],
  portal: 'idealista',
};

const options = <K extends string>(codes: readonly K[], labels: Readonly<Record<K, string>>) =>
  codes.map((value) => ({ value, label: labels[value] }));
const PROPERTY_TYPE_OPTIONS = options(PROPERTY_TYPES, PROPERTY_TYPE_LABELS);
const AUDIENCE_OPTIONS = options(AUDIENCES, AUDIENCE_LABELS);
const OPERATION_OPTIONS = options(OPERATIONS, OPERATION_LABELS);
const CONDITION_OPTIONS = options(CONDITIONS, CONDITION_LABELS);
const ORIENTATION_OPTIONS = options(ORIENTATIONS, ORIENTATION_LABELS);
const ENERGY_OPTIONS = options(ENERGY_RATINGS, ENERGY_RATING_LABELS);
const OUTDOOR_OPTIONS = options(OUTDOOR_SPACES, OUTDOOR_SPACE_LABELS);
const YES_NO = [
  { value: 'si', label: T.yes },
  { value: 'no', label: T.no },
];
const PORTAL_OPTIONS = PORTALS.map((value) => ({
  value,
  label:
    value === 'custom'
      ? T.customPortal
      : T.portalLimit(PORTAL_PRESETS[value].name, formatNumber(PORTAL_PRESETS[value].maxLength)),
}));

/** An optional choice left on 'Sin indicar' is not given. */
const optional = { setValueAs: emptyAsUndefined };
const yesNo = {
  setValueAs: (raw: unknown) => (raw === 'si' ? true : raw === 'no' ? false : undefined),
};

// Empty counts read as the spec's default 0, so they get the spec's own messages.
const RESOLVER = lazyResolver(
  () => import('../../../core/tools/generator/schema').then((m) => m.listingSchema),
  NUMERIC,
  REQUIRED_COUNTS,
);

/** What the result needs to know of the request: the long text's limit and where it goes. */
export interface LongTarget {
  portal: string;
  limit: number;
}

/** The limit the long text was written for, from what the form holds. */
export function longTargetOf(values: Partial<FormInput>): LongTarget {
  const portal = (PORTALS as readonly string[]).includes(values.portal ?? '')
    ? (values.portal as Portal)
    : 'idealista';
  const custom = formNumber(values.maxLength);
  return {
    portal: portal === 'custom' ? T.customLength : PORTAL_PRESETS[portal].name,
    limit: longLimit(portal, custom),
  };
}

interface Props {
  onGenerated: (result: GeneratorResponse, target: LongTarget) => void;
}

export default function GeneratorForm({ onGenerated }: Props) {
  const [progress, setProgress] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useServerForm<FormInput, ListingValues, GeneratorResponse>({
    resolver: RESOLVER,
    defaultValues: FORM_DEFAULTS,
    url: `${GENERATE_DESCRIPTION_API}?${STREAM_QUERY}`,
    // The stream's reader loads with the first answer, not with the page.
    read: async (res) => (await import('./read-stream')).readListingStream(res, setProgress),
    failedToast: { title: T.errorTitle, fallback: T.unexpected, inline: setFailure },
    // No thank-you screen and no toast: the result replaces the form.
    onSent: (result) => onGenerated(result, longTargetOf(form.getValues())),
  });
  const {
    register,
    watch,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  // The paste-to-check box checks a text against what this form holds (or last sent).
  useEffect(() => {
    setListingSource(async () => {
      const result = (await RESOLVER.load())(getValues());
      return Object.keys(result.errors).length === 0 ? (result.values as ListingValues) : undefined;
    });
  }, [getValues]);
  const onSubmit = (event?: React.FormEvent) => {
    setFailure(undefined);
    setProgress(undefined);
    return form.onSubmit(event);
  };
  const showOther = (watch('extras') ?? []).includes('otros');
  const custom = watch('portal') === 'custom';
  const rent = watch('operation') === 'alquiler';

  const number = (name: NumericKey, label: string, unit?: string, hint?: string) => (
    <NumberField
      label={label}
      unit={unit}
      hint={hint}
      inputMode={name === 'floor' ? 'text' : 'decimal'}
      error={errors[name]?.message}
      {...register(name, { shouldUnregister: name === 'maxLength' })}
    />
  );
  const choice = (
    name: 'operation' | 'condition' | 'orientation' | 'energyRating' | 'outdoorSpace',
    label: string,
    list: readonly { value: string; label: string }[],
    hint?: string,
  ) => (
    <SelectField
      label={label}
      placeholder={T.notGiven}
      options={list}
      hint={hint}
      error={errors[name]?.message}
      {...register(name, optional)}
    />
  );

  const yesNoField = (name: YesNoKey, label: string) => (
    <SelectField
      label={label}
      placeholder={T.notGiven}
      options={YES_NO}
      error={errors[name]?.message}
      {...register(name, yesNo)}
    />
  );

  return (
    <form className="card stack generator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <TextField
        label={T.address}
        placeholder={T.addressPlaceholder}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid grid--2">
        <SelectField
          label={T.propertyType}
          placeholder={T.choose}
          options={PROPERTY_TYPE_OPTIONS}
          error={errors.propertyType?.message}
          {...register('propertyType')}
        />
        <SelectField
          label={T.targetAudience}
          placeholder={T.choose}
          options={AUDIENCE_OPTIONS}
          error={errors.targetAudience?.message}
          {...register('targetAudience')}
        />
      </div>
      <div className="grid">
        {number('area', T.area)}
        {number('rooms', T.rooms)}
        {number('bathrooms', T.bathrooms)}
      </div>
      <fieldset className="option-group generator-extras">
        <legend>{T.extras}</legend>
        {EXTRAS.map((extra) => (
          <label key={extra} className="option-group__option">
            <input type="checkbox" {...register('extras', { value: extra })} />{' '}
            {EXTRA_LABELS[extra]}
          </label>
        ))}
      </fieldset>
      {showOther && (
        <TextField
          label={T.otherExtras}
          placeholder={T.otherExtrasPlaceholder}
          error={errors.otherExtras?.message}
          {...register('otherExtras')}
        />
      )}
      <fieldset className="option-group">
        <legend>{T.saleGroup}</legend>
        <div className="grid">
          {choice('operation', T.operation, OPERATION_OPTIONS)}
          {number('price', rent ? T.rent : T.price, rent ? '€/mes' : '€')}
          {number('communityFees', T.communityFees, '€/mes')}
        </div>
      </fieldset>
      <fieldset className="option-group">
        <legend>{T.homeGroup}</legend>
        <div className="grid">
          {choice('condition', T.condition, CONDITION_OPTIONS)}
          {number('yearBuilt', T.yearBuilt)}
          {choice('orientation', T.orientation, ORIENTATION_OPTIONS)}
          {number('floor', T.floor, undefined, T.floorHint)}
          {yesNoField('hasLift', T.hasLift)}
        </div>
      </fieldset>
      <fieldset className="option-group">
        <legend>{T.energyGroup}</legend>
        <div className="grid">
          {choice('energyRating', T.energyRating, ENERGY_OPTIONS, T.energyHint)}
          {number('energyConsumption', T.energyConsumption, 'kWh/m² año')}
          {number('energyEmissions', T.energyEmissions, 'kg CO₂/m² año')}
        </div>
      </fieldset>
      <fieldset className="option-group">
        <legend>{T.outdoorGroup}</legend>
        <div className="grid grid--2">
          {choice('outdoorSpace', T.outdoorSpace, OUTDOOR_OPTIONS)}
          {number('outdoorArea', T.outdoorArea)}
          {yesNoField('parking', T.parking)}
          {yesNoField('storageRoom', T.storageRoom)}
        </div>
      </fieldset>
      <TextField
        multiline
        rows={3}
        label={T.neighbourhoodNotes}
        hint={T.neighbourhoodHint}
        error={errors.neighbourhoodNotes?.message}
        {...register('neighbourhoodNotes')}
      />
      <fieldset className="option-group">
        <legend>{T.publishGroup}</legend>
        <fieldset
          className="option-group generator-extras"
          aria-describedby="generador-idiomas-nota"
          aria-invalid={errors.languages ? true : undefined}
        >
          <legend>{T.languages}</legend>
          {LANGUAGES.map((code) => (
            <label key={code} className="option-group__option">
              <input
                type="checkbox"
                disabled={code === 'es'}
                {...register('languages', { value: code })}
              />{' '}
              {LANGUAGE_LABELS[code]}
            </label>
          ))}
          <p className="field__hint" id="generador-idiomas-nota">
            {T.spanishAlways}
          </p>
          {errors.languages?.message && <p className="field__error">{errors.languages.message}</p>}
        </fieldset>
        <div className="grid grid--2">
          <SelectField
            label={T.portal}
            options={PORTAL_OPTIONS}
            error={errors.portal?.message}
            {...register('portal')}
          />
          {custom && number('maxLength', T.maxLength, 'caracteres')}
        </div>
      </fieldset>
      <div className="generator-submit">
        <SubmitButton busy={isSubmitting} busyLabel={T.pending}>
          {T.submit}
        </SubmitButton>
        <p role="status" className="field__hint">
          {isSubmitting ? progress : ''}
        </p>
        {failure && (
          <p role="alert" className="field__error">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}

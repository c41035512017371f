// The generator form's fields, in the spec's order: the home, the listing's details, where it is
// published. The form owns the state; these draw its inputs.
import * as React from 'react';
import { EXTRA_LABELS, EXTRAS } from '../../../core/tools/generator/fields';
import { LANGUAGE_LABELS, LANGUAGES } from '../../../core/tools/generator/listing-fields';
import type { ListingValues } from '../../../core/tools/generator/schema';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import type { Form } from '../../lib/form/use-form';
import {
  AUDIENCE_OPTIONS,
  CONDITION_OPTIONS,
  ENERGY_OPTIONS,
  OPERATION_OPTIONS,
  OPTIONAL,
  ORIENTATION_OPTIONS,
  OUTDOOR_OPTIONS,
  PORTAL_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
  YES_NO,
  YES_NO_VALUE,
  type ChoiceKey,
  type FormInput,
  type NumericKey,
  type Options,
  type YesNoKey,
} from './form-model';
import { GENERATOR_FORM_TEXT as T } from './text';

type ListingForm = Form<FormInput, ListingValues>;

function fieldParts({ register, formState: { errors } }: ListingForm) {
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
  const choice = (name: ChoiceKey, label: string, list: Options, hint?: string) => (
    <SelectField
      label={label}
      placeholder={T.notGiven}
      options={list}
      hint={hint}
      error={errors[name]?.message}
      {...register(name, OPTIONAL)}
    />
  );
  const yesNo = (name: YesNoKey, label: string) => (
    <SelectField
      label={label}
      placeholder={T.notGiven}
      options={YES_NO}
      error={errors[name]?.message}
      {...register(name, YES_NO_VALUE)}
    />
  );
  return { number, choice, yesNo };
}

export function HomeFields({ form, showOther }: { form: ListingForm; showOther: boolean }) {
  const { register, formState } = form;
  const { errors } = formState;
  const { number } = fieldParts(form);
  return (
    <>
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
    </>
  );
}

export function DetailFields({ form, rent }: { form: ListingForm; rent: boolean }) {
  const { number, choice, yesNo } = fieldParts(form);
  return (
    <>
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
          {yesNo('hasLift', T.hasLift)}
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
          {yesNo('parking', T.parking)}
          {yesNo('storageRoom', T.storageRoom)}
        </div>
      </fieldset>
      <TextField
        multiline
        rows={3}
        label={T.neighbourhoodNotes}
        hint={T.neighbourhoodHint}
        error={form.formState.errors.neighbourhoodNotes?.message}
        {...form.register('neighbourhoodNotes')}
      />
    </>
  );
}

export function PublishFields({ form, custom }: { form: ListingForm; custom: boolean }) {
  const { register, formState } = form;
  const { errors } = formState;
  const { number } = fieldParts(form);
  return (
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
  );
}

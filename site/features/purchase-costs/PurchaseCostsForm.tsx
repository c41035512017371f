// The purchase-costs form (spec sections 3 and 5): price, type, community, first home, loan, optional facts.
import * as React from 'react';
import { useEffect, useId, useState } from 'react';
import {
  COMMUNITY_OPTIONS,
  ISLAND_OPTIONS,
  PROPERTY_TYPES,
} from '../../../core/tools/purchase-costs/fields';
import type {
  PurchaseCostsFormInput,
  PurchaseCostsRequest,
} from '../../../core/tools/purchase-costs/schema';
import CheckboxField from '../../components/form/CheckboxField';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import { deferred } from '../../lib/deferred';
import { SHARE_TEXT } from '../../lib/share';
import { emptyAsUndefined, formNumber, formNumberOrZero } from '../../lib/form/numbers';
import type { Form } from '../../lib/form/use-form';
import { UNITS } from '../../lib/units';
import { FORM_TEXT as T } from './text';

export type PurchaseForm = Form<PurchaseCostsFormInput, PurchaseCostsRequest>;

interface Props {
  form: PurchaseForm;
  calculating: boolean;
  onSubmit: (values: PurchaseCostsRequest) => void;
  /** Copies a link that opens the calculator with what the form holds. */
  onShare: () => void;
}

export default function PurchaseCostsForm({ form, calculating, onSubmit, onShare }: Props) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const hasLoan = watch('hasLoan');
  const price = finite(watch('propertyPrice'));
  const loan = finite(watch('loanAmount'));
  // The notes load once something is typed (they only follow typing), out of the first load.
  const [notes, setNotes] = useState(PLAUSIBILITY.current);
  useEffect(() => {
    if (!notes && (price !== undefined || loan !== undefined)) {
      void PLAUSIBILITY.load().then(setNotes, () => undefined);
    }
  }, [notes, price, loan]);
  const isBaleares = watch('autonomousCommunity') === 'baleares';
  const typeError = errors.propertyType?.message;
  const typeErrorId = `${id}-type-error`;

  return (
    <form className="card stack tool__form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <h2>{T.title}</h2>
      <NumberField
        label={T.propertyPrice}
        hint={T.propertyPriceHint}
        unit={UNITS.euro}
        error={errors.propertyPrice?.message}
        warning={notes?.priceWarning(price)}
        // Empty reads as 0, so it gets the spec's own 'El precio de la vivienda es requerido'.
        {...register('propertyPrice', { setValueAs: formNumberOrZero })}
      />
      <fieldset className="field tax-choice">
        <legend>{T.propertyType}</legend>
        {PROPERTY_TYPES.map((option) => (
          <label key={option.value} className="tax-choice__option">
            <input
              type="radio"
              value={option.value}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? typeErrorId : undefined}
              {...register('propertyType')}
            />
            {option.label}
          </label>
        ))}
        {typeError && (
          <p id={typeErrorId} className="field__error">
            {typeError}
          </p>
        )}
      </fieldset>
      <SelectField
        label={T.community}
        placeholder={T.communityPlaceholder}
        options={COMMUNITY_OPTIONS}
        error={errors.autonomousCommunity?.message}
        {...register('autonomousCommunity')}
      />
      {isBaleares && (
        <SelectField
          label={T.island}
          hint={T.islandHint}
          placeholder={T.islandPlaceholder}
          options={ISLAND_OPTIONS}
          error={errors.island?.message}
          {...register('island', { setValueAs: emptyAsUndefined, shouldUnregister: true })}
        />
      )}
      <TextField
        type="date"
        label={T.deedDate}
        hint={T.deedDateHint}
        error={errors.deedDate?.message}
        {...register('deedDate', { setValueAs: emptyAsUndefined })}
      />
      <CheckboxField label={T.isFirstHome} {...register('isFirstHome')} />
      <CheckboxField label={T.hasLoan} {...register('hasLoan')} />
      {hasLoan && (
        <NumberField
          label={T.loanAmount}
          hint={T.loanAmountHint}
          unit={UNITS.euro}
          error={errors.loanAmount?.message}
          warning={notes?.loanWarning(price, loan)}
          {...register('loanAmount', { setValueAs: formNumber, shouldUnregister: true })}
        />
      )}
      <fieldset className="stack tax-optional">
        <legend>{T.optionalTitle}</legend>
        <NumberField
          label={T.buyerAge}
          hint={T.buyerAgeHint}
          inputMode="numeric"
          unit={UNITS.years}
          error={errors.buyerAge?.message}
          {...register('buyerAge', { setValueAs: formNumber })}
        />
        <CheckboxField label={T.largeFamily} {...register('largeFamily')} />
        <NumberField
          label={T.referenceValue}
          hint={T.referenceValueHint}
          unit={UNITS.euro}
          error={errors.referenceValue?.message}
          {...register('referenceValue', { setValueAs: formNumber })}
        />
      </fieldset>
      <div className="tool__actions">
        <button
          type="submit"
          className="btn btn--primary"
          // Not `disabled`: that would drop the keyboard focus; a second submit is ignored.
          aria-disabled={calculating || undefined}
        >
          {calculating ? T.submitting : T.submit}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onShare}>
          {SHARE_TEXT.button}
        </button>
      </div>
    </form>
  );
}

const PLAUSIBILITY = deferred(() => import('../../../core/plausibility'));

/** A watched number field's value when it holds a number (not NaN, not empty). */
function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

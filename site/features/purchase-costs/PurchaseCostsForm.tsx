// The purchase-costs form (spec sections 3 and 5): price, type, community, first home, loan, optional facts.
import * as React from 'react';
import { useId } from 'react';
import { rowOf } from '../../../core/tools/fields';
import {
  COMMUNITY_OPTIONS,
  ISLAND_OPTIONS,
  PROPERTY_TYPES,
  PURCHASE_FIELDS,
  type PurchaseNumberKey,
} from '../../../core/tools/purchase-costs/fields';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';
import type { PurchaseCostsResult } from '../../../core/tax/purchase-costs';
import CheckboxField from '../../components/form/CheckboxField';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import TextField from '../../components/form/TextField';
import { emptyAsUndefined } from '../../lib/form/numbers';
import { CalculatorActions } from '../calculator/CalculatorActions';
import { LinkErrors } from '../calculator/LinkErrors';
import type { Calculator } from '../calculator/useCalculator';
import { ERROR_TITLE, FORM_TEXT as T } from './text';

interface Props {
  calculator: Calculator<PurchaseNumberKey, PurchaseCostsRequest, PurchaseCostsResult>;
  /** Why the last calculation failed, said under the button. */
  failure?: string;
}

/** A number field's label, hint and unit, from its row of the field table. */
function rowText(name: PurchaseNumberKey) {
  const { label, hint, unit, integer } = rowOf(PURCHASE_FIELDS, name);
  // The phone's keypad: digits only for whole numbers, with the decimal comma for the others.
  return { label, hint, unit, inputMode: integer ? ('numeric' as const) : ('decimal' as const) };
}

export default function PurchaseCostsForm({ calculator, failure }: Props) {
  const id = useId();
  const { form, warnings, onSubmit } = calculator;
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const hasLoan = watch('hasLoan');
  const isBaleares = watch('autonomousCommunity') === 'baleares';
  const typeError = errors.propertyType?.message;
  const typeErrorId = `${id}-type-error`;
  /** A number field as its row says: label, unit and hint, with its message and note. */
  const numberField = (name: PurchaseNumberKey, options?: { shouldUnregister: true }) => (
    <NumberField
      {...rowText(name)}
      error={errors[name]?.message}
      warning={warnings[name]}
      {...register(name, options)}
    />
  );

  return (
    <form className="card stack tool__form" noValidate onSubmit={onSubmit}>
      <h2>{T.title}</h2>
      <LinkErrors errors={calculator.linkErrors} />
      {numberField('propertyPrice')}
      <fieldset className="field option-group">
        <legend>{T.propertyType}</legend>
        {PROPERTY_TYPES.map((option) => (
          <label key={option.value} className="option-group__option">
            <input
              type="radio"
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? typeErrorId : undefined}
              {...register('propertyType', { value: option.value })}
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
      {hasLoan && numberField('loanAmount', { shouldUnregister: true })}
      <fieldset className="stack option-group">
        <legend>{T.optionalTitle}</legend>
        {numberField('buyerAge')}
        <CheckboxField label={T.largeFamily} {...register('largeFamily')} />
        {numberField('referenceValue')}
      </fieldset>
      <CalculatorActions
        calculator={calculator}
        submitLabel={T.submit}
        failure={{ title: ERROR_TITLE, message: failure }}
      />
    </form>
  );
}

// The generator's form (spec sections 3-5): every field and option, 'otros' reveals its text field.
import * as React from 'react';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  EXTRA_LABELS,
  EXTRAS,
  GENERATOR_DEFAULTS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '../../../core/forms/generator';
import type { GeneratorInput, GeneratorValues } from '../../../core/schemas/generator';
import { FormField } from '../../components/FormField';
import { useFieldIds } from '../../lib/use-field-id';
import { deferred } from '../../lib/deferred';
import { schemaResolver } from '../../lib/schema-form';
import { useSchemaForm } from '../../lib/use-schema-form';

export const GENERATOR_FORM_TEXT = {
  address: 'Dirección',
  addressPlaceholder: 'Calle, número y ciudad',
  propertyType: 'Tipo de propiedad',
  choose: 'Selecciona una opción',
  area: 'Superficie (m²)',
  rooms: 'Habitaciones',
  bathrooms: 'Baños',
  extras: 'Extras',
  otherExtras: 'Otros extras',
  otherExtrasPlaceholder: 'Por ejemplo: chimenea, vistas al mar…',
  targetAudience: 'Público objetivo',
  submit: 'Generar descripción',
  pending: 'Generando descripción...',
} as const;

/** Number fields fall back to 0 when the typed text is not a number (spec section 5). */
const asNumber = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : 0;
};

const RESOLVER = deferred(() =>
  import('../../../core/schemas/generator').then((m) => schemaResolver(m.generatorSchema)),
);

interface Props {
  onGenerate: (values: GeneratorValues) => Promise<void>;
}

export default function GeneratorForm({ onGenerate }: Props) {
  const T = GENERATOR_FORM_TEXT;
  const ids = useFieldIds();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm<GeneratorInput, GeneratorValues>({
    resolver: RESOLVER,
    defaultValues: GENERATOR_DEFAULTS,
  });
  const showOther = (watch('extras') ?? []).includes('otros');

  const count = (name: 'area' | 'rooms' | 'bathrooms') => (
    <FormField {...ids(name)} label={T[name]} error={errors[name]?.message}>
      {(aria) => (
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...aria}
          {...register(name, { setValueAs: asNumber })}
        />
      )}
    </FormField>
  );

  return (
    <form className="card stack generator-form" noValidate onSubmit={handleSubmit(onGenerate)}>
      <FormField {...ids('address')} label={T.address} error={errors.address?.message}>
        {(aria) => (
          <input
            type="text"
            placeholder={T.addressPlaceholder}
            {...aria}
            {...register('address')}
          />
        )}
      </FormField>
      <div className="grid grid--2">
        <FormField
          {...ids('propertyType')}
          label={T.propertyType}
          error={errors.propertyType?.message}
        >
          {(aria) => (
            <select defaultValue="" {...aria} {...register('propertyType')}>
              <option value="" disabled>
                {T.choose}
              </option>
              {PROPERTY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PROPERTY_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          {...ids('targetAudience')}
          label={T.targetAudience}
          error={errors.targetAudience?.message}
        >
          {(aria) => (
            <select defaultValue="" {...aria} {...register('targetAudience')}>
              <option value="" disabled>
                {T.choose}
              </option>
              {AUDIENCES.map((audience) => (
                <option key={audience} value={audience}>
                  {AUDIENCE_LABELS[audience]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="grid">
        {count('area')}
        {count('rooms')}
        {count('bathrooms')}
      </div>
      <fieldset className="generator-extras">
        <legend>{T.extras}</legend>
        {EXTRAS.map((extra) => (
          <label key={extra} className="generator-extras__option">
            <input type="checkbox" value={extra} {...register('extras')} /> {EXTRA_LABELS[extra]}
          </label>
        ))}
      </fieldset>
      {showOther && (
        <FormField
          {...ids('otherExtras')}
          label={T.otherExtras}
          error={errors.otherExtras?.message}
        >
          {(aria) => (
            <input
              type="text"
              placeholder={T.otherExtrasPlaceholder}
              {...aria}
              {...register('otherExtras')}
            />
          )}
        </FormField>
      )}
      <button
        type="submit"
        className="btn btn--primary"
        // Not `disabled`: that would drop the keyboard focus; a second submit is ignored.
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting ? T.pending : T.submit}
      </button>
    </form>
  );
}

// The generator's form (spec sections 3-5): every field and option, 'otros' reveals its text field;
// it sends itself and hands the description to the screen, with the toasts of spec section 4.
import { GENERATE_DESCRIPTION_API } from '../../../core/api';
import * as React from 'react';
import {
  AUDIENCE_LABELS,
  AUDIENCES,
  EXTRA_LABELS,
  EXTRAS,
  GENERATOR_DEFAULTS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
} from '../../../core/tools/generator/fields';
import type { GeneratorInput, GeneratorValues } from '../../../core/tools/generator/schema';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import SelectField from '../../components/form/SelectField';
import SubmitButton from '../../components/form/SubmitButton';
import TextField from '../../components/form/TextField';
import NumberField from '../../components/form/NumberField';
import { lazyResolver } from '../../lib/form/lazy-resolver';
import { useServerForm } from '../../lib/form/use-server-form';

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
  successTitle: '¡Descripción generada con éxito!',
  successText: 'Tu descripción está lista para usar',
  errorTitle: 'Error al generar descripción',
  unexpected: 'Ocurrió un error inesperado',
} as const;

/** The counts start empty, not at the spec's 0: a 0 m² home is not a value to correct. */
type FormInput = Omit<GeneratorInput, 'area' | 'rooms' | 'bathrooms'> &
  Record<'area' | 'rooms' | 'bathrooms', string>;
const FORM_DEFAULTS: Partial<FormInput> = {
  ...GENERATOR_DEFAULTS,
  area: '',
  rooms: '',
  bathrooms: '',
};
const NUMERIC = ['area', 'rooms', 'bathrooms'] as const;
const PROPERTY_TYPE_OPTIONS = PROPERTY_TYPES.map((value) => ({
  value,
  label: PROPERTY_TYPE_LABELS[value],
}));
const AUDIENCE_OPTIONS = AUDIENCES.map((value) => ({ value, label: AUDIENCE_LABELS[value] }));

// Empty counts read as the spec's default 0, so they get the spec's own messages.
const RESOLVER = lazyResolver(
  () => import('../../../core/tools/generator/schema').then((m) => m.generatorSchema),
  NUMERIC,
  NUMERIC,
);

interface Props {
  onGenerated: (result: GeneratorResponse) => void;
}

export default function GeneratorForm({ onGenerated }: Props) {
  const T = GENERATOR_FORM_TEXT;
  const {
    register,
    onSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useServerForm<FormInput, GeneratorValues, GeneratorResponse>({
    resolver: RESOLVER,
    defaultValues: FORM_DEFAULTS,
    url: GENERATE_DESCRIPTION_API,
    read: (res) => res.json() as Promise<GeneratorResponse>,
    sentToast: () => ({ title: T.successTitle, description: T.successText }),
    failedToast: { title: T.errorTitle, fallback: T.unexpected },
    // No thank-you screen: the result replaces the form.
    onSent: onGenerated,
  });
  const showOther = (watch('extras') ?? []).includes('otros');

  const count = (name: (typeof NUMERIC)[number]) => (
    <NumberField
      label={T[name]}
      inputMode={name === 'area' ? 'decimal' : 'numeric'}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  return (
    <form className="card stack generator-form" noValidate onSubmit={onSubmit}>
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
        <TextField
          label={T.otherExtras}
          placeholder={T.otherExtrasPlaceholder}
          error={errors.otherExtras?.message}
          {...register('otherExtras')}
        />
      )}
      <SubmitButton busy={isSubmitting} busyLabel={T.pending}>
        {T.submit}
      </SubmitButton>
    </form>
  );
}

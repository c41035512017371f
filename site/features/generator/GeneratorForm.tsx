// The generator's form (spec sections 3-5): it sends itself, shows the model's progress and any
// failure beside its button (no toasts: the result is the confirmation) and hands the answer on.
import { GENERATE_DESCRIPTION_API } from '../../../core/api';
import * as React from 'react';
import { useEffect, useState } from 'react';
import { PORTALS, type Portal } from '../../../core/tools/generator/listing-fields';
import { PORTAL_PRESETS, longLimit } from '../../../core/tools/generator/portals';
import type { ListingValues } from '../../../core/tools/generator/schema';
import type { GeneratorResponse } from '../../../core/tools/generator/listing';
import { STREAM_QUERY } from '../../../core/tools/generator/stream';
import SubmitButton from '../../components/form/SubmitButton';
import { formNumber } from '../../lib/form/numbers';
import { useServerForm } from '../../lib/form/use-server-form';
import { RequestFailure } from '../../components/form/RequestFailure';
import { FORM_DEFAULTS, RESOLVER, type FormInput } from './form-model';
import { DetailFields, HomeFields, PublishFields } from './ListingFields';
import { setListingSource } from './listing-source';
import { GENERATOR_FORM_TEXT as T } from './text';

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

type OnGenerated = (result: GeneratorResponse, target: LongTarget) => void;

function useGeneratorForm(onGenerated: OnGenerated) {
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
  const { getValues } = form;
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
  return { form, progress, failure, onSubmit };
}

export default function GeneratorForm({ onGenerated }: { onGenerated: OnGenerated }) {
  const { form, progress, failure, onSubmit } = useGeneratorForm(onGenerated);
  const { watch, formState } = form;
  const showOther = (watch('extras') ?? []).includes('otros');
  const custom = watch('portal') === 'custom';
  const rent = watch('operation') === 'alquiler';
  return (
    <form className="card stack generator-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <HomeFields form={form} showOther={showOther} />
      <DetailFields form={form} rent={rent} />
      <PublishFields form={form} custom={custom} />
      <div className="generator-submit">
        <SubmitButton busy={formState.isSubmitting} busyLabel={T.pending}>
          {T.submit}
        </SubmitButton>
        <p role="status" className="field__hint">
          {formState.isSubmitting ? progress : ''}
        </p>
        <RequestFailure message={failure} />
      </div>
    </form>
  );
}

// The return's form: the tax year, the owners, each property; every change is read at the form's root
// by the input's name, so the inputs keep what was typed and need no handler of their own.
import * as React from 'react';
import { useContext, useRef } from 'react';
import { RETURN_TAX_YEARS } from '../../../core/tools/rental-return/document';
import { useReadyMark } from '../../lib/ready-mark';
import { ADD_PROPERTY_ID, FormActionsContext } from './actions';
import type { ReturnDraft } from './draft';
import { RowButton, SelectInput } from './fields';
import OwnersFieldset from './OwnersFieldset';
import PropertyFieldset from './PropertyFieldset';
import { FORM_TEXT as T } from './text';

const YEAR_OPTIONS = RETURN_TAX_YEARS.map((year) => ({ value: String(year), label: String(year) }));

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The named input or select an event comes from (not a button, not the form). */
function fieldOf(target: EventTarget): FieldElement | undefined {
  const field =
    target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target : undefined;
  return field?.name ? field : undefined;
}

function valueOf(target: FieldElement): string | boolean {
  return target instanceof HTMLInputElement && target.type === 'checkbox'
    ? target.checked
    : target.value;
}

function Fields({ draft }: { draft: ReturnDraft }) {
  const actions = useContext(FormActionsContext);
  return (
    <>
      <SelectInput
        name="taxYear"
        label={T.taxYear}
        hint={T.taxYearHint}
        value={draft.taxYear}
        options={YEAR_OPTIONS}
      />
      <OwnersFieldset owners={draft.owners} />
      <div className="return-section">
        <h3>{T.propertiesTitle}</h3>
        {draft.properties.length === 0 && <p className="field__hint">{T.noProperties}</p>}
        {draft.properties.map((property, i) => (
          <PropertyFieldset
            key={property.key}
            draft={property}
            index={i}
            owners={draft.owners}
            alone={draft.properties.length === 1}
          />
        ))}
        <RowButton id={ADD_PROPERTY_ID} label={T.addProperty} onClick={actions.addProperty} />
      </div>
    </>
  );
}

export default function ReturnForm({
  draft,
  version,
  onChange,
  onVisit,
  onSubmit,
  actions,
}: {
  draft: ReturnDraft;
  /** A new number draws every input again from the draft (a file, a link, the next year). */
  version: number;
  onChange: (name: string, value: string | boolean) => void;
  onVisit: (name: string) => void;
  onSubmit: () => void;
  /** Under the fields: calculate, save, open, link, next year. */
  actions: React.ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useReadyMark(form);
  const titleId = React.useId();
  return (
    <section className="card tool__form return-form" aria-labelledby={titleId}>
      <h2 id={titleId}>{T.title}</h2>
      <p>{T.intro}</p>
      <form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        onChange={(event) => {
          const target = fieldOf(event.target);
          if (target && target.type !== 'file') onChange(target.name, valueOf(target));
        }}
        onBlur={(event) => {
          const target = fieldOf(event.target);
          if (target) onVisit(target.name);
        }}
      >
        <div key={version} className="return-fields">
          <Fields draft={draft} />
        </div>
        {actions}
      </form>
    </section>
  );
}

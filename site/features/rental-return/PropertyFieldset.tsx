// One property: what it is, who owns it and in what share, how it was acquired and its cadastral
// value, then its lists (contracts, expenses, excesses, furniture, improvements).
import * as React from 'react';
import { useContext } from 'react';
import { FormActionsContext, addButtonId } from './actions';
import type { OwnerDraft, PropertyDraft } from './draft';
import {
  CheckInput,
  DateInput,
  MoneyInput,
  RowButton,
  SelectInput,
  TextInput,
  WholeInput,
} from './fields';
import { COMMUNITY_SELECT } from './OwnersFieldset';
import PropertyLists from './PropertyLists';
import { FORM_TEXT, KIND_OPTIONS, PROPERTY_TEXT as T, USE_OPTIONS } from './text';

function General({ at, draft }: { at: string; draft: PropertyDraft }) {
  return (
    <fieldset className="return-part">
      <legend>{T.general}</legend>
      <TextInput name={`${at}.name`} label={T.name} hint={T.nameHint} value={draft.name} />
      <SelectInput name={`${at}.use`} label={T.use} value={draft.use} options={USE_OPTIONS} />
      <div className="return-row__fields">
        <SelectInput
          name={`${at}.community`}
          label={T.community}
          value={draft.community}
          options={COMMUNITY_SELECT}
          placeholder="Elige la comunidad"
        />
        <TextInput name={`${at}.municipality`} label={T.municipality} value={draft.municipality} />
      </div>
      <CheckInput
        name={`${at}.habitualHome`}
        label={T.habitualHome}
        hint={T.habitualHomeHint}
        value={draft.habitualHome}
      />
    </fieldset>
  );
}

function Shares({
  property,
  draft,
  owners,
}: {
  property: number;
  draft: PropertyDraft;
  owners: readonly OwnerDraft[];
}) {
  const actions = useContext(FormActionsContext);
  const options = owners.map((owner, k) => ({
    value: String(k),
    label: owner.name.trim() || FORM_TEXT.ownerLegend(k + 1),
  }));
  const at = `properties.${property}.owners`;
  return (
    <fieldset className="return-part">
      <legend>{T.shares}</legend>
      <p className="field__hint">{T.sharesHint}</p>
      {draft.owners.map((share, k) => (
        <div key={share.key} className="return-row return-row__fields">
          <SelectInput
            name={`${at}.${k}.owner`}
            label={`${T.shareOwner} (${k + 1})`}
            value={share.owner}
            options={options}
          />
          <MoneyInput
            name={`${at}.${k}.sharePercent`}
            label={`${T.sharePercent} (${k + 1})`}
            unit="%"
            value={share.sharePercent}
          />
          {draft.owners.length > 1 && (
            <RowButton
              remove
              label={T.removeRow('el copropietario', k + 1)}
              onClick={() => actions.removeRow(property, 'owners', k)}
            />
          )}
        </div>
      ))}
      {owners.length > draft.owners.length && (
        <RowButton
          id={addButtonId(property, 'owners')}
          label={T.addShare}
          onClick={() => actions.addRow(property, 'owners')}
        />
      )}
    </fieldset>
  );
}

function Acquisition({ at, draft }: { at: string; draft: PropertyDraft }) {
  const { acquisition, cadastral } = draft;
  return (
    <>
      <fieldset className="return-part">
        <legend>{T.acquisition}</legend>
        <SelectInput
          name={`${at}.acquisition.kind`}
          label={T.kind}
          value={acquisition.kind}
          options={KIND_OPTIONS}
        />
        <DateInput name={`${at}.acquisition.date`} label={T.date} value={acquisition.date} />
        <MoneyInput
          name={`${at}.acquisition.price`}
          label={T.price[acquisition.kind]}
          value={acquisition.price}
        />
        <MoneyInput
          name={`${at}.acquisition.costs`}
          label={T.costs}
          hint={T.costsHint}
          value={acquisition.costs}
        />
      </fieldset>
      <fieldset className="return-part">
        <legend>{T.cadastral}</legend>
        <p className="field__hint">{T.cadastralHint}</p>
        <div className="return-row__fields">
          <MoneyInput
            name={`${at}.cadastral.value`}
            label={T.cadastralValue}
            value={cadastral.value}
          />
          <MoneyInput
            name={`${at}.cadastral.landValue`}
            label={T.landValue}
            value={cadastral.landValue}
          />
        </div>
        <WholeInput
          name={`${at}.cadastral.revisedYear`}
          label={T.revisedYear}
          hint={T.revisedYearHint}
          value={cadastral.revisedYear}
        />
      </fieldset>
    </>
  );
}

function PropertyFieldset({
  draft,
  index,
  owners,
  alone,
}: {
  draft: PropertyDraft;
  index: number;
  owners: readonly OwnerDraft[];
  alone: boolean;
}) {
  const actions = useContext(FormActionsContext);
  const at = `properties.${index}`;
  const titleId = `declaracion-inmueble-${index}`;
  return (
    <div className="return-property" id={titleId}>
      <h3>{FORM_TEXT.propertyLegend(index + 1, draft.name.trim())}</h3>
      <General at={at} draft={draft} />
      <Shares property={index} draft={draft} owners={owners} />
      <Acquisition at={at} draft={draft} />
      <PropertyLists property={index} draft={draft} />
      {!alone && (
        <RowButton
          remove
          label={FORM_TEXT.removeProperty(index + 1)}
          onClick={() => actions.removeProperty(index)}
        />
      )}
    </div>
  );
}

/** A change in one property draws only that one again: the others keep their draft object. */
export default React.memo(PropertyFieldset);

// The owners of the year: name, residence (which decides IRPF or modelo 210), their community and,
// optionally, their other income for the tax estimate.
import * as React from 'react';
import { useContext } from 'react';
import { COMMUNITIES } from '../../../core/tax/communities';
import { ADD_OWNER_ID, FormActionsContext } from './actions';
import type { OwnerDraft } from './draft';
import { MoneyInput, RowButton, SelectInput, TextInput } from './fields';
import { FORM_TEXT as T, RESIDENCE_OPTIONS } from './text';

export const COMMUNITY_SELECT = COMMUNITIES.map(({ code, name }) => ({ value: code, label: name }));

function OwnerFields({
  owner,
  index,
  alone,
}: {
  owner: OwnerDraft;
  index: number;
  alone: boolean;
}) {
  const actions = useContext(FormActionsContext);
  const at = `owners.${index}`;
  return (
    <fieldset className="return-part return-owner">
      <legend>{T.ownerLegend(index + 1)}</legend>
      <TextInput
        name={`${at}.name`}
        label={T.ownerName}
        hint={T.ownerNameHint}
        value={owner.name}
      />
      <SelectInput
        name={`${at}.residence`}
        label={T.residence}
        value={owner.residence}
        options={RESIDENCE_OPTIONS}
      />
      {owner.residence === 'resident' && (
        <>
          <SelectInput
            name={`${at}.taxResidence`}
            label={T.taxResidence}
            hint={T.taxResidenceHint}
            value={owner.taxResidence}
            options={COMMUNITY_SELECT}
            placeholder="Elige la comunidad"
          />
          <MoneyInput
            name={`${at}.otherIncome`}
            label={T.otherIncome}
            hint={T.otherIncomeHint}
            value={owner.otherIncome}
          />
        </>
      )}
      {!alone && (
        <RowButton
          remove
          label={T.removeOwner(index + 1)}
          onClick={() => actions.removeOwner(index)}
        />
      )}
    </fieldset>
  );
}

export default function OwnersFieldset({ owners }: { owners: readonly OwnerDraft[] }) {
  const actions = useContext(FormActionsContext);
  return (
    <div className="return-section">
      <h3>{T.ownersTitle}</h3>
      {owners.map((owner, k) => (
        <OwnerFields key={owner.key} owner={owner} index={k} alone={owners.length === 1} />
      ))}
      <RowButton id={ADD_OWNER_ID} label={T.addOwner} onClick={actions.addOwner} />
    </div>
  );
}

// One contract of the year: its dates, rent, and what decides its reduction (a relative, the tenant's
// age, a zona tensionada and the previous rent, rehabilitation works).
import * as React from 'react';
import { useContext } from 'react';
import { FormActionsContext } from './actions';
import type { ContractDraft } from './draft';
import { CheckInput, DateInput, MoneyInput, RowButton, WholeInput } from './fields';
import { CONTRACT_TEXT as T } from './text';

export default function ContractFields({
  contract,
  property,
  index,
}: {
  contract: ContractDraft;
  property: number;
  index: number;
}) {
  const actions = useContext(FormActionsContext);
  const at = `properties.${property}.contracts.${index}`;
  return (
    <fieldset className="return-row return-contract">
      <legend>{T.legend(index + 1)}</legend>
      <div className="return-row__fields">
        <DateInput name={`${at}.start`} label={T.start} hint={T.startHint} value={contract.start} />
        <DateInput name={`${at}.end`} label={T.end} hint={T.endHint} value={contract.end} />
      </div>
      <MoneyInput
        name={`${at}.monthlyRent`}
        label={T.monthlyRent}
        unit="€/mes"
        value={contract.monthlyRent}
      />
      <CheckInput name={`${at}.relative`} label={T.relative} value={contract.relative} />
      <WholeInput
        name={`${at}.tenantAge`}
        label={T.tenantAge}
        hint={T.tenantAgeHint}
        unit="años"
        value={contract.tenantAge}
      />
      <CheckInput
        name={`${at}.zonaTensionada`}
        label={T.zonaTensionada}
        value={contract.zonaTensionada}
      />
      {contract.zonaTensionada && (
        <MoneyInput
          name={`${at}.previousMonthlyRent`}
          label={T.previousMonthlyRent}
          hint={T.previousMonthlyRentHint}
          unit="€/mes"
          value={contract.previousMonthlyRent}
        />
      )}
      <CheckInput
        name={`${at}.rehabilitation`}
        label={T.rehabilitation}
        value={contract.rehabilitation}
      />
      <RowButton
        remove
        label={T.remove(index + 1)}
        onClick={() => actions.removeRow(property, 'contracts', index)}
      />
    </fieldset>
  );
}

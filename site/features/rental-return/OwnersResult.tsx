// Each owner's part by share: what a resident declares and the IRPF it adds, or a non-resident's
// modelo 210 lines (one per property and kind of income, at 19 % or 24 %).
import * as React from 'react';
import { formatEurosCents as eur, formatPercent } from '../../../core/format';
import type { OwnerResult } from '../../../core/tools/rental-return/result';
import Table from '../../components/ui/Table';
import { Figure } from './PropertyResultBlock';
import { RESULTS_TEXT as T } from './results-text';

function Modelo210({ owner, name }: { owner: OwnerResult; name: string }) {
  const lines = owner.modelo210 ?? [];
  if (lines.length === 0) return null;
  return (
    <Table caption={T.modelo210Caption(name)}>
      <thead>
        <tr>
          {T.modelo210Columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={`${line.property}-${line.kind}`}>
            <td>{line.property + 1}</td>
            <td>{T.modelo210Kind[line.kind]}</td>
            <td className="num">{eur(line.base)}</td>
            <td className="num">{formatPercent(line.ratePercent, { upTo: 2 })}</td>
            <td className="num">{eur(line.tax)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Owner({ owner }: { owner: OwnerResult }) {
  const k = owner.index + 1;
  const name = T.ownerTitle(k, owner.name.trim());
  const resident = owner.residence === 'resident';
  const tax210 = (owner.modelo210 ?? []).reduce((sum, line) => sum + line.tax, 0);
  return (
    <li className="return-owner-result">
      <p className="return-owner-result__title">{name}</p>
      <dl className="return-pairs">
        <div>
          <dt>{resident ? T.ownerDeclared : T.ownerRentBase}</dt>
          <dd>
            <Figure name={`owner.${k}.declaredIncome`} value={owner.declaredIncome} />
          </dd>
        </div>
        <div>
          <dt>{resident ? T.ownerImputed : T.ownerImputedBase}</dt>
          <dd>
            <Figure name={`owner.${k}.imputedIncome`} value={owner.imputedIncome} />
          </dd>
        </div>
        {!resident && (
          <div>
            <dt>{T.modelo210Tax}</dt>
            <dd>{eur(Math.round(tax210 * 100) / 100)}</dd>
          </div>
        )}
        {owner.taxEstimate !== undefined && (
          <div>
            <dt>{T.taxEstimate}</dt>
            <dd>
              <Figure name={`owner.${k}.taxEstimate`} value={owner.taxEstimate} />
            </dd>
          </div>
        )}
      </dl>
      {resident && (
        <p className="return-line__why">
          {owner.taxEstimateNote ?? T.noEstimate}
          {owner.marginalRatePercent !== undefined &&
            ` ${T.marginalRate(formatPercent(owner.marginalRatePercent, { upTo: 2 }))}`}
        </p>
      )}
      {owner.modelo210 && <Modelo210 owner={owner} name={name} />}
      {owner.modelo210?.map((line) => (
        <p key={`${line.property}-${line.kind}`} className="return-line__why">
          {line.explanation}
        </p>
      ))}
    </li>
  );
}

export default function OwnersResult({ owners }: { owners: readonly OwnerResult[] }) {
  return (
    <div className="return-block">
      <h3>{T.ownersTitle}</h3>
      <ul className="return-owners">
        {owners.map((owner) => (
          <Owner key={owner.index} owner={owner} />
        ))}
      </ul>
    </div>
  );
}

// Two owners: each one's tax on the rent (all years, and year by year) and on the gain, and the
// share of the property that makes their total the lowest.
import * as React from 'react';
import { formatEurosCents } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import Table from '../../components/ui/Table';
import { bestShareSentence, COUPLE_TEXT as T } from './couple-text';

export default function CoupleBlock({ analysis }: { analysis: AnalysisResult }) {
  const { couple, input } = analysis;
  if (!couple) return null;
  return (
    <div className="analysis-block" data-testid="couple">
      <h3>{T.title}</h3>
      <p className="field__hint">{T.intro}</p>
      {couple.owners.map((owner, index) => (
        <dl key={index} className="analysis-list" aria-label={T.owner(index, owner.share)}>
          <dt className="analysis-list__total">{T.owner(index, owner.share)}</dt>
          <dd className="analysis-list__total">
            {formatEurosCents(owner.rent + owner.capitalGains)}
          </dd>
          <dt>{T.rent}</dt>
          <dd data-result={`owner.${index + 1}.tax.rent`} data-value={owner.rent}>
            {formatEurosCents(owner.rent)}
          </dd>
          <dt>{T.capitalGains}</dt>
          <dd data-result={`owner.${index + 1}.tax.capitalGains`} data-value={owner.capitalGains}>
            {formatEurosCents(owner.capitalGains)}
          </dd>
        </dl>
      ))}
      <details>
        <summary>{T.yearsSummary}</summary>
        <Table caption={T.rent} className="table--compact">
          <thead>
            <tr>
              <th scope="col">{T.year}</th>
              {couple.owners.map((owner, index) => (
                <th key={index} scope="col" className="num">
                  {T.owner(index, owner.share)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {analysis.years.map((row, year) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                {couple.owners.map((owner, index) => (
                  <td key={index} className="num">
                    {formatEurosCents(owner.years[year] ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
      <h4>{T.bestTitle}</h4>
      <p
        data-result="bestOwnerSharePercent"
        data-value={couple.bestOwnerSharePercent ?? ''}
        data-saving={couple.saving}
      >
        {bestShareSentence(couple, input.ownerSharePercent, input.holdYears)}
      </p>
    </div>
  );
}

// Stress table: payment, highest payment (and its year) and total cost with Euríbor +1, +2, +3
// points (a fixed loan: the rate 1, 2 or 3 points higher).
import * as React from 'react';
import { useId } from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import Table from '../../components/ui/Table';
import type { MortgageOutcome } from './outcome';
import { STRESS_TEXT as TEXT } from './results-text';

export default function StressTable({ outcome }: { outcome: MortgageOutcome }) {
  const titleId = useId();
  const fixed = outcome.rateType === 'fixed';
  const intro =
    outcome.rateType === 'fixed'
      ? TEXT.introFixed
      : outcome.rateType === 'mixed'
        ? TEXT.introMixed
        : TEXT.introVariable;
  return (
    <section className="card stress" aria-labelledby={titleId}>
      <h3 id={titleId}>{fixed ? TEXT.titleFixed : TEXT.titleVariable}</h3>
      <p>{intro}</p>
      <Table caption={TEXT.caption} className="stress__table">
        <thead>
          <tr>
            <th scope="col">{TEXT.scenario}</th>
            <th scope="col">{fixed ? TEXT.payment : TEXT.peak}</th>
            <th scope="col">{TEXT.total}</th>
          </tr>
        </thead>
        <tbody>
          {outcome.stress.map((row) => (
            <tr key={row.points}>
              <th scope="row">
                {fixed ? TEXT.rate(row.points) : TEXT.euribor(row.points)}{' '}
                <small className="stress__detail">{formatPercent(row.rate, fixed ? 2 : 3)}</small>
              </th>
              <td>
                <span
                  data-result={`stressPayment${row.points}`}
                  data-value={String(row.peakPayment)}
                >
                  {formatEurosCents(row.peakPayment)}
                </span>
                {!fixed && (
                  <>
                    {' '}
                    <small className="stress__detail">{TEXT.peakYear(row.peakYear)}</small>
                  </>
                )}
              </td>
              <td>
                <span
                  data-result={`stressTotal${row.points}`}
                  data-value={String(row.totalPayment)}
                >
                  {formatEuros(row.totalPayment)}
                </span>{' '}
                <small className="stress__detail">{TEXT.more(formatEuros(row.extraCost))}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}

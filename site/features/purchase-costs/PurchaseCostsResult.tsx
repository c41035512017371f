// The purchase-costs result: rates date, totals, breakdown with the rate of each tax, sources, groups, notes.
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import type { PurchaseCostsResult as Result } from '../../../core/tax/purchase-costs';
import Callout from '../../components/ui/Callout';
import ResultCard from '../../components/ui/ResultCard';
import Table from '../../components/ui/Table';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
import { formatDate } from '../../../core/format';
import { breakdownRows, compactRate, expenseShare, sourceRows } from './breakdown';
import { purchaseWarnings } from './financing';
import { RATES_AS_OF_LABEL, RESULT_TEXT as T } from './result-text';

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A figure with the data attributes the tests read. */
function Figure({ field, value, text }: { field: string; value: number; text: string }) {
  return (
    <span data-result={field} data-value={String(value)}>
      {text}
    </span>
  );
}

export default function PurchaseCostsResult({ result, stale }: { result: Result; stale: boolean }) {
  const share = expenseShare(result);
  const groups = [
    { field: 'breakdown.taxes', label: T.taxes, value: result.breakdown.taxes },
    {
      field: 'breakdown.officialFees',
      label: T.officialFees,
      value: result.breakdown.officialFees,
    },
    { field: 'breakdown.otherCosts', label: T.otherCosts, value: result.breakdown.otherCosts },
  ];
  return (
    <ResultsPanel title={T.title} stale={stale}>
      <p className="tax-result__asof" data-result="ratesAsOf" data-value={result.ratesAsOf}>
        {capitalize(RATES_AS_OF_LABEL)}{' '}
        <time dateTime={result.ratesAsOf}>{formatDate(result.ratesAsOf)}</time> {T.deedDateNote}.{' '}
        {T.newestRule(result.communityName)}{' '}
        <time dateTime={result.newestRule} data-result="newestRule">
          {formatDate(result.newestRule)}
        </time>
        .
      </p>
      <div className="result-grid">
        <ResultCard
          headline
          field="totalCosts"
          label={T.totalCosts}
          value={result.totalCosts}
          format="euros"
        />
        {/* ResultCard's percent format has two decimals; the spec wants one here. */}
        <div className="result-card result-card--neutral">
          <p className="result-card__label">{T.expenseShare}</p>
          <p className="result-card__value">
            <Figure field="expenseShare" value={share} text={formatPercent(share, 1)} />
          </p>
        </div>
        <ResultCard
          field="totalWithProperty"
          label={T.totalWithProperty}
          value={result.totalWithProperty}
          format="euros"
        />
        <ResultCard
          field="cashNeeded"
          label={T.cashNeeded}
          value={result.cashNeeded}
          format="euros"
          hint={T.cashNeededHint}
        />
      </div>
      {purchaseWarnings(result).map((warning) => (
        <div key={warning.key} data-warning={warning.key}>
          <Callout tone="warning">
            <p>{warning.text}</p>
          </Callout>
        </div>
      ))}
      <Table caption={T.breakdownTitle}>
        <thead>
          <tr>
            <th scope="col">{T.concept}</th>
            <th scope="col">{T.amount}</th>
          </tr>
        </thead>
        <tbody>
          {breakdownRows(result).map((row) => (
            <tr key={row.field}>
              <th scope="row">
                {row.name}
                {row.rate && (
                  <>
                    {' ('}
                    <Figure
                      field={row.rate.field}
                      value={row.rate.value}
                      text={compactRate(row.rate.value)}
                    />
                    {')'}
                  </>
                )}
              </th>
              <td className="num">
                <Figure field={row.field} value={row.value} text={formatEuros(row.value)} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{T.totalCosts}</th>
            <td className="num">{formatEuros(result.totalCosts)}</td>
          </tr>
        </tfoot>
      </Table>
      <h3>{T.sourcesTitle}</h3>
      <ul className="tax-sources">
        {sourceRows(result).map((row) => (
          <li key={row.tax} data-source={row.tax}>
            {row.tax} {compactRate(row.rate)}: <a href={row.url}>{`${T.source} (${row.host})`}</a>,{' '}
            {T.inForceSince} <time dateTime={row.validFrom}>{formatDate(row.validFrom)}</time>,{' '}
            {T.confidence[row.confidence]}
            {row.pending && (
              <>
                . <strong>{capitalize(T.pending)}</strong>: {row.pending}
              </>
            )}
            .
          </li>
        ))}
      </ul>
      <h3>{T.groupsTitle}</h3>
      <dl className="tax-dl">
        {groups.map((group) => (
          <div key={group.field}>
            <dt>{group.label}</dt>
            <dd>
              <Figure field={group.field} value={group.value} text={formatEuros(group.value)} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{T.taxBase}</dt>
          <dd>
            <Figure field="taxBase" value={result.taxBase} text={formatEuros(result.taxBase)} />
          </dd>
        </div>
        <div>
          <dt>{T.loanAmount}</dt>
          <dd>
            <Figure
              field="loanAmount"
              value={result.loanAmount}
              text={formatEuros(result.loanAmount)}
            />
          </dd>
        </div>
      </dl>
      <ResultNotes notes={result.notes} />
    </ResultsPanel>
  );
}

// The purchase-costs result: rates date, totals, breakdown with the rate of each tax, sources, groups, notes.
import * as React from 'react';
import { formatDate, formatEuros } from '../../../core/format';
import type { PurchaseCostsResult as Result } from '../../../core/tax/purchase-costs';
import Callout from '../../components/ui/Callout';
import ResultGrid, { ResultList } from '../../components/ui/ResultGrid';
import Table from '../../components/ui/Table';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
import { breakdownRows, compactRate, sourceRows } from './breakdown';
import { purchaseWarnings } from './financing';
import { PURCHASE_COSTS_GROUP_ROWS, PURCHASE_COSTS_RESULT_ROWS } from './result-rows';
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

function RatesAsOf({ result }: { result: Result }) {
  return (
    <p className="tax-result__asof" data-result="ratesAsOf" data-value={result.ratesAsOf}>
      {capitalize(RATES_AS_OF_LABEL)}{' '}
      <time dateTime={result.ratesAsOf}>{formatDate(result.ratesAsOf)}</time> {T.deedDateNote}.{' '}
      {T.newestRule(result.communityName)}{' '}
      <time dateTime={result.newestRule} data-result="newestRule">
        {formatDate(result.newestRule)}
      </time>
      .
    </p>
  );
}

function BreakdownTable({ result }: { result: Result }) {
  return (
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
  );
}

function RateSources({ result }: { result: Result }) {
  return (
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
  );
}

export default function PurchaseCostsResult({ result, stale }: { result: Result; stale: boolean }) {
  return (
    <ResultsPanel title={T.title} stale={stale}>
      <RatesAsOf result={result} />
      <ResultGrid rows={PURCHASE_COSTS_RESULT_ROWS} result={result} />
      {purchaseWarnings(result).map((warning) => (
        <div key={warning.key} data-warning={warning.key}>
          <Callout tone="warning">
            <p>{warning.text}</p>
          </Callout>
        </div>
      ))}
      <BreakdownTable result={result} />
      <h3>{T.sourcesTitle}</h3>
      <RateSources result={result} />
      <h3>{T.groupsTitle}</h3>
      <ResultList rows={PURCHASE_COSTS_GROUP_ROWS} result={result} />
      <ResultNotes notes={result.notes} />
    </ResultsPanel>
  );
}

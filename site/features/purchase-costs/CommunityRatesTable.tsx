// Table of purchase-tax rates per community, generated from the engine's tables (never typed by hand).
import * as React from 'react';
import { communityPagePath } from '../../../core/community-pages';
import { RATES_AS_OF } from '../../../core/tax/purchase-rates';
import { AUDIT_2026_11 } from '../../../core/tax/sourced';
import Table from '../../components/ui/Table';
import { formatDate } from '../../../core/format';
import { communityRateRows, type RateLine } from './community-rates';
import { GUIDE_TEXT as T } from './guide-text';

function Line({ line, reduced }: { line: RateLine; reduced?: boolean }) {
  return (
    <span className={reduced ? 'tax-rates__line tax-rates__line--reduced' : 'tax-rates__line'}>
      <a href={line.url}>{line.text}</a>
      {line.pending && (
        <>
          {' '}
          <span className="tax-rates__pending" title={line.pending}>
            ({T.pending})
          </span>
        </>
      )}
    </span>
  );
}

function Lines({ lines, muted }: { lines: readonly RateLine[]; muted?: readonly RateLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <Line key={line.text} line={line} />
      ))}
      {muted?.map((line) => (
        <Line key={line.text} line={line} reduced />
      ))}
    </>
  );
}

export default function CommunityRatesTable() {
  // The newest entries are the rates in force on the day of the last review.
  const rows = communityRateRows(AUDIT_2026_11);
  return (
    <Table
      className="tax-rates"
      regionClassName="tax-rates-region"
      caption={
        <>
          {T.tableTitle} ({T.newestRule}{' '}
          <time dateTime={RATES_AS_OF}>{formatDate(RATES_AS_OF)}</time>; {T.reviewed}{' '}
          <time dateTime={AUDIT_2026_11}>{formatDate(AUDIT_2026_11)}</time>)
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col">{T.colCommunity}</th>
          <th scope="col">{T.colItp}</th>
          <th scope="col">{T.colNewHome}</th>
          <th scope="col">{T.colAjd}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">
              <a href={communityPagePath(row.code)}>{row.name}</a>
              <span className="tax-rates__since">
                {T.since} <time dateTime={row.newestRule}>{formatDate(row.newestRule)}</time>
              </span>
            </th>
            <td>
              <Lines lines={row.itp} muted={row.itpReduced} />
            </td>
            <td>
              <Lines lines={[row.newHomeTax]} muted={row.newHomeReduced} />
            </td>
            <td>
              <Lines lines={row.ajd} muted={row.ajdReduced} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

// Table of purchase-tax rates per community, generated from the engine's tables (never typed by hand).
import * as React from 'react';
import { RATES_AS_OF } from '../../../core/tax/purchase-rates';
import Table from '../../components/ui/Table';
import { formatSpanishDate } from '../../lib/dates';
import { communityRateRows } from './community-rates';
import { GUIDE_TEXT as T } from './guide-text';
import { RATES_AS_OF_LABEL } from './text';

function Lines({ lines, muted }: { lines: readonly string[]; muted?: readonly string[] }) {
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="tax-rates__line">
          {line}
        </span>
      ))}
      {muted?.map((line) => (
        <span key={line} className="tax-rates__line tax-rates__line--reduced">
          {line}
        </span>
      ))}
    </>
  );
}

export default function CommunityRatesTable() {
  const rows = communityRateRows();
  return (
    <Table
      className="tax-rates"
      caption={
        <>
          {T.tableTitle} ({RATES_AS_OF_LABEL}{' '}
          <time dateTime={RATES_AS_OF}>{formatSpanishDate(RATES_AS_OF)}</time>)
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
            <th scope="row">{row.name}</th>
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

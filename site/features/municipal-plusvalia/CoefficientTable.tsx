// The dated table of maximum plusvalía coefficients by years held, straight from the engine.
import * as React from 'react';
import { formatNumber } from '../../../core/format';
import {
  PLUSVALIA_COEFFICIENTS,
  PLUSVALIA_MAX_YEARS,
} from '../../../core/tax/plusvalia-coefficients';
import Table from '../../components/ui/Table';
import { formatDate } from '../../../core/format';
import { MP_RESULTS_TEXT as T } from './results-text';

export default function CoefficientTable() {
  const { coefficients, validFrom } = PLUSVALIA_COEFFICIENTS;
  return (
    <Table
      className="tax-coefficients"
      caption={
        <>
          {T.tableTitle}. <time dateTime={validFrom}>{T.tableAsOf(formatDate(validFrom))}</time>
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col">{T.years}</th>
          <th scope="col">{T.coefficient}</th>
        </tr>
      </thead>
      <tbody>
        {coefficients.map((coefficient, years) => (
          <tr key={years}>
            <th scope="row">
              {years === 0
                ? T.lessThanYear
                : years === PLUSVALIA_MAX_YEARS
                  ? T.orMore(years)
                  : years}
            </th>
            <td
              className="num"
              data-result={`coefficients.${years}`}
              data-value={String(coefficient)}
            >
              {formatNumber(coefficient, 2)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

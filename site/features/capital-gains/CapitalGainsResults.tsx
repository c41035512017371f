// Capital-gains result cards and the IRPF bracket breakdown table.
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import ResultGrid from '../../components/ui/ResultGrid';
import Table from '../../components/ui/Table';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
import { CG_RESULT_ROWS } from './result-rows';
import { CG_RESULTS_TEXT as T } from './results-text';

function Cell({ field, value, text }: { field: string; value: number; text: string }) {
  return (
    <td className="num" data-result={field} data-value={String(value)}>
      {text}
    </td>
  );
}

export default function CapitalGainsResults({
  result,
  stale,
}: {
  result: CapitalGainsResult;
  /** The figures belong to earlier inputs. */
  stale: boolean;
}) {
  return (
    <ResultsPanel title={T.resultTitle} stale={stale}>
      <ResultGrid rows={CG_RESULT_ROWS} result={result} />
      {result.brackets.length === 0 ? (
        <p>{T.noBrackets}</p>
      ) : (
        <Table caption={T.bracketsTitle} data-result="brackets">
          <thead>
            <tr>
              <th scope="col">{T.bracket}</th>
              <th scope="col">{T.rate}</th>
              <th scope="col">{T.base}</th>
              <th scope="col">{T.tax}</th>
            </tr>
          </thead>
          <tbody>
            {result.brackets.map((bracket, index) => (
              <tr key={bracket.from}>
                <th scope="row">
                  {bracket.to === null
                    ? T.from(formatEuros(bracket.from))
                    : T.range(formatEuros(bracket.from), formatEuros(bracket.to))}
                </th>
                <Cell
                  field={`brackets.${index}.rate`}
                  value={bracket.rate}
                  text={formatPercent(bracket.rate, 0)}
                />
                <Cell
                  field={`brackets.${index}.base`}
                  value={bracket.base}
                  text={formatEuros(bracket.base)}
                />
                <Cell
                  field={`brackets.${index}.tax`}
                  value={bracket.tax}
                  text={formatEuros(bracket.tax)}
                />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {T.total}
              </th>
              <Cell
                field="taxableGain"
                value={result.taxableGain}
                text={formatEuros(result.taxableGain)}
              />
              <td className="num">{formatEuros(result.capitalGainsTax)}</td>
            </tr>
          </tfoot>
        </Table>
      )}
      <ResultNotes notes={result.notes} />
    </ResultsPanel>
  );
}

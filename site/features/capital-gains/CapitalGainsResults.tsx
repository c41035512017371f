// Capital-gains result cards and the IRPF bracket breakdown table.
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import ResultCard from '../../components/ui/ResultCard';
import Table from '../../components/ui/Table';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
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
  const tone = (value: number) => (value >= 0 ? 'positive' : 'negative');
  return (
    <ResultsPanel title={T.resultTitle} stale={stale}>
      <div className="result-grid">
        <ResultCard
          headline
          field="capitalGainsTax"
          label={T.capitalGainsTax}
          value={result.capitalGainsTax}
          format="euros"
          hint={T.effectiveRate(formatPercent(result.effectiveRate))}
        />
        <ResultCard
          field="grossProfit"
          label={T.grossProfit}
          value={result.grossProfit}
          format="euros"
          hint={T.grossProfitHint}
        />
        <ResultCard
          field="netProfit"
          label={result.netProfit < 0 ? T.netLoss : T.netProfit}
          value={result.netProfit}
          format="euros"
          hint={result.netProfit < 0 ? T.netLossHint : T.netProfitHint}
          tone={tone(result.netProfit)}
        />
        <ResultCard
          field="netProfitAfterTax"
          label={T.netProfitAfterTax}
          value={result.netProfitAfterTax}
          format="euros"
          tone={tone(result.netProfitAfterTax)}
        />
        <ResultCard
          field="annualizedReturn"
          label={T.annualizedReturn}
          value={result.annualizedReturn}
          format="percent"
          hint={T.annualizedReturnHint}
          tone={tone(result.annualizedReturn)}
        />
        {result.exemptGain > 0 && (
          <ResultCard
            field="exemptGain"
            label={T.exemptGain}
            value={result.exemptGain}
            format="euros"
          />
        )}
      </div>
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

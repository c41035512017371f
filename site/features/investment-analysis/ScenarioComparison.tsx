// The saved analyses the visitor ticked, side by side: the overall winner, each metric's figures
// with its best in bold, and the sentence that says why.
import * as React from 'react';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import Table from '../../components/ui/Table';
import { compareAnalyses, formatCompared, overallWinner } from './compare';
import { VERDICT_WORDS } from './verdict-text';

const TEXT = {
  compareTitle: 'Comparación',
  compareCaption: 'Los análisis marcados, lado a lado; en negrita, el mejor de cada fila.',
  metric: 'Indicador',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface Compared {
  name: string;
  analysis: AnalysisResult;
}

export default function ScenarioComparison({ compared }: { compared: readonly Compared[] }) {
  const rows = compared.length >= 2 ? compareAnalyses(compared) : [];
  const overall = compared.length >= 2 ? overallWinner(compared) : null;
  if (rows.length === 0) return null;
  return (
    <div className="analysis-compare" data-testid="scenario-comparison">
      <h4>{TEXT.compareTitle}</h4>
      {overall && (
        <p
          className="analysis-compare__winner"
          data-result="comparison.winner"
          data-value={overall.winner === null ? '' : (compared[overall.winner]?.name ?? '')}
        >
          <strong>{overall.sentence}</strong>
        </p>
      )}
      <Table caption={TEXT.compareCaption}>
        <thead>
          <tr>
            <th scope="col">{TEXT.metric}</th>
            {compared.map((c) => (
              <th key={c.name} scope="col">
                {c.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">¿Me compensa?</th>
            {compared.map((c, index) => (
              <td
                key={c.name}
                className={overall?.winner === index ? 'is-best' : undefined}
                data-result={`comparison.verdict.${index}`}
                data-value={c.analysis.verdict.verdict}
              >
                {VERDICT_WORDS[c.analysis.verdict.verdict]}
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.metric.key}>
              <th scope="row">{capitalised(row.metric.label)}</th>
              {row.values.map((value, index) => (
                <td
                  key={compared[index]?.name}
                  className={row.winner === index ? 'is-best' : undefined}
                >
                  {formatCompared(value, row.metric.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <ul className="analysis-compare__why">
        {rows.map((row) => (
          <li key={row.metric.key}>{row.sentence}</li>
        ))}
      </ul>
    </div>
  );
}

// Result of the municipal plusvalía: tax due and both methods, the one due marked.
import * as React from 'react';
import { formatEuros, formatNumber, formatPercent } from '../../../core/format';
import { round } from '../../../core/round';
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import ResultCard from '../../components/ui/ResultCard';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
import { MP_RESULTS_TEXT as T } from './results-text';
import { methodName } from './text';

export { methodName } from './text';

/** Two decimals as in the table; four for a coefficient prorated by months (0,0750). */
function coefficientText(value: number): string {
  return formatNumber(value, round(value, 2) === value ? 2 : 4);
}

interface Line {
  field: string;
  label: string;
  value: number;
  text: string;
}

function Method({ title, due, lines }: { title: string; due: boolean; lines: readonly Line[] }) {
  return (
    <div className={due ? 'tax-method tax-method--due' : 'tax-method'} data-due={due}>
      <h3>
        {title}
        {due && <span className="badge tax-method__badge">{T.due}</span>}
      </h3>
      <dl className="tax-dl">
        {lines.map((line) => (
          <div key={line.field}>
            <dt>{line.label}</dt>
            <dd data-result={line.field} data-value={String(line.value)}>
              {line.text}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export default function MunicipalPlusvaliaResultView({
  result,
  stale,
}: {
  result: MunicipalPlusvaliaResult;
  /** The figures belong to earlier inputs. */
  stale: boolean;
}) {
  const { objective, real } = result;
  return (
    <ResultsPanel title={T.resultTitle} stale={stale} legend={false}>
      <ResultCard
        headline
        field="tax"
        label={T.tax}
        value={result.tax}
        format="euros"
        tone="neutral"
      >
        <p className="result-card__hint" data-result="method" data-method={result.method}>
          {result.notSubject ? T.notSubject : T.methodChosen(methodName(result.method))}
        </p>
      </ResultCard>
      <div className="tax-methods">
        <Method
          title={T.objective}
          due={result.method === 'objective'}
          lines={[
            {
              field: 'objective.landValue',
              label: T.landValue,
              value: objective.landValue,
              text: formatEuros(objective.landValue),
            },
            {
              field: 'objective.coefficient',
              label: T.coefficient,
              value: objective.coefficient,
              text: coefficientText(objective.coefficient),
            },
            {
              field: 'objective.base',
              label: T.base,
              value: objective.base,
              text: formatEuros(objective.base),
            },
            {
              field: 'objective.quota',
              label: T.quota,
              value: objective.quota,
              text: formatEuros(objective.quota),
            },
          ]}
        />
        <Method
          title={T.real}
          due={result.method === 'real'}
          lines={[
            { field: 'real.gain', label: T.gain, value: real.gain, text: formatEuros(real.gain) },
            {
              field: 'real.landShare',
              label: T.landShare,
              value: real.landShare,
              text: formatPercent(real.landShare * 100),
            },
            { field: 'real.base', label: T.base, value: real.base, text: formatEuros(real.base) },
            {
              field: 'real.quota',
              label: T.quota,
              value: real.quota,
              text: formatEuros(real.quota),
            },
          ]}
        />
      </div>
      <ResultNotes notes={result.notes} />
    </ResultsPanel>
  );
}

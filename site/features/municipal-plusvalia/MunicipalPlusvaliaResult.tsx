// Result of the municipal plusvalía: tax due and both methods, the one due marked.
import * as React from 'react';
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import ResultCard from '../../components/ui/ResultCard';
import { ResultList, type ResultRow } from '../../components/ui/ResultGrid';
import { ResultNotes, ResultsPanel } from '../calculator/ResultsPanel';
import { OBJECTIVE_ROWS, REAL_ROWS } from './result-rows';
import { MP_RESULTS_TEXT as T } from './results-text';
import { methodName } from './text';

function Method({
  title,
  due,
  rows,
  result,
}: {
  title: string;
  due: boolean;
  rows: readonly ResultRow<MunicipalPlusvaliaResult>[];
  result: MunicipalPlusvaliaResult;
}) {
  return (
    <div className={due ? 'tax-method tax-method--due' : 'tax-method'} data-due={due}>
      <h3>
        {title}
        {due && <span className="badge tax-method__badge">{T.due}</span>}
      </h3>
      <ResultList rows={rows} result={result} />
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
          rows={OBJECTIVE_ROWS}
          result={result}
        />
        <Method title={T.real} due={result.method === 'real'} rows={REAL_ROWS} result={result} />
      </div>
      <ResultNotes notes={result.notes} />
    </ResultsPanel>
  );
}

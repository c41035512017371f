// The return's results: the answer first (what you declare), each owner's part, then property by
// property and contract by contract, and the readings taken where the law leaves room.
import * as React from 'react';
import type { ReturnDocument } from '../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../core/tools/rental-return/result';
import ResultCard from '../../components/ui/ResultCard';
import OwnersResult from './OwnersResult';
import PropertyResultBlock from './PropertyResultBlock';
import { RESULTS_TEXT as T } from './results-text';

export interface ReturnResultsProps {
  result: ReturnResult;
  /** The document the result is of (the PDF and Excel read it). */
  document: ReturnDocument;
  /** The form has changed since and cannot be computed: these figures are the earlier ones. */
  stale: boolean;
  /** The PDF and Excel buttons, beside the title. */
  downloads?: React.ReactNode;
}

export default function ReturnResults({ result, stale, downloads }: ReturnResultsProps) {
  const titleId = React.useId();
  const { total } = result;
  return (
    <section
      className={
        stale ? 'card tool__results return-results is-stale' : 'card tool__results return-results'
      }
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="tool__results-head">
        <h2 id={titleId}>{T.title(result.taxYear)}</h2>
        {downloads && <div className="tool__results-actions no-print">{downloads}</div>}
      </div>
      {stale && (
        <p className="callout callout--warning stale-note" role="status">
          {T.stale}
        </p>
      )}
      <p className="return-answer">{T.answer(total.declaredIncome, total.imputedIncome)}</p>
      <div className="result-grid">
        <ResultCard
          field="total.declaredIncome"
          label={T.totalDeclared}
          value={total.declaredIncome}
          format="eurosCents"
          hint={T.totalDeclaredHint}
          headline
        />
        <ResultCard
          field="total.imputedIncome"
          label={T.totalImputed}
          value={total.imputedIncome}
          format="eurosCents"
          hint={T.totalImputedHint}
        />
      </div>
      <OwnersResult owners={result.owners} />
      {result.properties.map((property) => (
        <PropertyResultBlock key={property.index} property={property} taxYear={result.taxYear} />
      ))}
      <details className="tool__method">
        <summary>{T.methodTitle}</summary>
        <p>{T.methodIntro}</p>
        <ul>
          {result.readings.map((reading) => (
            <li key={reading}>{reading}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

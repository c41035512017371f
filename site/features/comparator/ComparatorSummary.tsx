// The summary card from two properties on: the best gross yield, net yield and price per m².
import * as React from 'react';
import type { CardExtras } from '../../../core/tools/comparator/card-extras';
import {
  BEST_LABELS,
  type BestProperties,
  type Property,
} from '../../../core/tools/comparator/engine';
import ResultCard, { type ResultFormat } from '../../components/ui/ResultCard';
import { COMPARATOR_TEXT } from './text';

const ROWS: readonly { key: keyof BestProperties; field: string; format: ResultFormat }[] = [
  { key: 'grossYield', field: 'bestGrossYield', format: 'percent' },
  { key: 'netYield', field: 'bestNetYield', format: 'percent' },
  { key: 'pricePerM2', field: 'bestPricePerM2', format: 'euros' },
];

/** Shown once the cards' figures are known (just after the first card). */
export default function ComparatorSummary({
  properties,
  extras,
}: {
  properties: readonly Property[];
  extras: CardExtras | undefined;
}) {
  const best = extras?.best;
  const titleId = React.useId();
  if (!best) return null;
  return (
    <section className="card comparator-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{COMPARATOR_TEXT.summaryTitle}</h2>
      <div className="result-grid">
        {ROWS.map(({ key, field, format }) => {
          const winner = properties.find((property) => property.id === best[key]);
          const figures = winner && extras?.figures[winner.id];
          if (!winner || !figures) return null;
          return (
            <ResultCard
              key={key}
              field={field}
              label={BEST_LABELS[key]}
              value={figures.metrics[key]}
              format={format}
              tone="positive"
              hint={winner.name}
            />
          );
        })}
      </div>
    </section>
  );
}

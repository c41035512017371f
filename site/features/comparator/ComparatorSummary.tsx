// The summary card from two properties on: the best gross yield, net yield and price per m².
import * as React from 'react';
import {
  BEST_LABELS,
  bestOf,
  propertyMetrics,
  type BestProperties,
  type Property,
  type PurchaseCostsById,
} from '../../../core/tools/comparator/engine';
import ResultCard, { type ResultFormat } from '../../components/ui/ResultCard';
import { COMPARATOR_TEXT } from './text';

const ROWS: readonly { key: keyof BestProperties; field: string; format: ResultFormat }[] = [
  { key: 'grossYield', field: 'bestGrossYield', format: 'percent' },
  { key: 'netYield', field: 'bestNetYield', format: 'percent' },
  { key: 'pricePerM2', field: 'bestPricePerM2', format: 'euros' },
];

/** Shown once each property's purchase costs are known: the net yield needs them. */
export default function ComparatorSummary({
  properties,
  purchaseCosts,
}: {
  properties: readonly Property[];
  purchaseCosts: PurchaseCostsById | undefined;
}) {
  const best = purchaseCosts ? bestOf(properties, purchaseCosts) : undefined;
  const titleId = React.useId();
  if (!best) return null;
  return (
    <section className="card comparator-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{COMPARATOR_TEXT.summaryTitle}</h2>
      <div className="result-grid">
        {ROWS.map(({ key, field, format }) => {
          const winner = properties.find((property) => property.id === best[key]);
          if (!winner || !purchaseCosts) return null;
          return (
            <ResultCard
              key={key}
              field={field}
              label={BEST_LABELS[key]}
              value={propertyMetrics(winner, purchaseCosts[winner.id] ?? 0)[key]}
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

// The figures a page shows with their one-sentence formulas, from core/metrics.ts: tools, method notes, info.
import * as React from 'react';
import type { MetricDefinition } from '../../../core/metrics';

/** A definition list of metrics: name, formula and, with `notes`, what its words mean. */
export default function MetricFormulas({
  metrics,
  notes = false,
}: {
  metrics: readonly MetricDefinition[];
  notes?: boolean;
}) {
  return (
    <dl className="formula-list">
      {metrics.map((metric) => (
        <div key={metric.name}>
          <dt>{metric.name}</dt>
          <dd>
            {metric.formula}
            {notes && metric.note ? ` ${metric.note}` : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

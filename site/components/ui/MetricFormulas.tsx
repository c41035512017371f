// The figures a page shows with their one-sentence formulas, from core/metrics.ts: tools, method notes, info.
import * as React from 'react';
import type { MetricDefinition } from '../../../core/metrics';

/** A definition list of metrics: name, formula and, where there is room, `more` about each one. */
export default function MetricFormulas({
  metrics,
  more,
}: {
  metrics: readonly MetricDefinition[];
  more?: (metric: MetricDefinition) => string;
}) {
  return (
    <dl className="formula-list">
      {metrics.map((metric) => (
        <div key={metric.name}>
          <dt>{metric.name}</dt>
          <dd>
            {metric.formula}
            {more && ` ${more(metric)}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}

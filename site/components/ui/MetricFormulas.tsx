// The figures a page shows with their one-sentence formulas, from core/metrics.ts: tools, method notes, info.
import * as React from 'react';
import type { MetricDefinition } from '../../../core/metrics';

/** A definition list of metrics: each name with its formula. */
export default function MetricFormulas({ metrics }: { metrics: readonly MetricDefinition[] }) {
  return (
    <dl className="formula-list">
      {metrics.map((metric) => (
        <div key={metric.name}>
          <dt>{metric.name}</dt>
          <dd>{metric.formula}</dd>
        </div>
      ))}
    </dl>
  );
}

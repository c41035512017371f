// The residents' IRPF under the taxes: the marginal rate found and how it was computed.
import * as React from 'react';
import { formatPercent } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import { irpfLines } from './irpf-text';

export default function IrpfBlock({ analysis }: { analysis: AnalysisResult }) {
  const { marginalRate, rateLabel, rates, lines } = irpfLines(analysis);
  if (marginalRate === null) return null;
  return (
    <div className="analysis-block" data-testid="irpf-scales">
      <dl className="analysis-list">
        <dt>{rateLabel}</dt>
        <dd data-result="marginalRateYear1" data-value={marginalRate}>
          {(rates.length > 0 ? rates : [marginalRate])
            .map((rate) => formatPercent(rate, { upTo: 2 }))
            .join(' y ')}
        </dd>
      </dl>
      {lines.map((line) => (
        <p key={line} className="field__hint">
          {line}
        </p>
      ))}
    </div>
  );
}

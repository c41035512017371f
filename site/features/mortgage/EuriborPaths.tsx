// A variable or mixed loan on the Euríbor path the user picks: it rises, stays or falls at each
// yearly review (core/tools/mortgage/rate-path.ts, euriborPath), with the payments and the cost.
import * as React from 'react';
import { useId, useState } from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import type { EuriborPathKind } from '../../../core/tools/mortgage/rate-path';
import type { MortgageOutcome } from './outcome';
import { PATH_TEXT as TEXT } from './results-text';

export default function EuriborPaths({ outcome }: { outcome: MortgageOutcome }) {
  const [kind, setKind] = useState<EuriborPathKind>('rising');
  const titleId = useId();
  const hintId = useId();
  const scenario = outcome.paths.find((path) => path.kind === kind);
  if (!scenario) return null;
  const rates = scenario.path.map((value) => formatPercent(value, { upTo: 3 }));
  const rows: [string, string, string, number, string?][] = [
    [
      TEXT.first,
      'pathFirstPayment',
      formatEurosCents(scenario.firstPayment),
      scenario.firstPayment,
    ],
    [
      TEXT.peak,
      'pathPeakPayment',
      formatEurosCents(scenario.peakPayment),
      scenario.peakPayment,
      TEXT.peakYear(scenario.peakYear),
    ],
    [TEXT.total, 'pathTotalPayment', formatEuros(scenario.totalPayment), scenario.totalPayment],
    [TEXT.difference, 'pathExtraCost', TEXT.signed(scenario.extraCost), scenario.extraCost],
  ];
  return (
    <section className="card euribor-paths" aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXT.title}</h3>
      <p>{outcome.rateType === 'mixed' ? TEXT.introMixed : TEXT.intro}</p>
      <fieldset className="field rate-type" aria-describedby={hintId}>
        <legend>{TEXT.legend}</legend>
        <div className="rate-type__options">
          {outcome.paths.map((option) => (
            <label key={option.kind} className="rate-type__option">
              <input
                type="radio"
                name="euriborPath"
                value={option.kind}
                checked={option.kind === kind}
                onChange={() => setKind(option.kind)}
              />
              <span>{TEXT.kinds[option.kind]}</span>
            </label>
          ))}
        </div>
        <p
          id={hintId}
          className="field__hint"
          data-result="pathRates"
          data-value={scenario.path.join(' ')}
        >
          {TEXT.describe(kind, rates)}
        </p>
      </fieldset>
      <dl className="advanced__figures" aria-live="polite">
        {rows.map(([label, field, text, value, detail]) => (
          <div key={field}>
            <dt>{label}</dt>
            <dd data-result={field} data-value={String(value)}>
              {text}
              {detail && <small className="stress__detail">{detail}</small>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

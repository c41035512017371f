// One result figure: label, formatted value (data-result / data-value for tests), a hint and its tone.
import * as React from 'react';
import { formatEuros, formatEurosCents, formatNumber, formatPercent } from '../../../core/format';
import { round } from '../../../core/round';

export type ResultFormat =
  | 'euros'
  | 'eurosCents'
  | 'eurosAsTyped'
  | 'percent'
  | 'percentOne'
  | 'fraction'
  | 'coefficient'
  | 'number';
export type ResultTone = 'positive' | 'negative' | 'neutral';

export interface ResultCardProps {
  field: string;
  label: string;
  /** null: the figure does not exist (no IRR, no loan) and the card says `missing` instead. */
  value: number | null;
  format: ResultFormat;
  tone?: ResultTone;
  hint?: string;
  /** The tool's one headline figure: larger, first, on the brand surface. */
  headline?: boolean;
  missing?: string;
  children?: React.ReactNode;
}

const FORMATTERS: Readonly<Record<ResultFormat, (value: number) => string>> = {
  euros: formatEuros,
  eurosCents: formatEurosCents,
  // An amount the person typed: its cents when it has them (120,50 €), none otherwise (185.000 €).
  eurosAsTyped: (value) => (Number.isInteger(value) ? formatEuros(value) : formatEurosCents(value)),
  percent: (value) => formatPercent(value),
  percentOne: (value) => formatPercent(value, 1),
  fraction: (value) => formatPercent(value * 100),
  // Two decimals as in the legal tables; four for one prorated by months (0,0750).
  coefficient: (value) => formatNumber(value, round(value, 2) === value ? 2 : 4),
  number: (value) => formatNumber(value, Number.isInteger(value) ? 0 : 2),
};

/** A figure that is not finite is shown (and reported) as 0: NaN never reaches the screen. */
export function formatResult(value: number, format: ResultFormat): string {
  return FORMATTERS[format](Number.isFinite(value) ? value : 0);
}

export default function ResultCard({
  field,
  label,
  value,
  format,
  tone = 'neutral',
  hint,
  headline = false,
  missing = '—',
  children,
}: ResultCardProps) {
  const safe = value === null ? null : Number.isFinite(value) ? value : 0;
  const shownTone = safe === null ? 'neutral' : tone;
  const classes = `result-card result-card--${shownTone}${headline ? ' result-card--headline' : ''}`;
  return (
    <div className={classes}>
      <p className="result-card__label">{label}</p>
      <p
        className="result-card__value"
        data-result={field}
        data-value={safe === null ? '' : String(safe)}
      >
        {safe === null ? missing : formatResult(safe, format)}
      </p>
      {hint && <p className="result-card__hint">{hint}</p>}
      {children}
    </div>
  );
}

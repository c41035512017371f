// A tool's result figures drawn from its rows (site/features/<tool>/result-rows.ts): as a grid of
// cards, as a list, or as texts for the PDF report, so the three never word a figure differently.
import * as React from 'react';
import ResultCard, { formatResult, type ResultFormat, type ResultTone } from './ResultCard';

/** A fixed value, or one read from the result (a label that changes with a loss). */
export type FromResult<R, T> = T | ((result: R) => T);

export interface ResultRow<R> {
  /** The `data-result` name tests and share links read. */
  field: string;
  label: FromResult<R, string>;
  value: (result: R) => number | null;
  format: ResultFormat;
  hint?: FromResult<R, string | undefined>;
  tone?: FromResult<R, ResultTone>;
  headline?: boolean;
  /** The figure shows only when this holds (a figure of one rate type, a non-zero exemption). */
  when?: (result: R) => boolean;
  /** What is said in place of a figure that does not exist (value null). */
  missing?: FromResult<R, string>;
}

/** A row on one line, as a table reads: the field, its label, its value and format, then other rules. */
export function resultRow<R>(
  field: string,
  label: FromResult<R, string>,
  value: (result: R) => number | null,
  format: ResultFormat,
  rules: Omit<Partial<ResultRow<R>>, 'field' | 'label' | 'value' | 'format'> = {},
): ResultRow<R> {
  return { field, label, value, format, ...rules };
}

/** A row read from a result: what a card, a list line or a report figure writes. */
export interface ResultFigure {
  field: string;
  label: string;
  value: number | null;
  format: ResultFormat;
  text: string;
  hint?: string;
  tone: ResultTone;
  headline: boolean;
  missing: string;
}

function read<R, T extends string | undefined>(rule: FromResult<R, T>, result: R): T {
  return typeof rule === 'function' ? rule(result) : rule;
}

export function readRows<R>(rows: readonly ResultRow<R>[], result: R): ResultFigure[] {
  return rows
    .filter((row) => row.when?.(result) ?? true)
    .map((row) => {
      const value = row.value(result);
      const missing = row.missing === undefined ? '—' : read(row.missing, result);
      return {
        field: row.field,
        label: read(row.label, result),
        value,
        format: row.format,
        text: value === null ? missing : formatResult(value, row.format),
        hint: row.hint === undefined ? undefined : read(row.hint, result),
        tone: row.tone === undefined ? 'neutral' : read(row.tone, result),
        headline: row.headline ?? false,
        missing,
      };
    });
}

export default function ResultGrid<R>({
  rows,
  result,
  className = 'result-grid',
}: {
  rows: readonly ResultRow<R>[];
  result: R;
  className?: string;
}) {
  return (
    <div className={className}>
      {readRows(rows, result).map((figure) => (
        <ResultCard key={figure.field} {...figure} />
      ))}
    </div>
  );
}

/** The figures as a definition list (a tax's method, a summary by kind of cost). */
export function ResultList<R>({ rows, result }: { rows: readonly ResultRow<R>[]; result: R }) {
  return (
    <dl className="tax-dl">
      {readRows(rows, result).map((figure) => (
        <div key={figure.field}>
          <dt>{figure.label}</dt>
          <dd
            data-result={figure.field}
            data-value={figure.value === null ? '' : String(figure.value)}
          >
            {figure.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

// For the tools' report tests: a fixed day (in Spain and in UTC alike) and the labels a report lists.
import type { Report } from './report-model';

export const NOW = new Date('2026-11-25T10:00:00Z');

export function present<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

export const labels = (rows: readonly { label: string }[]) => rows.map((row) => row.label);

export const inputLabels = (report: Pick<Report, 'inputs'>) =>
  report.inputs.flatMap((section) => labels(section.rows));

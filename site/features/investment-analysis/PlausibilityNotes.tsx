// Above the verdict, the plausibility notes of the form's fields (core/analysis-plausibility.ts): a
// "Sí" on 95.000 € of rent a month is a typing slip to look at before any verdict.
import * as React from 'react';
import { analysisWarnings } from '../../../core/analysis-plausibility';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import Callout from '../../components/ui/Callout';

/** The notes for what this analysis used: the rent of its kind of let, the age only when given. */
export function plausibilityNotes({ input, feasibleLoan }: AnalysisResult): string[] {
  const notes = analysisWarnings({
    ...input,
    borrowerAge: feasibleLoan.borrowerAge ?? undefined,
  });
  const rent = input.letting === 'tourist' ? 'monthlyRent' : 'nightlyRate';
  return Object.entries(notes)
    .filter(([field, note]) => field !== rent && note !== undefined)
    .map(([, note]) => note as string);
}

export default function PlausibilityNotes({ analysis }: { analysis: AnalysisResult }) {
  const notes = plausibilityNotes(analysis);
  if (notes.length === 0) return null;
  return (
    <Callout tone="warning" title="Revisa los datos antes de fiarte del veredicto">
      {notes.map((note) => (
        <p key={note} data-warning="plausibility">
          {note}
        </p>
      ))}
    </Callout>
  );
}

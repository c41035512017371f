// The rent reduction's rule set by the contract's date and, while RDL 29/2026 awaits validation,
// the tax its reductions would give beside the one the analysis applies.
import * as React from 'react';
import { formatEuros } from '../../../core/format';
import type { ReductionAnswer } from '../../../core/tools/investment-analysis/decree-alternative';
import { decreeSentence } from './law-notes';

export default function ReductionNote({ answer }: { answer: ReductionAnswer | null }) {
  if (!answer) return null;
  return (
    <div className="stack" data-testid="reduction-note">
      {answer.note && <p data-warning="rentReduction">{answer.note}</p>}
      {answer.decree && (
        <p data-testid="decree-answer" data-warning="decree">
          {decreeSentence(answer.decree, formatEuros)}
        </p>
      )}
    </div>
  );
}

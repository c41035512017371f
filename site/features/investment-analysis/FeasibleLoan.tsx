// Beside the verdict: the loan a bank would grant (feasibleLoan, euros) and, when the loan asked for
// is above it, the verdict judged at it too (verdictAtFeasibleLoan), in one sentence.
import * as React from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import type { AnalysisResult } from '../../../core/tools/investment-analysis';
import { feasibleSentence } from './feasible-text';
import type { Voice } from './voice';

const TONE = { yes: 'positive', no: 'negative', mixed: 'warning' } as const;

/** "105.000 € (el 70 % del precio, a 25 años)". */
function grantedText({ feasibleLoan: f }: AnalysisResult): string {
  if (f.loan <= 0) return 'ninguno, por la edad al terminar el plazo';
  const term = f.loan > 0 ? `, a ${f.termYears} ${f.termYears === 1 ? 'año' : 'años'}` : '';
  return `${formatEuros(f.loan)} (hasta el ${formatPercent(f.ltvLimit, { upTo: 2 })} del precio${term})`;
}

export default function FeasibleLoan({
  analysis,
  voice,
}: {
  analysis: AnalysisResult;
  voice: Voice;
}) {
  const { feasibleLoan } = analysis;
  if (analysis.initial.loan <= 0) return null;
  const sentence = feasibleSentence(analysis, voice);
  const at = feasibleLoan.atFeasible;
  return (
    <div className="analysis-verdict__feasible" data-limit={feasibleLoan.limitedBy}>
      <p className="analysis-verdict__legend">
        Préstamo que suelen conceder:{' '}
        <span data-result="feasibleLoan" data-value={String(feasibleLoan.loan)}>
          {grantedText(analysis)}
        </span>
        .
      </p>
      {sentence && at && (
        <p
          className={`analysis-verdict__answer analysis-verdict__answer--${TONE[at.verdict]}`}
          data-result="verdictAtFeasibleLoan"
          data-value={at.verdict}
        >
          {sentence}
        </p>
      )}
    </div>
  );
}

// The loan a bank would grant (the one lending rule of /hipoteca, lending-limit.ts: an investment's
// share, lower for an owner living abroad, a term ending by 75) and the verdict judged at it too.
import { round, round2 } from '../../round';
import { lendingLimit, type LendingLimitFactor } from '../mortgage/lending-limit';
import { resolveInput, type AnalysisInput } from './inputs';
import { irr } from './irr';
import { evaluate, type Evaluation } from './model';
import { judgeDeal, type VerdictValue } from './verdict';

export interface VerdictAtFeasibleLoan {
  /** `mixed` also when the deal meets the criteria but only with cash beyond what was planned. */
  verdict: VerdictValue;
  /** The criteria alone at that loan (verdict.ts). */
  criteriaVerdict: VerdictValue;
  irrAfterTax: number | null;
  monthlyCashFlowYear1: number;
  /** The money put in at signing with that loan. */
  equity: number;
  /** Over what the requested loan needs: the bank lends less, the buyer puts the difference. */
  extraCash: number;
}

export interface FeasibleLoan {
  /** Euros, to the cent: the requested loan, or less when the rule lends less. */
  loan: number;
  /** Percent of the price. */
  ltvLimit: number;
  limitedBy: LendingLimitFactor;
  /** The term at that loan: the requested one, or the longest ending by the age limit. */
  termYears: number;
  borrowerAge: number | null;
  ageAtEnd: number | null;
  maxAgeAtEnd: number;
  /** The requested loan or term is above what the rule grants: the verdict is judged at both. */
  above: boolean;
  /** Only when above. */
  atFeasible: VerdictAtFeasibleLoan | null;
}

const knownAge = (age: number | undefined): number | null =>
  age !== undefined && Number.isFinite(age) && age > 0 ? age : null;

/**
 * `levered` is the analysis' own evaluation; `input` the raw one (an age not
 * given stays unknown, where the resolved input would clamp it).
 */
export function judgeAtFeasibleLoan(input: AnalysisInput, levered: Evaluation): FeasibleLoan {
  const { price, loanAmount, loanTermYears } = levered.input;
  const borrowerAge = knownAge(input.borrowerAge);
  const limit = lendingLimit({
    use: 'investment',
    residentInSpain: levered.input.residence === 'resident',
    borrowerAge: borrowerAge ?? undefined,
    termYears: loanTermYears,
  });
  const termYears = limit.termTooLong ? (limit.maxTermYears ?? 0) : loanTermYears;
  const byShare = round2((price * limit.ltvLimit) / 100);
  const loan = termYears > 0 ? Math.min(loanAmount, byShare) : 0;
  const above = loanAmount > 0 && (loanAmount > loan + 0.005 || limit.termTooLong);
  const common = {
    loan: round2(loan),
    ltvLimit: limit.ltvLimit,
    limitedBy: limit.limitedBy,
    termYears,
    borrowerAge,
    ageAtEnd: limit.ageAtEnd,
    maxAgeAtEnd: limit.maxAgeAtEnd,
    above,
  };
  if (!above) return { ...common, atFeasible: null };
  const changed = resolveInput({ ...input, loanAmount: loan, loanTermYears: termYears });
  // The sale does not depend on the loan (its repayment is added after), so it is reused.
  const atLoan = evaluate(changed, {
    override: input.purchaseCostsOverride,
    disposal: levered.sale,
  });
  // The TIR the metrics give (metrics.ts: irr × 100), without the other metrics' work.
  const rate = irr(atLoan.flowsAfterTax);
  const irrAfterTax = rate === null ? null : round(rate * 100, 2);
  const first = atLoan.years[0];
  const year1 = {
    cashFlow: round2(first?.cashFlow ?? 0),
    cashFlowBeforeTax: round2(first?.cashFlowBeforeTax ?? 0),
  };
  const judged = judgeDeal({
    irrAfterTax,
    flows: atLoan.flowsAfterTax,
    year1,
    criteria: changed,
  });
  const extraCash = round2(atLoan.initial.equity - levered.initial.equity);
  // Less debt never lowers the monthly figure: a deal that still meets the criteria "depends" on
  // having the extra cash ("Depende: necesitas 18.000 € más").
  const verdict = judged.verdict === 'yes' && extraCash >= 0.5 ? 'mixed' : judged.verdict;
  return {
    ...common,
    atFeasible: {
      verdict,
      criteriaVerdict: judged.verdict,
      irrAfterTax,
      monthlyCashFlowYear1: judged.monthlyCashFlowYear1,
      equity: round2(atLoan.initial.equity),
      extraCash,
    },
  };
}

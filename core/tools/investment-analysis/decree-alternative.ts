// The rent reduction's answer beside the engine's: the note on the rule set applied and, while
// RDL 29/2026 awaits validation, the year-1 tax its lowest and highest reduction would give.
import { todayInMadrid } from '../../tax/today';
import { round2 } from '../../round';
import { resolveInput, type AnalysisInput } from './inputs';
import { evaluate } from './model';
import { reductionApplies } from './regimes';
import { GENERAL_RENT_REDUCTION, appliedRentReduction } from './rent-reductions';

export interface DecreeAnswer {
  percent: number;
  /** Year 1's tax on the rent (all owners), euros. */
  yearOneTax: number;
}

export interface ReductionAnswer {
  /** The reduction the engine applied, percent. */
  applied: number;
  note?: string;
  /** Under RDL 29/2026 if validated: its lowest and highest reduction. */
  decree?: { low: DecreeAnswer; high: DecreeAnswer };
}

/** One evaluation, not a whole analysis: only year 1's tax is wanted (to cents, as the page shows). */
function yearOneTax(input: AnalysisInput, percent: number): number {
  const resolved = resolveInput({
    ...input,
    rentReductionPercent: percent,
    ruleStatuses: { rdl29_2026: 'inForce' },
  });
  const years = evaluate(resolved, { override: input.purchaseCostsOverride }).years;
  return round2(years[0]?.tax ?? 0);
}

/** Null when no reduction applies (a non-resident, a seasonal or tourist let) or nothing to say. */
export function reductionAnswer(input: AnalysisInput): ReductionAnswer | null {
  if (!reductionApplies(input.letting ?? 'longTerm', input.residence ?? 'resident')) return null;
  const chosen = input.rentReductionPercent ?? GENERAL_RENT_REDUCTION;
  const applied = appliedRentReduction(
    chosen,
    input.deedDate ?? todayInMadrid(),
    input.ruleStatuses,
  );
  if (!applied.note && !applied.decreeRange) return null;
  const range = applied.decreeRange;
  return {
    applied: applied.percent,
    ...(applied.note ? { note: applied.note } : {}),
    ...(range
      ? {
          decree: {
            low: { percent: range.min, yearOneTax: yearOneTax(input, range.min) },
            high: { percent: range.max, yearOneTax: yearOneTax(input, range.max) },
          },
        }
      : {}),
  };
}

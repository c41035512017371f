// The analysis the page shows for valid form values: the model, its what-ifs (loaded lazily, with the schema).
import {
  analyseInvestment,
  sensitivities,
  type AnalysisInput,
  type AnalysisResult,
  type PurchaseCostsOverride,
  type Sensitivity,
} from '../../../core/tools/investment-analysis';
import {
  toAnalysisInput,
  type AnalysisFormValues,
} from '../../../core/tools/investment-analysis/fields';
import {
  reductionAnswer,
  type ReductionAnswer,
} from '../../../core/tools/investment-analysis/decree-alternative';
import type { RuleStatuses } from '../../../core/tax/rule-status';

export interface AnalysisOutcome {
  input: AnalysisInput;
  analysis: AnalysisResult;
  sensitivities: Sensitivity[];
  /** The rent reduction's rule set and, while a decree is pending, its answer beside ours. */
  reduction: ReductionAnswer | null;
}

/** The whole analysis of the form's values with the user's purchase-cost corrections. */
export function computeAnalysis(
  values: AnalysisFormValues,
  override?: PurchaseCostsOverride,
  ruleStatuses?: RuleStatuses,
): AnalysisOutcome {
  const input: AnalysisInput = {
    ...toAnalysisInput(values),
    purchaseCostsOverride: override,
    ...(ruleStatuses ? { ruleStatuses } : {}),
  };
  return {
    input,
    analysis: analyseInvestment(input),
    sensitivities: sensitivities(input),
    reduction: reductionAnswer(input),
  };
}

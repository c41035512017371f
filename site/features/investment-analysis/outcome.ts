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

export interface AnalysisOutcome {
  input: AnalysisInput;
  analysis: AnalysisResult;
  sensitivities: Sensitivity[];
}

/** The whole analysis of the form's values with the user's purchase-cost corrections. */
export function computeAnalysis(
  values: AnalysisFormValues,
  override?: PurchaseCostsOverride,
): AnalysisOutcome {
  const input: AnalysisInput = { ...toAnalysisInput(values), purchaseCostsOverride: override };
  return { input, analysis: analyseInvestment(input), sensitivities: sensitivities(input) };
}

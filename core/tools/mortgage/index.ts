// The mortgage engine's public API, for the /hipoteca page and the investment analysis.
export { EURIBOR_12M } from './euribor';
export {
  RATE_DEFAULTS,
  RATE_TYPES,
  rateForYear,
  shiftEuribor,
  variableRate,
  type RateType,
} from './rate-path';
export {
  frenchPayment,
  loanSchedule,
  loanSummary,
  type ExtraPayment,
  type LoanSchedule,
  type LoanTerms,
} from './schedule';
export { calculateTae, signingCosts } from './tae';
export { bonusComparison, type BonusOption, type BonusResult, type LinkedProduct } from './bonus';
export {
  FEE_CAPS,
  compareEarlyRepayment,
  compensationCapPercent,
  compensationFee,
  yearlyExtraPayments,
  type EarlyRepaymentResult,
  type VariableFeeOption,
} from './early-repayment';
export { assessAffordability, type AffordabilityResult, type PropertyUse } from './affordability';
export {
  judgeFinancing,
  type FinancingInput,
  type FinancingJudgement,
  type FinancingVerdict,
  type FinancingWarningKey,
} from './financing';
export {
  NON_RESIDENT_LTV_LIMIT,
  lendingLimit,
  type LendingLimit,
  type LendingLimitFactor,
} from './lending-limit';
export { STRESS_POINTS, euriborPaths, euriborStress, type EuriborPathScenario } from './stress';

// The mortgage engine's public API, for the /hipoteca page and the investment analysis.
export { EURIBOR_12M, euriborLabel, type EuriborFigure } from './euribor';
export {
  EURIBOR_PATH_KINDS,
  EURIBOR_PATH_STEP,
  EURIBOR_PATH_YEARS,
  RATE_DEFAULTS,
  RATE_TYPES,
  REVIEW_MONTHS,
  euriborForYear,
  euriborPath,
  fixedPeriodYears,
  rateForYear,
  shiftEuribor,
  variableRate,
  withConstantEuribor,
  yearlyRates,
  type EuriborPathKind,
  type RateTerms,
  type RateType,
} from './rate-path';
export {
  frenchPayment,
  instalmentsToRepay,
  loanSchedule,
  loanSummary,
  type ExtraPayment,
  type LoanSchedule,
  type LoanSummary,
  type LoanTerms,
  type PaymentReset,
  type RepaymentMode,
  type ScheduleOptions,
  type ScheduleRow,
} from './schedule';
export {
  annualEquivalentRate,
  calculateTae,
  type CashFlow,
  type TaeCosts,
  type TaeResult,
} from './tae';
export {
  bonusComparison,
  discountedTerms,
  type BonusOption,
  type BonusResult,
  type LinkedProduct,
  type ProductVerdict,
} from './bonus';
export {
  FEE_CAPS,
  compareEarlyRepayment,
  compensationCapPercent,
  compensationFee,
  yearlyExtraPayments,
  type CompensationFee,
  type EarlyRepaymentOutcome,
  type EarlyRepaymentResult,
  type FeeTerms,
  type VariableFeeOption,
} from './early-repayment';
export {
  LTV_LIMITS,
  MAX_AGE_AT_END,
  PAYMENT_RATIO,
  assessAffordability,
  loanForPayment,
  peakPayment,
  type AffordabilityInput,
  type AffordabilityLevel,
  type AffordabilityResult,
  type PropertyUse,
} from './affordability';
export {
  judgeFinancing,
  type FinancingInput,
  type FinancingJudgement,
  type FinancingVerdict,
  type FinancingWarningKey,
  type LimitingFactor,
} from './financing';
export {
  STRESS_POINTS,
  euriborPaths,
  euriborStress,
  type EuriborPathScenario,
  type StressScenario,
} from './stress';

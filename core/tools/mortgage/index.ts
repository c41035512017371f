// Public API of the mortgage engine (issue 14): rate types, schedule, TAE, bonificaciones,
// early repayment, affordability and Euríbor stress. The /hipoteca page and the investment analysis import from here.
export { EURIBOR_12M, euriborLabel, type EuriborFigure } from './euribor';
export {
  RATE_DEFAULTS,
  RATE_TYPES,
  REVIEW_MONTHS,
  euriborForYear,
  fixedPeriodYears,
  rateForYear,
  shiftEuribor,
  variableRate,
  withConstantEuribor,
  yearlyRates,
  type RateTerms,
  type RateType,
} from './rate-path';
export {
  frenchPayment,
  instalmentsToRepay,
  loanSchedule,
  type ExtraPayment,
  type LoanSchedule,
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
  judgeFinancing,
  loanForPayment,
  peakPayment,
  type AffordabilityInput,
  type AffordabilityLevel,
  type AffordabilityResult,
  type FinancingInput,
  type FinancingJudgement,
  type FinancingVerdict,
  type FinancingWarningKey,
  type LimitingFactor,
  type PropertyUse,
} from './affordability';
export { STRESS_POINTS, euriborStress, type StressScenario } from './stress';

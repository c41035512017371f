// Public API of the investment analysis engine (issue 15): the page, the comparator and the Excel export import from here.
export {
  ANALYSIS_DEFAULTS,
  PURCHASE_COST_LINES,
  SHARE_PARAMS,
  resolveInput,
  type AnalysisInput,
  type PurchaseCostLine,
  type PurchaseCostsOverride,
  type ResolvedInput,
  type ShareParam,
} from './inputs';
export {
  GENERAL_RENT_REDUCTION,
  RENT_REDUCTIONS,
  RENT_REDUCTION_SOURCE,
  type RentReduction,
} from './rent-reductions';
export {
  BUILDING_AMORTISATION_RATE,
  CARRY_FORWARD_YEARS,
  FURNITURE_AMORTISATION_RATE,
  amortisationByYear,
  rentTaxByYear,
  type RentTaxYear,
} from './rental-irpf';
export { loanYears, type LoanYear } from './loan-years';
export { irr, npv } from './irr';
export { PLUSVALIA_NOT_COMPUTED, type SaleResult } from './sale';
export type { ProjectionYear } from './cash-flows';
export type { InitialOutlay, PurchaseSummary } from './purchase';
export { equityMultiple, paybackYear, type AnalysisMetrics } from './metrics';
export {
  analyseInvestment,
  type AnalysisResult,
  type AnalysisYear,
  type TaxTotals,
} from './analysis';
export {
  MIN_SEARCH_PRICE,
  SENSITIVITY_LABELS,
  maxPurchasePrice,
  sensitivities,
  type MaxPriceResult,
  type PriceTarget,
  type Sensitivity,
  type SensitivityKey,
} from './sensitivities';
